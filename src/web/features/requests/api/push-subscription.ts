import { api } from '../../../lib/api-client';

/** Buzz this phone for its songs at the show: hands the server the browser's subscription. */
export async function savePushSubscription(sessionId: number, subscription: PushSubscriptionJSON): Promise<void> {
  const { endpoint, keys } = subscription;
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave a push subscription without keys');
  await api.POST('/api/sessions/{sessionId}/push-subscriptions', {
    path: { sessionId },
    body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });
}

/** Stop buzzing this phone for the show. */
export async function removePushSubscription(sessionId: number, endpoint: string): Promise<void> {
  await api.DELETE('/api/sessions/{sessionId}/push-subscriptions', { path: { sessionId }, query: { endpoint } });
}
