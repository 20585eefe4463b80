import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { signedInAdmin } from '../../../../test/admin';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { fanRequest, liveShow, newDeviceId } from '../../../../test/live-show';
import { createTestClock } from '../../clock';
import { backgroundJobs } from '../../jobs/background-jobs';
import { refundMessages } from '../../../shared/earnings/refunds';
import { PRICE_HOLD_MS, type RequestCheckout } from '../../../shared/tips';

const clock = createTestClock('2026-11-20T20:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterEach(async () => {
  await expectLedgerConsistent(t.ctx.db);
});
afterAll(async () => {
  await t.close();
});

type Show = Awaited<ReturnType<typeof liveShow>>;

/** A live show whose requests cost £3.00 (premium £7.50). */
async function pricedShow(): Promise<Show> {
  const show = await liveShow(t);
  const pricing = { custom_pricing_enabled: true, default_request_price: 300, premium_request_price: 750 };
  expect((await show.client.put('/api/musicians/pricing', { ...pricing, suggested_tip_amounts: '£1' })).status).toBe(
    200,
  );
  return show;
}

/** A fan sends a priced request (with a tip, perhaps) and pays with the test card: its id. */
async function paidRequest(show: Show, song: string, tip = 0, deviceId = newDeviceId()): Promise<number> {
  const sent = await fanRequest(
    t,
    show.session.id,
    { song_title: song, fan_name: 'Aoife', tip_amount: tip },
    { deviceId },
  );
  expect(sent.status).toBe(202);
  const { checkout } = (await sent.json()) as { checkout: RequestCheckout };
  const paid = await t.client().post(`/api/payments/local/${checkout.payment_id}/confirm`, {
    client_secret: checkout.client_secret,
    card_number: '4242424242424242',
    expiry: '12/30',
    cvc: '123',
  });
  expect(paid.status).toBe(200);
  expect(paid.body.checkout).toMatchObject({ status: 'completed' });
  return paid.body.checkout.request_id as number;
}

const available = async (show: Show) =>
  ((await show.client.get('/api/musicians/earnings')).body as { available_for_withdrawal: number })
    .available_for_withdrawal;

