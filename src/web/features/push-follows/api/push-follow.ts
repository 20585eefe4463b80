import { api } from '../../../lib/api-client';

/** Buzz this browser when the musician goes live: hands the server the browser's subscription. */
export async function followByPush(qrCodeId: string, subscription: PushSubscriptionJSON): Promise<void> {
  const { endpoint, keys } = subscription;
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave a push subscription without keys');
  await api.POST('/api/musicians/{qrCodeId}/push-followers', {
    path: { qrCodeId },
    body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });
}

export async function unfollowByPush(qrCodeId: string, endpoint: string): Promise<void> {
  await api.DELETE('/api/musicians/{qrCodeId}/push-followers', { path: { qrCodeId }, query: { endpoint } });
}
