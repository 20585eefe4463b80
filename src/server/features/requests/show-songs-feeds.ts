import type { AppContext } from '../../context';
import type { RealtimeEvent } from '../../realtime/event-bus';
import type { ShowSongs } from '../../../shared/requests/backing';
import { createShowFeeds, feedsOfApp, type ShowFeeds } from './show-feeds';
import { readTonightsSongs, showSongsFor } from './show-songs';

/** Any change to the show's requests or to the show itself may move a count, for every phone. */
const concernsShow = (event: RealtimeEvent, sessionId: number) => {
  const data = event.data as { id?: unknown; session_id?: unknown } | null;
  return event.type.startsWith('session.') ? data?.id === sessionId : data?.session_id === sessionId;
};

/**
 * Tonight's list of songs as each phone sees it: after a change of the show, one read of its
 * requests serves every phone on this instance, each given its own part of it.
 */
export function createShowSongsFeeds(ctx: Pick<AppContext, 'db' | 'bus'>): ShowFeeds<ShowSongs> {
  return createShowFeeds<ShowSongs>(ctx, {
    type: 'show-songs',
    isFinal: (state) => state.session.status === 'ended',
    concerns: (event, _follower, sessionId) => concernsShow(event, sessionId),
    read: async (sessionId, waking) => {
      const tonight = await readTonightsSongs(ctx.db, sessionId);
      if (!tonight) throw new Error(`show ${sessionId} is gone`);
      return new Map(waking.map((follower) => [follower, showSongsFor(tonight, follower.deviceId)]));
    },
  });
}

/** The app's one set of feeds of tonight's songs. */
export const showSongsFeedsOf = feedsOfApp(createShowSongsFeeds);
