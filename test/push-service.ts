import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a browser hands the server: PushSubscription.toJSON(). */
export interface TestPushSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  /** The subscription's endpoint the push was sent to. */
  endpoint: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload, as text and parsed. */
  text: string;
  payload: unknown;
  /** The VAPID JWT's claims, its signature checked against the `k` it came with. */
  vapid: { publicKey: string; claims: { aud: string; exp: number; sub: string } };
}

export interface TestPushService {
  url: string;
  /** A new subscription on this service, with a P-256 key pair and auth secret made here. */
  subscribe(): TestPushSubscription;
  received: ReceivedPush[];
  /** The pushes a subscription received so far. */
  to(subscription: TestPushSubscription): ReceivedPush[];
  /** Resolves when the subscription has received `count` pushes (with those pushes). */
  waitFor(subscription: TestPushSubscription, count: number): Promise<ReceivedPush[]>;
  /** Makes the service answer this status for the subscription (404, 410: it is gone). */
  answer(subscription: TestPushSubscription, status: number): void;
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * RFC 8291 (Message Encryption for Web Push) over RFC 8188 aes128gcm, from the receiving side:
 * the header's salt and the sender's public key, the shared secret with the subscription's
 * private key, the auth secret, then one record, its padding delimiter removed.
 */
export function decryptPush(body: Buffer, receiver: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const receiverPublic = receiver.ecdh.getPublicKey();
  const ecdhSecret = receiver.ecdh.computeSecret(senderPublic);
  const prkKey = hmac(receiver.auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('the record does not end with the last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

/** `vapid t=<jwt>, k=<key>` (RFC 8292): the claims, once the ES256 signature checks out with k. */
function checkVapid(authorization: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt, publicKey] = match as unknown as [string, string, string];
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${claims}`);
  const isValid = verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!isValid) throw new Error('the VAPID signature does not verify');
  return {
    publicKey,
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as ReceivedPush['vapid']['claims'],
  };
}

/**
 * A local push service stand-in: subscriptions are endpoints on this HTTP server, each with keys
 * generated here; a push is checked (VAPID), decrypted with the subscription's private key and
 * auth secret, and kept. 201 as real services answer, or the status a test asked for.
 */
export async function startTestPushService(): Promise<TestPushService> {
  const receivers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number }>();
  const received: ReceivedPush[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const receiver = receivers.get(path);
      if (!receiver || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      if (receiver.status !== 201) {
        response.writeHead(receiver.status).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const text = decryptPush(Buffer.concat(chunks), receiver);
        received.push({
          endpoint: `${url}${path}`,
          headers: request.headers,
          text,
          payload: JSON.parse(text) as unknown,
          vapid: checkVapid(request.headers.authorization),
        });
        response.writeHead(201).end();
      } catch (error) {
        response.writeHead(400).end(String(error));
      }
      waiters.forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pathOf = (subscription: TestPushSubscription) => new URL(subscription.endpoint).pathname;
  const to = (subscription: TestPushSubscription) => received.filter((push) => push.endpoint === subscription.endpoint);
  return {
    url,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('base64url')}`;
      receivers.set(path, { ecdh, auth, status: 201 });
      return {
        endpoint: `${url}${path}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    to,
    waitFor(subscription, count) {
      return new Promise((resolve) => {
        const check = () => {
          const pushes = to(subscription);
          if (pushes.length < count) return;
          waiters.delete(check);
          resolve(pushes);
        };
        waiters.add(check);
        check();
      });
    },
    answer(subscription, status) {
      const receiver = receivers.get(pathOf(subscription));
      if (receiver) receiver.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
