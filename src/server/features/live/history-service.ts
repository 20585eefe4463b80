import type { AppContext } from '../../context';
import { authorizeOwner } from '../../security/policies';
import { SHOW_HISTORY_LIMIT, type PastShowsPage, type ShowReport } from '../../../shared/live/show-history';
import { listPastShows } from './history-queries';
import { findSessionById, listSessionRequests, sessionMoney } from './queries';
import { summariseShow } from './show-summary';

/** The musician's past shows, newest first, a page at a time (`beforeId`: the last one seen). */
export async function pastShows(ctx: AppContext, musicianId: number, beforeId?: number): Promise<PastShowsPage> {
  const before = beforeId
    ? authorizeOwner('liveSession', await findSessionById(ctx.db, beforeId), musicianId)
    : undefined;
  const rows = await listPastShows(ctx.db, musicianId, SHOW_HISTORY_LIMIT + 1, before);
  return { shows: rows.slice(0, SHOW_HISTORY_LIMIT), has_more: rows.length > SHOW_HISTORY_LIMIT };
}

/** One of the musician's shows, ended or still on: its figures and every request. */
export async function showReport(ctx: AppContext, musicianId: number, sessionId: number): Promise<ShowReport> {
  const { musician_id: _, ...session } = authorizeOwner(
    'liveSession',
    await findSessionById(ctx.db, sessionId),
    musicianId,
  );
  // The counts come from the requests themselves; only the money is read apart.
  const [requests, money] = await Promise.all([
    listSessionRequests(ctx.db, sessionId),
    sessionMoney(ctx.db, sessionId),
  ]);
  return { session, summary: summariseShow(requests, money), requests };
}