async function priceOf(requestId: number) {
  const row = await t.ctx.db
    .selectFrom('request_prices as p')
    .innerJoin('song_requests as r', 'r.id', 'p.request_id')
    .innerJoin('local_payments as l', 'l.id', 'p.provider_payment_id')
    .select(['p.status', 'r.price_state', 'l.amount_captured', 'l.status as payment_status', 'l.amount_refunded'])
    .where('p.request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  return row;
}

const setStatus = (show: Show, id: number, status: string) => show.client.put(`/api/requests/${id}/status`, { status });

const runJob = (name: string) => backgroundJobs.find((job) => job.name === name)!.run(t.ctx);

describe('a request’s price is paid only if it is played', () => {
  it('is held when the fan sends, and taken (with the tip) when the musician accepts it', async () => {
    const show = await pricedShow();
    const id = await paidRequest(show, 'Galway Girl', 200);
    // In the queue at once, but nothing is taken: the card only holds £5.00.
    const queue = (await show.client.get('/api/sessions/live/requests')).body.requests as Record<string, unknown>[];
    expect(queue).toMatchObject([{ id, price_amount: 300, tip_amount: 200, price_state: 'held' }]);
    expect(await priceOf(id)).toMatchObject({ status: 'held', price_state: 'held', amount_captured: null });
    expect(await available(show)).toBe(0);

    const accepted = await setStatus(show, id, 'accepted');
    expect(accepted.status).toBe(200);
    expect(accepted.body.request).toMatchObject({ status: 'accepted' });
    expect(await priceOf(id)).toMatchObject({ status: 'captured', price_state: 'paid', amount_captured: 500 });
    // 300 → 285 and 200 → 190: each with its fee, taken once.
    expect(await available(show)).toBe(285 + 190);
    // Played afterwards: already paid, nothing moves again; the end of the show keeps it.
    expect((await setStatus(show, id, 'played')).status).toBe(200);
    expect((await show.client.post(`/api/sessions/live/${show.session.id}/end`, {})).status).toBe(200);
    await runJob('request-price-holds');
    expect(await priceOf(id)).toMatchObject({ status: 'captured', price_state: 'paid' });
    expect(await available(show)).toBe(285 + 190);
  });

  it('is taken when the musician plays it straight away', async () => {
    const show = await pricedShow();
    const id = await paidRequest(show, 'Wonderwall');
    const playing = await show.client.post(`/api/sessions/live/${show.session.id}/now-playing`, { request_id: id });
    expect(playing.status).toBe(200);
    expect(await priceOf(id)).toMatchObject({ status: 'captured', price_state: 'paid', amount_captured: 300 });
    expect(await available(show)).toBe(285);
  });

  it('is released when the request is declined, the tip still given, and the fan’s request says so', async () => {
    const show = await pricedShow();
    const deviceId = newDeviceId();
    const id = await paidRequest(show, 'Zombie 🧟 '.repeat(8).trim(), 200, deviceId);
    expect((await setStatus(show, id, 'declined')).status).toBe(200);
    // The tip alone is captured: the price part of the hold goes back to the card.
    expect(await priceOf(id)).toMatchObject({ status: 'released', price_state: 'released', amount_captured: 200 });
    expect(await available(show)).toBe(190);
    const mine = await fetch(`${t.url}/api/sessions/${show.session.id}/my-requests`, {
      headers: { cookie: `sc_device=${deviceId}` },
    });
    expect(((await mine.json()) as { requests: unknown[] }).requests).toMatchObject([
      {
        id,
        status: 'declined',
        price_amount: 300,
        price_state: 'released',
        price_note: '£3.00 released — not charged',
      },
    ]);
    // Undo and accept after the release: the hold is gone, so nothing more is taken.
    expect((await show.client.post(`/api/sessions/live/${show.session.id}/undo`, {})).status).toBe(200);
    expect((await setStatus(show, id, 'accepted')).status).toBe(200);
    expect(await priceOf(id)).toMatchObject({ status: 'released', amount_captured: 200 });
  });

  it('is released when the show ends with the request still pending, and nothing is taken', async () => {
    const show = await pricedShow();
    const id = await paidRequest(show, 'Hallelujah');
    expect((await show.client.post(`/api/sessions/live/${show.session.id}/end`, {})).status).toBe(200);
    expect(await priceOf(id)).toMatchObject({
      status: 'released',
      price_state: 'released',
      payment_status: 'canceled',
    });
    expect(await available(show)).toBe(0);
  });

  it('is refunded when it was accepted but not played by the end of the show', async () => {
    const show = await pricedShow();
    const id = await paidRequest(show, 'Yellow', 100);
    expect((await setStatus(show, id, 'accepted')).status).toBe(200);
    expect(await available(show)).toBe(285 + 95);
    expect((await show.client.post(`/api/sessions/live/${show.session.id}/end`, {})).status).toBe(200);
    expect(await priceOf(id)).toMatchObject({ status: 'refunded', price_state: 'refunded', amount_refunded: 300 });
    const refunds = await t.ctx.db.selectFrom('local_refunds').select(['amount', 'purpose']).execute();
    expect(refunds).toContainEqual({ amount: 300, purpose: 'request_price' });
    // The tip stays given: only the price's share left the balance.
    expect(await available(show)).toBe(95);
  });

  it('is let go by the job six hours after the show started, whichever comes first', async () => {
    const show = await pricedShow();
    const id = await paidRequest(show, 'Creep');
    await runJob('request-price-holds');
    expect(await priceOf(id)).toMatchObject({ status: 'held' });
    clock.advance(PRICE_HOLD_MS);
    await runJob('request-price-holds');
    expect(await priceOf(id)).toMatchObject({ status: 'released', price_state: 'released' });
    // The show is still on: accepting now takes nothing.
    expect((await setStatus(show, id, 'accepted')).status).toBe(200);
    expect(await priceOf(id)).toMatchObject({ status: 'released' });
    expect(await available(show)).toBe(0);
    await show.client.post(`/api/sessions/live/${show.session.id}/end`, {});
  });

  it('has one outcome when the musician, the end of the show and the job act at once', async () => {
    const show = await pricedShow();
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await paidRequest(show, `Song ${i} ${'🎸'.repeat(i)}`, 100));
    await Promise.all([
      ...ids.map((id, i) => setStatus(show, id, i % 2 === 0 ? 'accepted' : 'declined')),
      show.client.post(`/api/sessions/live/${show.session.id}/end`, {}),
      runJob('request-price-holds'),
      runJob('request-price-holds'),
    ]);
    await runJob('request-price-holds');
    for (const id of ids) {
      const price = await priceOf(id);
      // Whatever won, the provider and the books agree: taken in full only when the price is kept.
      expect(['captured', 'released', 'refunded']).toContain(price.status);
      if (price.status === 'captured') expect(price.amount_captured).toBe(400);
      if (price.status === 'released') expect(price.amount_captured).toBe(100);
      if (price.status === 'refunded') expect(price.amount_refunded).toBe(300);
    }
  });
});

