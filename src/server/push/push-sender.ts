import type WebPush from 'web-push';
import type { VapidKeys } from './vapid-keys';

/** Loaded on the first push sent: an instance that sends none never pays its memory (issue 48). */
const webPushLibrary = async () => (await import('web-push')).default;

/** Where a phone receives pushes, as its browser's PushSubscription gave it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `gone`: the push service no longer knows the subscription (404/410); its row should go. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushMessage {
  payload: Record<string, string>;
  /** Seconds the push service keeps it for a phone that is off: a stale "up next" is no use. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  /** A later message with the same topic replaces an undelivered one ("playing now" over "up next"). */
  topic?: string;
}

export interface PushSender {
  /** The VAPID public key browsers subscribe with (applicationServerKey). */
  publicKey: string;
  /** Whether the server will send to this endpoint at all (push services are public https hosts). */
  isAllowedEndpoint(endpoint: string): boolean;
  /** Encrypts the payload for the subscription (RFC 8291, aes128gcm) and hands it to its push service. */
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Push endpoints come from the phone, so the server would POST wherever a fan says: only https
 * URLs on a public-looking host name are accepted (push services have names; an IP literal, a
 * localhost or .internal name, or credentials in the URL are refused). The tests' local push
 * service is allowed only with PUSH_ALLOW_LOCAL_ENDPOINTS=1.
 */
export function isAllowedPushEndpoint(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowLocal && url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return true;
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (host.startsWith('[') || /^[\d.]+$/.test(host) || !host.includes('.')) return false;
  return !/(^|\.)(localhost|local|internal|lan|home|arpa)$/.test(host);
}

/**
 * Sends Web Push with the `web-push` library's encryption and VAPID signature
 * (generateRequestDetails) and the platform's fetch, bounded by a timeout; the outcome tells the
 * caller whether to forget the subscription. Never called inside a database transaction.
 */
export function createPushSender(
  keys: VapidKeys,
  options: {
    subject: string;
    allowLocalEndpoints: boolean;
    timeoutMs?: number;
    log: (message: string, error?: unknown) => void;
  },
): PushSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    publicKey: keys.publicKey,
    isAllowedEndpoint: (endpoint) => isAllowedPushEndpoint(endpoint, options.allowLocalEndpoints),
    async send(target, message) {
      // Stored before a change of rule: never sent to, and forgotten.
      if (!isAllowedPushEndpoint(target.endpoint, options.allowLocalEndpoints)) return 'gone';
      const webPush = await webPushLibrary();
      let details: ReturnType<typeof WebPush.generateRequestDetails>;
      try {
        details = webPush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message.payload),
          {
            vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: message.ttlSeconds,
            urgency: message.urgency,
            ...(message.topic ? { topic: message.topic } : {}),
          },
        );
      } catch (error) {
        // Keys no push service could decrypt with: the subscription can never be sent to.
        options.log('a push subscription could not be encrypted for', error);
        return 'gone';
      }
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      let status: number;
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ? new Uint8Array(details.body) : null,
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        await response.body?.cancel();
      } catch (error) {
        options.log('a push service could not be reached', error);
        return 'failed';
      }
      if (status === 404 || status === 410) return 'gone';
      if (status < 200 || status > 299) {
        options.log(`a push service answered ${status}`);
        return 'failed';
      }
      return 'sent';
    },
  };
}
