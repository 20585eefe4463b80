import type { AppContext } from '../../context';
import type { StateFeed } from '../../http/sse/state-stream';
import { channels, type RealtimeEvent } from '../../realtime/event-bus';

export interface ShowFollower<T> {
  deviceId: string | undefined;
  /** The last state delivered: what decides whether an event concerns this phone. */
  current: T | undefined;
  deliver(state: T): void;
  fail(error: unknown): void;
}

interface FollowedShow<T> {
  followers: Set<ShowFollower<T>>;
  /** Followers waiting for a read that starts after what woke them. */
  pending: Set<ShowFollower<T>>;
  reading: boolean;
  unsubscribe(): void;
}

export interface ShowFeeds<T> {
  /** One phone's view of a show, as a stream's state feed (docs/decisions/018). */
  feed(show: { id: number; musician_id: number }, deviceId: string | undefined): StateFeed<T>;
  /** Reads made for followers so far: one per show and change, however many phones follow it. */
  readCount(): number;
}

/**
 * The phones following a view of each show on this instance share its reads (decision 018's
 * update): the musician's queue channel is only a signal; an event wakes the followers it
 * `concerns`, and one `read` then gives each woken phone its state. Reads of one show never
 * overlap: changes that arrive during a read fold into one more read after it, so each phone's
 * last message reflects the last commit.
 */
export function createShowFeeds<T>(
  ctx: Pick<AppContext, 'bus'>,
  view: {
    type: string;
    isFinal: (state: T) => boolean;
    concerns: (event: RealtimeEvent, follower: ShowFollower<T>, sessionId: number) => boolean;
    read: (sessionId: number, waking: readonly ShowFollower<T>[]) => Promise<Map<ShowFollower<T>, T>>;
  },
): ShowFeeds<T> {
  const shows = new Map<number, FollowedShow<T>>();
  let reads = 0;

  const readFor = async (sessionId: number, show: FollowedShow<T>) => {
    if (show.reading) return;
    show.reading = true;
    try {
      while (show.pending.size > 0) {
        const waking = [...show.pending];
        show.pending.clear();
        let states: Map<ShowFollower<T>, T>;
        try {
          reads += 1;
          states = await view.read(sessionId, waking);
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

  const wake = (sessionId: number, show: FollowedShow<T>, followers: Iterable<ShowFollower<T>>) => {
    for (const follower of followers) show.pending.add(follower);
    if (show.pending.size > 0) void readFor(sessionId, show);
  };

  const join = (sessionId: number, musicianId: number, follower: ShowFollower<T>) => {
    let show = shows.get(sessionId);
    if (!show) {
      const created: FollowedShow<T> = {
        followers: new Set(),
        pending: new Set(),
        reading: false,
        unsubscribe: () => {},
      };
      created.unsubscribe = ctx.bus.subscribe(channels.musicianQueue(musicianId), {
        event: (event: RealtimeEvent) =>
          wake(
            sessionId,
            created,
            [...created.followers].filter((each) => view.concerns(event, each, sessionId)),
          ),
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
      type: view.type,
      isFinal: view.isFinal,
      follow: (deliver, fail) => join(show.id, show.musician_id, { deviceId, current: undefined, deliver, fail }),
    }),
    readCount: () => reads,
  };
}

/** One set of feeds per app and view, shared by every route that streams it. */
export function feedsOfApp<F>(make: (ctx: Pick<AppContext, 'db' | 'bus'>) => F) {
  const byApp = new WeakMap<object, F>();
  return (ctx: Pick<AppContext, 'db' | 'bus'>): F => {
    let feeds = byApp.get(ctx);
    if (!feeds) {
      feeds = make(ctx);
      byApp.set(ctx, feeds);
    }
    return feeds;
  };
}
