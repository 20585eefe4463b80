import { createPublicKey } from 'node:crypto';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { PushSender } from '../../push/push-sender';
import { pushMessages, type PushSubscriptionBody } from '../../../shared/push';
import { requestMessages } from '../../../shared/requests';
import { deleteSubscription, saveSubscription } from './buzz-queries';
import { deviceRequests, sessionStatus } from './my-requests-queries';
import { requestPushesOf } from './request-pushes';

/** The server's push sender, or the refusal of a server that has no VAPID keys. */
export function requirePush(ctx: Pick<AppContext, 'push'>): PushSender {
  if (!ctx.push) throw notFound(pushMessages.unavailable, 'push_unavailable');
  return ctx.push;
}

/** Whether `p256dh` is a point of P-256 (a key no push could be encrypted for is refused up front). */
function isP256PublicKey(p256dh: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * "Buzz me when it's next": keeps this phone's push subscription for the show until the show ends.
 * Only for a phone that has asked for a song there (its device cookie names its requests, as for
 * 'Your requests'), and only to a push service's address. A song already next or playing is told
 * at once, after the answer.
 */
export async function subscribeToRequestPushes(
  ctx: AppContext,
  sessionId: number,
  deviceId: string | undefined,
  subscription: PushSubscriptionBody,
): Promise<{ isNew: boolean }> {
  const push = requirePush(ctx);
  const show = await sessionStatus(ctx.db, sessionId);
  if (!show || show.status === 'ended') throw notFound(requestMessages.sessionNotActive, 'session_not_live');
  if (!push.isAllowedEndpoint(subscription.endpoint)) {
    throw badRequest(pushMessages.endpointRefused, 'push_endpoint_refused');
  }
  const p256dh = subscription.keys.p256dh.replace(/=+$/, '');
  if (!isP256PublicKey(p256dh)) throw badRequest(pushMessages.badKeys, 'push_keys_invalid');
  const own = deviceId ? await deviceRequests(ctx.db, sessionId, deviceId) : [];
  if (!deviceId || own.length === 0) throw conflict(pushMessages.nothingRequested, 'push_nothing_requested');
  const isNew = await saveSubscription(ctx.db, {
    session_id: sessionId,
    device_id: deviceId,
    endpoint: subscription.endpoint,
    p256dh,
    auth: subscription.keys.auth.replace(/=+$/, ''),
    created_at: ctx.clock.now().toISOString(),
  });
  void requestPushesOf(ctx).check(sessionId);
  return { isNew };
}

/** "Stop buzzing": removes this phone's subscription; another phone's, or none, is not found. */
export async function unsubscribeFromRequestPushes(
  ctx: AppContext,
  sessionId: number,
  deviceId: string | undefined,
  endpoint: string,
): Promise<void> {
  requirePush(ctx);
  if (!deviceId || !(await deleteSubscription(ctx.db, sessionId, deviceId, endpoint))) {
    throw notFound(pushMessages.notSubscribed, 'push_not_subscribed');
  }
}
