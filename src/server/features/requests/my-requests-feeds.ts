import type { AppContext } from '../../context';
import type { MyRequests } from '../../../shared/requests/my-requests';
import { followersRequests, orderingRequests, sessionStatus } from './my-requests-queries';
import { concernsMyRequests, myRequestsFrom } from './my-requests-service';
import { createShowFeeds, feedsOfApp, type ShowFeeds } from './show-feeds';

export type MyRequestsFeeds = ShowFeeds<MyRequests>;

/**
 * A phone's own requests to a show (docs/decisions/018). Only the phones a change concerns are
 * woken (a change to another fan's waiting request costs no phone anything); one read then takes
 * the woken phones' own rows and (when one of theirs is accepted) the show's order, and every
 * phone's list is derived from it.
 */
export function createMyRequestsFeeds(ctx: Pick<AppContext, 'db' | 'bus'>): MyRequestsFeeds {
  return createShowFeeds<MyRequests>(ctx, {
    type: 'my-requests',
    isFinal: (state) => state.session.status === 'ended',
    concerns: (event, follower) => follower.current !== undefined && concernsMyRequests(event, follower.current),
    read: async (sessionId, waking) => {
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
      return new Map(
        waking.map((follower) => {
          const own = follower.deviceId ? (byDevice.get(follower.deviceId) ?? []) : [];
          return [follower, myRequestsFrom(session, own, show)];
        }),
      );
    },
  });
}

/** The app's one set of feeds, shared by every route that streams a phone's requests. */
export const myRequestsFeedsOf = feedsOfApp(createMyRequestsFeeds);
