import type { AppContext } from '../../context';
import type { StateFeed } from '../../http/sse';
import { channels, type RealtimeEvent } from '../../realtime/event-bus';
import type { ShowSongs } from '../../../shared/backing';
import { readTonightsSongs, showSongsFor } from './show-songs';

interface Follower {
  deviceId: string | undefined;
  deliver(state: ShowSongs): void;
  fail(error: unknown): void;
}

interface FollowedShow {
  followers: Set<Follower>;
  /** Followers waiting for a read that starts after what woke them. */
  pending: Set<Follower>;
  reading: boolean;
  unsubscribe(): void;
}

export interface ShowSongsFeeds {
  /** Tonight's list of songs as one phone sees it, as a stream's state feed. */
  feed(show: { id: number; musician_id: number }, deviceId: string | undefined): StateFeed<ShowSongs>;
  /** Reads made so far: one per show and change, however many phones follow it. */
  readCount(): number;
}

/** Any change to the show's requests or to the show itself may move a count, for every phone. */
const concernsShow = (event: RealtimeEvent, sessionId: number) => {
  const data = event.data as { id?: unknown; session_id?: unknown } | null;
  return event.type.startsWith('session.') ? data?.id === sessionId : data?.session_id === sessionId;
};

/**
 * The phones that see one show's list share its reads (decision 018's pattern): the musician's
 * queue channel is only a signal; after a change of the show, one read of its requests serves
 * every phone on this instance, each given its own part of it. Reads of one show never overlap,
 * and changes during a read fold into one more read after it, so the last message reflects the
 * last commit.
 */
export function createShowSongsFeeds(ctx: Pick<AppContext, 'db' | 'bus'>): ShowSongsFeeds {
  const shows = new Map<number, FollowedShow>();
  let reads = 0;

  const readFor = async (sessionId: number, show: FollowedShow) => {
    if (show.reading) return;
    show.reading = true;
    try {
      while (show.pending.size > 0) {
        const waking = [...show.pending];
        show.pending.clear();
        try {
          reads += 1;
          const tonight = await readTonightsSongs(ctx.db, sessionId);
          if (!tonight) throw new Error(`show ${sessionId} is gone`);
          for (const follower of waking) {
            if (show.followers.has(follower)) follower.deliver(showSongsFor(tonight, follower.deviceId));
          }
        } catch (error) {
          for (const follower of waking) follower.fail(error);
        }
      }
    } finally {
      show.reading = false;
    }
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
          if (concernsShow(event, sessionId)) wake(sessionId, created, created.followers);
        },
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
      type: 'show-songs',
      isFinal: (state) => state.session.status === 'ended',
      follow: (deliver, fail) => join(show.id, show.musician_id, { deviceId, deliver, fail }),
    }),
    readCount: () => reads,
  };
}

const feedsByApp = new WeakMap<object, ShowSongsFeeds>();

/** The app's one set of feeds of tonight's songs. */
export function showSongsFeedsOf(ctx: Pick<AppContext, 'db' | 'bus'>): ShowSongsFeeds {
  let feeds = feedsByApp.get(ctx);
  if (!feeds) {
    feeds = createShowSongsFeeds(ctx);
    feedsByApp.set(ctx, feeds);
  }
  return feeds;
}
