import { api } from './api-client';

/**
 * Loaded only when a fan asks to be buzzed (never with a page): registers the service worker and
 * subscribes this browser to Web Push with the server's key (docs/decisions/033).
 */

const bytesOf = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

const isSameKey = (subscription: PushSubscription, key: Uint8Array): boolean => {
  const current = subscription.options?.applicationServerKey;
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
};

/**
 * This browser's push subscription for the server's key: the one it has, or a new one. The key's
 * request answers 404 `push_unavailable` on a server that cannot buzz.
 */
export async function subscribeToPush(): Promise<PushSubscriptionJSON> {
  const { public_key: publicKey } = await api.GET('/api/push/public-key');
  await navigator.serviceWorker.register('/sw.js');
  const registration = await navigator.serviceWorker.ready;
  const key = bytesOf(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && isSameKey(existing, key)) return existing.toJSON();
  // Made for another server key (the server's keys were replaced): it could never be sent to.
  if (existing) await existing.unsubscribe();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscription.toJSON();
}
