import { authorizeOwner } from '../../security/policies';
import type { AppContext } from '../../context';
import { conflict } from '../../http/errors';
import { channels } from '../../realtime/event-bus';
import { canTransition, liveMessages, type RequestStatus, type SongRequest } from '../../../shared/live';
import { adjustTimesPlayed } from '../songs/public';
import { findRequestForUpdate, requestColumns, updateRequestStatus } from './queries';

/** Spec 2 §4 transitions, enforced here whatever the client shows; only the owning musician. */
export async function changeRequestStatus(
  ctx: AppContext,
  musicianId: number,
  requestId: number,
  to: RequestStatus,
): Promise<SongRequest> {
  const request = authorizeOwner('request', await findRequestForUpdate(ctx.db, requestId), musicianId);
  const { musician_id: _m, song_id: songId, ...current } = request;
  if (request.status === to) return current;
  if (!canTransition(request.status, to))
    throw conflict(liveMessages.invalidTransition(request.status, to), 'invalid_transition');

  const at = ctx.clock.now().toISOString();
  const queue = channels.musicianQueue(musicianId);
  // The queue's lock first (as the intake takes it), then the catalogue row: one order, no deadlock.
  const updated = await ctx.bus.transaction([queue], async (trx, emit) => {
    if (!(await updateRequestStatus(trx, requestId, request.status, to, at))) return undefined;
    if (to === 'played') await adjustTimesPlayed(trx, songId, 1);
    if (request.status === 'played') await adjustTimesPlayed(trx, songId, -1);
    const row = await trx
      .selectFrom('song_requests')
      .select(requestColumns)
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    await emit(queue, 'request.updated', row);
    return row;
  });
  // Someone else changed it between our read and our write: tell this client to refresh.
  if (!updated) throw conflict(liveMessages.invalidTransition(request.status, to), 'invalid_transition');
  return updated;
}
