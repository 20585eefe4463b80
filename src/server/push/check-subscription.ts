import { createECDH } from 'node:crypto';
import { badRequest, notFound } from '../http/errors';
import { pushMessages, type PushSubscriptionBody } from '../../shared/push-follows';
import type { PushSender, PushTarget } from './push-sender';

/** The server's push sender, or the refusal of a server that has no VAPID keys. */
export function requirePush(ctx: { push: PushSender | undefined }): PushSender {
  if (!ctx.push) throw notFound(pushMessages.unavailable, 'push_unavailable');
  return ctx.push;
}

/** Whether `p256dh` is a point of P-256 (a key no push could be encrypted for is refused up front). */
function isP256PublicKey(p256dh: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    // Agreeing a secret with it is what encrypting a push does; OpenSSL refuses a point off the curve.
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}

/**
 * A browser's subscription as the server will keep it: to a push service's address only
 * (`push_endpoint_refused`), with a public key of the curve (`push_keys_invalid`), keys without padding.
 */
export function checkedSubscription(push: PushSender, subscription: PushSubscriptionBody): PushTarget {
  if (!push.isAllowedEndpoint(subscription.endpoint)) {
    throw badRequest(pushMessages.endpointRefused, 'push_endpoint_refused');
  }
  const p256dh = subscription.keys.p256dh.replace(/=+$/, '');
  if (!isP256PublicKey(p256dh)) throw badRequest(pushMessages.badKeys, 'push_keys_invalid');
  return { endpoint: subscription.endpoint, p256dh, auth: subscription.keys.auth.replace(/=+$/, '') };
}