describe('a show’s money, counted alike everywhere', () => {
  it('counts tips and the prices paid apart, the same on the summary, past shows and the CSV', async () => {
    const show = await pricedShow();
    const played = await paidRequest(show, 'Played 🎻', 500);
    const declined = await paidRequest(show, 'Declined', 300);
    await paidRequest(show, 'Left pending', 0);
    await setStatus(show, played, 'played');
    await setStatus(show, declined, 'declined');
    expect((await show.client.post(`/api/sessions/live/${show.session.id}/end`, {})).status).toBe(200);

    const report = await show.client.get(`/api/sessions/history/${show.session.id}`);
    // Tips: 500 + 300, all given. Prices: only the played one's 300 was paid.
    expect(report.body.summary).toMatchObject({ total_tips: 800, total_prices: 300 });
    const past = await show.client.get('/api/sessions/history');
    expect(past.body.shows.find((s: { id: number }) => s.id === show.session.id)).toMatchObject({
      total_tips: 800,
      total_prices: 300,
    });
    const csv = await show.client.get(`/api/sessions/history/${show.session.id}/requests.csv`);
    expect(csv.text).toContain('Price status');
    expect(csv.text).toMatch(/Played 🎻,.*,played,5\.00,3\.00,paid,/);
    expect(csv.text).toMatch(/Declined,.*,declined,3\.00,3\.00,released,/);
    expect(csv.text).toMatch(/Left pending,.*,pending,0\.00,3\.00,released,/);
    // The balance holds the tips and the one price, each net of its fee.
    expect(await available(show)).toBe(475 + 285 + 285);
  });
});

describe('one refund at a time per tip (local provider)', () => {
  async function tipOf(show: Show, amount: number) {
    const sent = await fanRequest(t, show.session.id, { song_title: 'Tipped', tip_amount: amount });
    const { checkout } = (await sent.json()) as { checkout: RequestCheckout };
    await t.client().post(`/api/payments/local/${checkout.payment_id}/confirm`, {
      client_secret: checkout.client_secret,
      card_number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    return t.ctx.db
      .selectFrom('tips')
      .select(['id', 'provider_payment_id'])
      .where('musician_id', '=', show.musician.profileId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  }

  const providerRefunded = async (paymentId: string) =>
    (await t.ctx.db.selectFrom('local_refunds').select('amount').where('payment_id', '=', paymentId).execute()).reduce(
      (sum, r) => sum + r.amount,
      0,
    );

  it('two admins refunding 700 p and 400 p of one £10 tip at once: one refund, each told what theirs did', async () => {
    const show = await liveShow(t);
    const tip = await tipOf(show, 1000);
    const [first, second] = [await signedInAdmin(t), await signedInAdmin(t)];
    const answers = await Promise.all([
      first.post(`/api/admin/tips/${tip.id}/refund`, { amount: 700, reason: 'Fan asked 🙏' }),
      second.post(`/api/admin/tips/${tip.id}/refund`, { amount: 400, reason: 'Fan asked again' }),
    ]);
    const done = answers.filter((res) => res.status === 200);
    expect(done).toHaveLength(1);
    const refused = answers.find((res) => res.status !== 200)!;
    const made = done[0]!.body as { refunded: number; total_refunded: number; remaining: number };
    // At the same moment: told theirs was not made (409); just after: told what is left (400).
    if (refused.status === 409) {
      expect(refused.body).toMatchObject({
        code: 'refund_collided',
        error: refundMessages.collided(1000 - made.refunded),
      });
    } else {
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(refundMessages.tooMuch(1000 - made.refunded));
      expect(refused.body.code).toBe('refund_too_much');
    }
    expect(made.total_refunded).toBe(made.refunded);
    // Total Tips is net of refunds: 950 earned, less the refund's net share.
    const earnings = (await show.client.get('/api/musicians/earnings')).body as { total_tips_earned: number };
    expect(earnings.total_tips_earned).toBe(950 - Math.round((made.refunded * 950) / 1000));
    // The provider, the books and the answer agree.
    expect(await providerRefunded(tip.provider_payment_id!)).toBe(made.refunded);
    const books = await t.ctx.db.selectFrom('tip_refunds').select('amount').where('tip_id', '=', tip.id).execute();
    expect(books).toEqual([{ amount: made.refunded }]);
  });

  it('never refunds more than the tip, however many admins press at once', async () => {
    const show = await liveShow(t);
    const tip = await tipOf(show, 1000);
    const admins = await Promise.all(Array.from({ length: 4 }, () => signedInAdmin(t)));
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        admins[i % admins.length]!.post(`/api/admin/tips/${tip.id}/refund`, {
          amount: 150 + (i % 3) * 100,
          reason: 'x',
        }),
      ),
    );
    for (const res of answers) expect([200, 400, 409]).toContain(res.status);
    const refunded = await providerRefunded(tip.provider_payment_id!);
    expect(refunded).toBeLessThanOrEqual(1000);
    const books = await t.ctx.db.selectFrom('tip_refunds').select('amount').where('tip_id', '=', tip.id).execute();
    expect(books.reduce((sum, r) => sum + r.amount, 0)).toBe(refunded);
    // An admin told 200 asked for exactly the refund that was made (admins asking the same at
    // the same moment share it); the others were told theirs was not made, and what is left.
    for (const [i, res] of answers.entries()) {
      if (res.status !== 200) continue;
      expect(res.body.refunded).toBe(150 + (i % 3) * 100);
      expect(books.map((r) => r.amount)).toContain(res.body.refunded);
    }
  });
});
