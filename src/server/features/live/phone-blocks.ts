import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { authorizeOwner } from '../../security/policies';
import type { BlockedPhone } from '../../../shared/live/phone-blocks';
import { findSessionById } from './queries';
import { blockedPhonesOf, findRequestPhone } from './phone-block-queries';
import { stageAction, type StageActor } from './stage-service';

export const phoneBlockMessages = {
  noPhone: 'This request has no phone to block',
} as const;

/**
 * Blocking (or unblocking) the phone behind a request for the rest of its show: a stage action, so
 * Undo takes it back like any other tap. A blocked phone's next requests are refused politely
 * (intake-service.ts) without saying it was blocked. Under the queue's lock, as every intake is, so
 * a request racing the block is either before it or refused. Blocking twice is the same as once.
 */
export async function setRequestPhoneBlocked(
  ctx: AppContext,
  actor: StageActor,
  requestId: number,
  blocked: boolean,
): Promise<void> {
  const request = authorizeOwner('request', await findRequestPhone(ctx.db, requestId), actor.actId);
  // Requests made before phones carried an id (seeded history) have no phone to block.
  const deviceId = request.device_id;
  if (!deviceId) throw badRequest(phoneBlockMessages.noPhone, 'no_phone_to_block');
  await stageAction(
    ctx,
    actor,
    request.session_id,
    (_stage, requests) => {
      const song = requests.find((candidate) => candidate.id === requestId)?.song_title.trim() ?? 'a song';
      return {
        label: `${blocked ? 'Blocked' : 'Unblocked'} the phone that asked for ${song}`,
        blocks: [{ device_id: deviceId, blocked }],
      };
    },
    { afterEnd: true },
  );
}

/** The show's blocked phones, for the musician to look through and unblock. */
export async function blockedPhones(ctx: AppContext, musicianId: number, sessionId: number): Promise<BlockedPhone[]> {
  authorizeOwner('liveSession', await findSessionById(ctx.db, sessionId), musicianId);
  return blockedPhonesOf(ctx.db, sessionId);
}
