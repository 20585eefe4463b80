import { authorizeOwner } from '../../security/policies';
import type { AppContext } from '../../context';
import { conflict } from '../../http/errors';
import { canTransition, liveMessages, type RequestStatus, type SongRequest } from '../../../shared/live';
import { changeStatuses, type StageActor } from '../live/stage-service';
import { findRequestForUpdate } from './queries';

/**
 * Spec 2 §4 transitions, enforced here whatever the client shows; only the owning musician. The
 * change is a stage action of its show (decision 027): under the queue's lock, and one Undo takes
 * it back.
 */
export async function changeRequestStatus(
  ctx: AppContext,
  actor: StageActor,
  requestId: number,
  to: RequestStatus,
): Promise<SongRequest> {
  const request = authorizeOwner('request', await findRequestForUpdate(ctx.db, requestId), actor.actId);
  const { musician_id: _m, song_id: _s, ...current } = request;
  if (request.status === to) return current;
  if (!canTransition(request.status, to))
    throw conflict(liveMessages.invalidTransition(request.status, to), 'invalid_transition');
  const { requests } = await changeStatuses(ctx, actor, request.session_id, [requestId], to, { strict: true });
  if (requests[0]) return requests[0];
  // Changed elsewhere to this very status since our read: answer with it as it stands.
  const { musician_id: _mm, song_id: _ss, ...now } = (await findRequestForUpdate(ctx.db, requestId))!;
  return now;
}
