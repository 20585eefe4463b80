import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { fanRequest, liveShow, newDeviceId } from '../../../../test/live-show';
import { startTestPushService, type TestPushService, type TestPushSubscription } from '../../../../test/push-service';
import { pushMessages } from '../../../shared/push-follows';
import { requestPushesOf } from './request-pushes';

let t: TestApp;
let pushService: TestPushService;
beforeAll(async () => {
  // The stand-in push service listens on 127.0.0.1 over http, which only this switch lets through.
  t = await startTestApp({ env: { PUSH_ALLOW_LOCAL_ENDPOINTS: '1' } });
  pushService = await startTestPushService();
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const LONG = 'Bohemian​Rhapsody'.repeat(6) + '🎤🔥';
const cookie = (deviceId: string) => ({ cookie: `sc_device=${deviceId}` });

const subscribe = (sessionId: number, deviceId: string | undefined, body: unknown) =>
  fetch(`${t.url}/api/sessions/${sessionId}/push-subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(deviceId ? cookie(deviceId) : {}) },
    body: JSON.stringify(body),
  });

const unsubscribe = (sessionId: number, deviceId: string, endpoint: string) =>
  fetch(`${t.url}/api/sessions/${sessionId}/push-subscriptions?endpoint=${encodeURIComponent(endpoint)}`, {
    method: 'DELETE',
    headers: cookie(deviceId),
  });

const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;

const subscriptionRows = (sessionId: number) =>
  t.ctx.db.selectFrom('push_subscriptions').selectAll().where('session_id', '=', sessionId).execute();

/** Every look at the shows the last changes moved has finished (and so every push was sent). */
const settled = () => requestPushesOf(t.ctx).idle();

async function send(sessionId: number, deviceId: string, body: object): Promise<number> {
  const res = await fanRequest(t, sessionId, body, { deviceId });
  expect(res.status).toBe(201);
  return ((await res.json()) as { request: { id: number } }).request.id;
}

/** A live show and a fan's phone that asked for a song there and asked to be buzzed. */
async function buzzedFan(title = LONG, { before }: { before?: (sessionId: number) => Promise<unknown> } = {}) {
  const show = await liveShow(t);
  await before?.(show.session.id);
  const phone = newDeviceId();
  const requestId = await send(show.session.id, phone, {
    song_title: title,
    fan_name: 'Private Person',
    message: 'a private message for the artist',
  });
  const subscription = pushService.subscribe();
  const res = await subscribe(show.session.id, phone, subscription);
  expect(res.status).toBe(201);
  return { ...show, phone, requestId, subscription };
}

const accept = (show: Awaited<ReturnType<typeof liveShow>>, id: number) =>
  show.client.put(`/api/requests/${id}/status`, { status: 'accepted' });

describe('buzz me when it’s next', () => {
  it('hands out the server’s public key', async () => {
    const res = await fetch(`${t.url}/api/push/public-key`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ public_key: t.ctx.push!.publicKey });
  });

  it('pushes "up next" and "playing now" with the song title only, encrypted for the phone', async () => {
    // Another fan asked first, and is accepted first: ours, accepted behind it, is not next yet.
    let other = 0;
    const show = await buzzedFan(LONG, {
      before: async (sessionId) =>
        (other = await send(sessionId, newDeviceId(), { song_title: 'Someone Else’s Song', fan_name: 'Other Fan' })),
    });
    const { session, requestId, subscription, phone, musician } = show;
    expect((await accept(show, other)).status).toBe(200);
    expect((await accept(show, requestId)).status).toBe(200);
    await settled();
    expect(pushService.to(subscription)).toEqual([]);

    // The other song starts: ours is up next.
    const playOther = await show.client.post(`/api/sessions/live/${session.id}/now-playing`, { request_id: other });
    expect(playOther.status).toBe(200);
    const [upNext] = await pushService.waitFor(subscription, 1);
    const url = `/request?qr=${encodeURIComponent(musician.qrCodeId)}`;
    expect(upNext!.payload).toEqual({ status: 'up_next', song_title: LONG, url });
    expect(upNext!.headers).toMatchObject({ ttl: '900', urgency: 'high', topic: `request-${requestId}` });
    expect(upNext!.vapid.publicKey).toBe(t.ctx.push!.publicKey);
    expect(upNext!.vapid.claims.aud).toBe(pushService.url);
    expect(upNext!.vapid.claims.sub).toMatch(/^mailto:|^https:/);

    // 'Next': the other song is played and ours starts.
    expect((await show.client.post(`/api/sessions/live/${session.id}/next`)).status).toBe(200);
    const pushes = await pushService.waitFor(subscription, 2);
    expect(pushes[1]!.payload).toEqual({ status: 'playing_now', song_title: LONG, url });

    // Each once: more changes to the show send nothing again.
    const later = await send(session.id, newDeviceId(), { song_title: 'Later Song' });
    expect((await accept(show, later)).status).toBe(200);
    await settled();
    expect(pushService.to(subscription)).toHaveLength(2);

    // Nothing of any fan but the song's title: no name, message, phone or other fan's song.
    for (const push of pushService.to(subscription)) {
      expect(Object.keys(push.payload as object).sort()).toEqual(['song_title', 'status', 'url']);
      for (const secret of ['Private Person', 'private message', phone, 'Someone Else', 'Other Fan', 'Later Song']) {
        expect(push.text).not.toContain(secret);
      }
    }
  });

  it('buzzes at once a phone whose song is already next when it asks', async () => {
    const show = await liveShow(t);
    const phone = newDeviceId();
    const requestId = await send(show.session.id, phone, { song_title: 'Wonderwall' });
    expect((await accept(show, requestId)).status).toBe(200);
    const subscription = pushService.subscribe();
    expect((await subscribe(show.session.id, phone, subscription)).status).toBe(201);
    const [push] = await pushService.waitFor(subscription, 1);
    expect(push!.payload).toMatchObject({ status: 'up_next', song_title: 'Wonderwall' });
  });

  it('refuses bad subscriptions with a code and stores nothing', async () => {
    const { session } = await liveShow(t);
    const phone = newDeviceId();
    await send(session.id, phone, { song_title: 'Yellow' });
    const good = pushService.subscribe();
    const cases: [unknown, number, string][] = [
      [{ ...good, endpoint: 'not a url' }, 400, 'validation_failed'],
      [{ ...good, endpoint: `https://push.example.com/${'x'.repeat(2100)}` }, 400, 'validation_failed'],
      [{ ...good, keys: { p256dh: 'short', auth: good.keys.auth } }, 400, 'validation_failed'],
      [{ ...good, keys: { p256dh: good.keys.p256dh, auth: 'A'.repeat(40) } }, 400, 'validation_failed'],
      [{ endpoint: good.endpoint }, 400, 'validation_failed'],
      // A 65-byte key that is not a point of the curve.
      [
        { ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } },
        400,
        'push_keys_invalid',
      ],
      // Not a push service: plain http elsewhere, an address, a local name.
      [{ ...good, endpoint: 'http://push.example.com/x' }, 400, 'push_endpoint_refused'],
      [{ ...good, endpoint: 'https://10.0.0.7/push' }, 400, 'push_endpoint_refused'],
      [{ ...good, endpoint: 'https://[::1]/push' }, 400, 'push_endpoint_refused'],
      [{ ...good, endpoint: 'https://metadata.internal/push' }, 400, 'push_endpoint_refused'],
      [{ ...good, endpoint: 'https://user:pw@push.example.com/x' }, 400, 'push_endpoint_refused'],
    ];
    for (const [body, status, code] of cases) {
      const res = await subscribe(session.id, phone, body);
      expect([res.status, await codeOf(res)], JSON.stringify(body).slice(0, 120)).toEqual([status, code]);
    }
    // A phone that asked for nothing here, or has no device cookie at all.
    const stranger = await subscribe(session.id, newDeviceId(), good);
    expect([stranger.status, await codeOf(stranger)]).toEqual([409, 'push_nothing_requested']);
    const noCookie = await subscribe(session.id, undefined, good);
    expect([noCookie.status, await codeOf(noCookie)]).toEqual([409, 'push_nothing_requested']);
    // No such show.
    const nowhere = await subscribe(999_999, phone, good);
    expect([nowhere.status, await codeOf(nowhere)]).toEqual([404, 'session_not_live']);
    expect(await subscriptionRows(session.id)).toEqual([]);
  });

  it('lets only the phone that subscribed stop it', async () => {
    const { session, phone, subscription } = await buzzedFan('Yellow');
    const other = await unsubscribe(session.id, newDeviceId(), subscription.endpoint);
    expect([other.status, await codeOf(other)]).toEqual([404, 'push_not_subscribed']);
    const wrong = await unsubscribe(session.id, phone, `${subscription.endpoint}x`);
    expect(wrong.status).toBe(404);
    const noEndpoint = await fetch(`${t.url}/api/sessions/${session.id}/push-subscriptions`, {
      method: 'DELETE',
      headers: cookie(phone),
    });
    expect([noEndpoint.status, await codeOf(noEndpoint)]).toEqual([400, 'validation_failed']);
    expect(await subscriptionRows(session.id)).toHaveLength(1);
    expect((await unsubscribe(session.id, phone, subscription.endpoint)).status).toBe(200);
    expect(await subscriptionRows(session.id)).toEqual([]);
    const again = await unsubscribe(session.id, phone, subscription.endpoint);
    expect([again.status, await codeOf(again)]).toEqual([404, 'push_not_subscribed']);
  });

  it('forgets the show’s subscriptions and pushes when the show ends, and takes none after', async () => {
    const show = await buzzedFan('Fix You');
    const { session, phone, requestId, subscription } = show;
    expect((await accept(show, requestId)).status).toBe(200);
    await pushService.waitFor(subscription, 1);
    await settled();
    expect(await subscriptionRows(session.id)).toHaveLength(1);
    expect((await show.client.post(`/api/sessions/live/${session.id}/end`)).status).toBe(200);
    expect(await subscriptionRows(session.id)).toEqual([]);
    const pushed = await t.ctx.db
      .selectFrom('request_pushes')
      .selectAll()
      .where('session_id', '=', session.id)
      .execute();
    expect(pushed).toEqual([]);
    const late = await subscribe(session.id, phone, pushService.subscribe());
    expect([late.status, await codeOf(late)]).toEqual([404, 'session_not_live']);
  });

  it('deletes a subscription its push service no longer knows (404, 410)', async () => {
    for (const status of [404, 410]) {
      const show = await buzzedFan(`Gone ${status}`);
      const kept = pushService.subscribe();
      expect((await subscribe(show.session.id, show.phone, kept)).status).toBe(201);
      pushService.answer(show.subscription, status);
      expect((await accept(show, show.requestId)).status).toBe(200);
      await pushService.waitFor(kept, 1);
      await settled();
      expect((await subscriptionRows(show.session.id)).map((row) => row.endpoint)).toEqual([kept.endpoint]);
    }
  });

  it('keeps one row for one subscription stored twenty times at once', async () => {
    const { session } = await liveShow(t);
    const phone = newDeviceId();
    await send(session.id, phone, { song_title: 'Clocks' });
    const subscription = pushService.subscribe();
    const answers = await Promise.all(Array.from({ length: 20 }, () => subscribe(session.id, phone, subscription)));
    for (const res of answers) expect([200, 201]).toContain(res.status);
    expect(answers.some((res) => res.status === 201)).toBe(true);
    expect(await subscriptionRows(session.id)).toHaveLength(1);
  });

  it('keeps at most three subscriptions per phone and show (the newest)', async () => {
    const { session } = await liveShow(t);
    const phone = newDeviceId();
    await send(session.id, phone, { song_title: 'Sparks' });
    const subscriptions: TestPushSubscription[] = [];
    for (let i = 0; i < 5; i++) {
      subscriptions.push(pushService.subscribe());
      expect((await subscribe(session.id, phone, subscriptions[i])).status).toBe(201);
    }
    const rows = await subscriptionRows(session.id);
    expect(rows.map((row) => row.endpoint).sort()).toEqual(
      subscriptions
        .slice(2)
        .map((s) => s.endpoint)
        .sort(),
    );
  });
});

describe('a server without push keys', () => {
  it('says push is unavailable, and the rest works', async () => {
    const off = await startTestApp({ vapidKeys: null, database: t.database });
    try {
      const key = await fetch(`${off.url}/api/push/public-key`);
      expect([key.status, await codeOf(key)]).toEqual([404, 'push_unavailable']);
      expect(((await fetch(`${off.url}/api/push/public-key`).then((r) => r.json())) as { error: string }).error).toBe(
        pushMessages.unavailable,
      );
      const res = await fetch(`${off.url}/api/sessions/1/push-subscriptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(pushService.subscribe()),
      });
      expect([res.status, await codeOf(res)]).toEqual([404, 'push_unavailable']);
    } finally {
      await off.close();
    }
  });
});
