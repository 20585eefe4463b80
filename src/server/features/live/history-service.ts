import type { AppContext } from '../../context';
import { authorizeOwner } from '../../security/policies';
import { SHOW_HISTORY_LIMIT, type PastShowsPage, type ShowReport } from '../../../shared/live/show-history';
import { listPastShows } from './history-queries';
import { findSessionById, listSessionRequests, sessionMoney } from './queries';
import { summariseShow } from './show-summary';
import { parseStageMemory } from './stage-memory';
import { playedList } from './night-queries';
import type { Db } from '../../db/connection';
import type { StageLogEntry } from '../../../shared/live/show-history';

/** A member as the show's log names them: their name, and never what looks like an e-mail address. */
export const memberName = (name: string | null | undefined): string =>
  name && name.trim() && !name.includes('@') ? name : 'A member';

/** The show's log of stage actions, each with the member who made it, by name. */
export async function stageLogOf(db: Db, sessionId: number): Promise<StageLogEntry[]> {
  const row = await db.selectFrom('live_sessions').select('undo_state').where('id', '=', sessionId).executeTakeFirst();
  const { log } = parseStageMemory(row?.undo_state ?? null);
  const ids = [...new Set(log.map((entry) => entry.user_id))];
  const people = ids.length ? await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute() : [];
  const names = new Map(people.map((person) => [person.id, memberName(person.name)]));
  return log.map((entry) => ({
    at: entry.at,
    member_name: names.get(entry.user_id) ?? 'A member',
    action: entry.label,
  }));
}

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
  const [requests, money, stageLog, played] = await Promise.all([
    listSessionRequests(ctx.db, sessionId),
    sessionMoney(ctx.db, sessionId),
    stageLogOf(ctx.db, sessionId),
    playedList(ctx.db, sessionId),
  ]);
  return { session, summary: summariseShow(requests, money), requests, stage_log: stageLog, played };
}
