import type { AppContext } from '../../context';
import type { StateFeed } from '../../http/sse';
import { channels, type RealtimeEvent } from '../../realtime/event-bus';
import type { MyRequests } from '../../../shared/my-requests';
import { followersRequests, orderingRequests, sessionStatus } from './my-requests-queries';
import { concernsMyRequests, myRequestsFrom } from './my-requests-service';

interface Follower {
  deviceId: string | undefined;
  /** The last state delivered: what decides whether an event concerns this phone. */
  current: MyRequests | undefined;
  deliver(state: MyRequests): void;
  fail(error: unknown): void;
}

interface FollowedShow {
  followers: Set<Follower>;
  /** Followers waiting for a read that starts after what woke them. */
  pending: Set<Follower>;
  reading: boolean;
  unsubscribe(): void;
}

export interface MyRequestsFeeds {
  /** A phone's own requests to a show, as a stream's state feed (docs/decisions/018). */
  feed(show: { id: number; musician_id: number }, deviceId: string | undefined): StateFeed<MyRequests>;
  /** Reads made for followers so far: one per show and change, however many phones follow it. */
  readCount(): number;
}

/**
 * The phones following each show on this instance share its reads: after a change, the woken
 * phones' own rows and (when one of theirs is accepted) the show's order are read once, and every
 * phone's list is derived from that one read. Only the phones a change concerns are woken (a change to another fan's
 * waiting request costs no phone anything). Reads of one show never overlap: changes that arrive
 * during a read fold into one more read after it, so each phone's last message reflects the last
 * commit.
 */
export function createMyRequestsFeeds(ctx: Pick<AppContext, 'db' | 'bus'>): MyRequestsFeeds {
  const shows = new Map<number, FollowedShow>();
  let reads = 0;

  const readFor = async (sessionId: number, show: FollowedShow) => {
    if (show.reading) return;
    show.reading = true;
    try {
      while (show.pending.size > 0) {
        const waking = [...show.pending];
        show.pending.clear();
        let states: Map<Follower, MyRequests>;
        try {
          states = await readStates(sessionId, waking);
        } catch (error) {
          for (const follower of waking) follower.fail(error);
          continue;
        }
        for (const [follower, state] of states) {
          if (!show.followers.has(follower)) continue;
          follower.current = state;
          follower.deliver(state);
        }
      }
    } finally {
      show.reading = false;
    }
  };

  const readStates = async (sessionId: number, waking: readonly Follower[]) => {
    reads += 1;
    const session = await sessionStatus(ctx.db, sessionId);
    if (!session) throw new Error(`show ${sessionId} is gone`);
    const devices = [...new Set(waking.flatMap((follower) => (follower.deviceId ? [follower.deviceId] : [])))];
    const rows = devices.length > 0 ? await followersRequests(ctx.db, sessionId, devices) : [];
    // The show's order is needed only for songs ahead, so only when one of these phones' songs is accepted.
    const show = rows.some((row) => row.status === 'accepted') ? await orderingRequests(ctx.db, sessionId) : [];
    const byDevice = new Map<string, typeof rows>();
    for (const row of rows) {
      if (row.device_id === null) continue;
      const own = byDevice.get(row.device_id);
      if (own) own.push(row);
      else byDevice.set(row.device_id, [row]);
    }
    const states = new Map<Follower, MyRequests>();
    for (const follower of waking) {
      const own = follower.deviceId ? (byDevice.get(follower.deviceId) ?? []) : [];
      states.set(follower, myRequestsFrom(session, own, show));
    }
    return states;
  };

  const wake = (sessionId: number, show: FollowedShow, followers: Iterable<Follower>) => {
    for (const follower of followers) show.pending.add(follower);
    if (show.pending.size > 0) void readFor(sessionId, show);
  };

  const join = (sessionId: number, musicianId: number, follower: Follower) => {
    let show = shows.get(sessionId);
    if (!show) {
      const created: FollowedShow = { followers: new Set(), pending: new Set(), reading: false, unsubscribe: () => {} };
      created.unsubscribe = ctx.bus.subscribe(channels.musicianQueue(musicianId), {
        event: (event: RealtimeEvent) => {
          const concerned = [...created.followers].filter(
            (each) => each.current !== undefined && concernsMyRequests(event, each.current),
          );
          wake(sessionId, created, concerned);
        },
        // Delivery may have missed changes: every phone reads afresh.
        resync: () => wake(sessionId, created, created.followers),
      });
      shows.set(sessionId, created);
      show = created;
    }
    const joined = show;
    joined.followers.add(follower);
    wake(sessionId, joined, [follower]);
    return () => {
      joined.followers.delete(follower);
      joined.pending.delete(follower);
      if (joined.followers.size === 0 && shows.get(sessionId) === joined) {
        joined.unsubscribe();
        shows.delete(sessionId);
      }
    };
  };

  return {
    feed: (show, deviceId) => ({
      type: 'my-requests',
      isFinal: (state) => state.session.status === 'ended',
      follow: (deliver, fail) => join(show.id, show.musician_id, { deviceId, current: undefined, deliver, fail }),
    }),
    readCount: () => reads,
  };
}

const feedsByApp = new WeakMap<object, MyRequestsFeeds>();

/** The app's one set of feeds, shared by every route that streams a phone's requests. */
export function myRequestsFeedsOf(ctx: Pick<AppContext, 'db' | 'bus'>): MyRequestsFeeds {
  let feeds = feedsByApp.get(ctx);
  if (!feeds) {
    feeds = createMyRequestsFeeds(ctx);
    feedsByApp.set(ctx, feeds);
  }
  return feeds;
}
