import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { fanRequest, liveShow, newDeviceId } from '../../../../test/live-show';
import { requestMessages } from '../../../shared/requests';
import type { RequestCheckout } from '../../../shared/tips';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await expectLedgerConsistent(t.ctx.db);
});
afterAll(async () => {
  await t.close();
});

const keyed = (key: string, deviceId: string) => ({ deviceId, headers: { 'idempotency-key': key } });

async function send(sessionId: number, body: object, options: { deviceId: string; headers?: Record<string, string> }) {
  const res = await fanRequest(t, sessionId, body, options);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const requestsOf = (sessionId: number) =>
  t.ctx.db.selectFrom('song_requests').select(['id', 'song_title']).where('session_id', '=', sessionId).execute();

describe('a fan send with an Idempotency-Key', () => {
  it('20 concurrent retries of one key make one request, and every answer names it', async () => {
    const { session } = await liveShow(t);
    const phone = newDeviceId();
    const key = randomUUID();
    const body = { song_title: 'Wonderwall 🎸', fan_name: 'Sam', message: 'For Jo' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(session.id, body, keyed(key, phone))));

    const stored = await requestsOf(session.id);
    expect(stored).toHaveLength(1);
    expect(answers.map((a) => a.status).sort((a, b) => a - b)).toEqual([...Array<number>(19).fill(200), 201]);
    for (const answer of answers) {
      expect(answer.body).toMatchObject({ success: true, request: { id: stored[0]!.id, song_title: 'Wonderwall 🎸' } });
    }
  });

  it('a retry after a lost answer gets the request back even once the show has ended', async () => {
    const show = await liveShow(t);
    const phone = newDeviceId();
    const key = randomUUID();
    const first = await send(show.session.id, { song_title: 'Yellow' }, keyed(key, phone));
    expect(first.status).toBe(201);
    expect((await show.client.post(`/api/sessions/live/${show.session.id}/end`, {})).status).toBe(200);

    const retry = await send(show.session.id, { song_title: 'Yellow' }, keyed(key, phone));
    expect(retry.status).toBe(200);
    expect(retry.body.request).toEqual(first.body.request);
    // Without the key, the same send is a new request, refused now the show is over.
    expect((await send(show.session.id, { song_title: 'Yellow' }, { deviceId: phone })).status).toBe(404);
  });

  it('is the phone’s own: the same key from another phone is another request', async () => {
    const { session } = await liveShow(t);
    const key = randomUUID();
    const mine = await send(session.id, { song_title: 'Song A' }, keyed(key, newDeviceId()));
    const theirs = await send(session.id, { song_title: 'Song A' }, keyed(key, newDeviceId()));
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect((mine.body.request as { id: number }).id).not.toBe((theirs.body.request as { id: number }).id);
    expect(await requestsOf(session.id)).toHaveLength(2);
  });

  it('refuses a key reused for different words, and changes nothing', async () => {
    const { session } = await liveShow(t);
    const phone = newDeviceId();
    const key = randomUUID();
    expect((await send(session.id, { song_title: 'Song A' }, keyed(key, phone))).status).toBe(201);
    const reused = await send(session.id, { song_title: 'Song B' }, keyed(key, phone));
    expect(reused).toMatchObject({ status: 409, body: { error: requestMessages.idempotencyKeyReused } });
    expect((await requestsOf(session.id)).map((r) => r.song_title)).toEqual(['Song A']);
  });

  it('refuses a malformed key with a 400 and stores nothing', async () => {
    const { session } = await liveShow(t);
    for (const bad of ['x'.repeat(256), 'has space', 'é']) {
      const res = await send(session.id, { song_title: 'Song A' }, keyed(bad, newDeviceId()));
      expect(res.status).toBe(400);
    }
    expect(await requestsOf(session.id)).toHaveLength(0);
  });

  it('a tipped send retried gives the same checkout, and after paying, the request', async () => {
    const { session } = await liveShow(t);
    const phone = newDeviceId();
    const key = randomUUID();
    const body = { song_title: 'Galway Girl', tip_amount: 300 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(session.id, body, keyed(key, phone))));
    expect(answers.every((a) => a.status === 202)).toBe(true);
    const checkouts = answers.map((a) => a.body.checkout as RequestCheckout);
    expect(new Set(checkouts.map((c) => c.id)).size).toBe(1);
    expect(new Set(checkouts.map((c) => c.client_secret)).size).toBe(1);
    const rows = await t.ctx.db
      .selectFrom('request_checkouts')
      .select('id')
      .where('session_id', '=', session.id)
      .execute();
    expect(rows).toHaveLength(1);

    const checkout = checkouts[0]!;
    const paid = await t.client().post(`/api/payments/local/${checkout.payment_id}/confirm`, {
      client_secret: checkout.client_secret,
      card_number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.status).toBe(200);
    const stored = await requestsOf(session.id);
    expect(stored).toHaveLength(1);
    // The card's answer was lost too: the retry of the send now gets the paid request.
    const retry = await send(session.id, body, keyed(key, phone));
    expect(retry).toMatchObject({ status: 200, body: { request: { id: stored[0]!.id, tip_amount: 300 } } });
  });
});
