import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { fanRequest, liveShow, newDeviceId } from '../../../../test/live-show';
import { createTestClock } from '../../clock';
import { backgroundJobs } from '../../jobs/background-jobs';
import { testCardMessages } from '../../../shared/tips/test-cards';
import { requestMessages } from '../../../shared/requests';
import type { RequestCheckout, RequestCheckoutStatus } from '../../../shared/tips';
import { tipMessages } from '../../../shared/tips';

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

const card = (number: string) => ({ card_number: number, expiry: '12/30', cvc: '123' });

async function startTip(sessionId: number, tip: number, deviceId = newDeviceId(), song = 'Galway Girl') {
  const res = await fanRequest(t, sessionId, { song_title: song, fan_name: 'Aoife', tip_amount: tip }, { deviceId });
  expect(res.status).toBe(202);
  return ((await res.json()) as { checkout: RequestCheckout }).checkout;
}

const confirm = (checkout: RequestCheckout, number: string) =>
  t.client().post(`/api/payments/local/${checkout.payment_id}/confirm`, {
    client_secret: checkout.client_secret,
    ...card(number),
  });

const statusOf = async (checkout: RequestCheckout) =>
  (await t.client().get(`/api/request-checkouts/${checkout.id}`)).body as RequestCheckoutStatus;

async function queueOf(client: ReturnType<TestApp['client']>) {
  const res = await client.get('/api/sessions/live/requests');
  return res.body as { requests: { song_title: string; tip_amount: number }[]; session_stats?: unknown };
}

const earningsOf = async (client: ReturnType<TestApp['client']>) =>
  (await client.get('/api/musicians/earnings')).body as { available_for_withdrawal: number };

describe('a request with a tip', () => {
  it('enters the queue only once the test card has paid, with the tip credited net of the fee', async () => {
    const show = await liveShow(t);
    const checkout = await startTip(show.session.id, 500);
    expect(checkout).toMatchObject({ status: 'awaiting_payment', amount: 500, provider: 'local' });
    // Until the payment succeeds there is no request, no tip and no money.
    expect((await queueOf(show.client)).requests).toEqual([]);
    expect((await earningsOf(show.client)).available_for_withdrawal).toBe(0);

    const paid = await confirm(checkout, '4242 4242 4242 4242');
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'succeeded', error: null, checkout: { status: 'completed' } });
    const queue = await queueOf(show.client);
    expect(queue.requests).toMatchObject([{ song_title: 'Galway Girl', tip_amount: 500 }]);
    expect((await earningsOf(show.client)).available_for_withdrawal).toBe(475);
    expect(await statusOf(checkout)).toMatchObject({ status: 'completed', message: null });
  });

  it('leaves nothing after a declined card, says why, and lets the fan try another card', async () => {
    const show = await liveShow(t);
    const checkout = await startTip(show.session.id, 1000);
    const declined = await confirm(checkout, '4000000000000002');
    expect(declined.body).toMatchObject({ status: 'requires_payment_method', error: testCardMessages.declined });
    expect(await statusOf(checkout)).toMatchObject({ status: 'awaiting_payment', message: testCardMessages.declined });
    expect((await queueOf(show.client)).requests).toEqual([]);
    expect(
      await t.ctx.db.selectFrom('tips').select('id').where('musician_id', '=', show.musician.profileId).execute(),
    ).toEqual([]);

    const funds = await confirm(checkout, '4000000000009995');
    expect(funds.body).toMatchObject({ error: testCardMessages.insufficientFunds });
    // A mistyped card is the form's error and changes nothing.
    const typo = await confirm(checkout, '4111 1111 1111 1111');
    expect(typo.status).toBe(400);
    expect(typo.body.error).toBe(testCardMessages.notATestCard);

    expect((await confirm(checkout, '5555555555554444')).body).toMatchObject({ status: 'succeeded' });
    expect((await queueOf(show.client)).requests).toHaveLength(1);
  });

  it('asks for a second step on the 3-D Secure test card: approved pays, failed pays nothing', async () => {
    const show = await liveShow(t);
    const approved = await startTip(show.session.id, 200);
    expect((await confirm(approved, '4000002500003155')).body).toMatchObject({ status: 'requires_action' });
    expect((await queueOf(show.client)).requests).toEqual([]);
    const ok = await t.client().post(`/api/payments/local/${approved.payment_id}/authenticate`, {
      client_secret: approved.client_secret,
      approve: true,
    });
    expect(ok.body).toMatchObject({ status: 'succeeded', checkout: { status: 'completed' } });

    const failed = await startTip(show.session.id, 200, newDeviceId(), 'Wonderwall');
    await confirm(failed, '4000002500003155');
    const no = await t.client().post(`/api/payments/local/${failed.payment_id}/authenticate`, {
      client_secret: failed.client_secret,
      approve: false,
    });
    expect(no.body).toMatchObject({ status: 'requires_payment_method', error: testCardMessages.authenticationFailed });
    expect((await queueOf(show.client)).requests.map((r) => r.song_title)).toEqual(['Galway Girl']);
  });

  it('refuses a wrong client secret and a second confirm of a paid payment, crediting once', async () => {
    const show = await liveShow(t);
    const checkout = await startTip(show.session.id, 300);
    const wrong = await t.client().post(`/api/payments/local/${checkout.payment_id}/confirm`, {
      client_secret: `${checkout.client_secret}x`,
      ...card('4242424242424242'),
    });
    expect(wrong.status).toBe(404);
    expect((await confirm(checkout, '4242424242424242')).status).toBe(200);
    expect((await confirm(checkout, '4242424242424242')).status).toBe(409);
    expect((await earningsOf(show.client)).available_for_withdrawal).toBe(285);
  });

  it('settles a payment many times at once (replays, a second instance) and credits it once', async () => {
    const show = await liveShow(t);
    const checkout = await startTip(show.session.id, 1000);
    await confirm(checkout, '4242424242424242');
    await Promise.all(Array.from({ length: 25 }, () => t.ctx.payments.settle(checkout.payment_id)));
    const tips = await t.ctx.db
      .selectFrom('tips')
      .select('id')
      .where('provider_payment_id', '=', checkout.payment_id)
      .execute();
    expect(tips).toHaveLength(1);
    expect((await queueOf(show.client)).requests).toHaveLength(1);
    expect((await earningsOf(show.client)).available_for_withdrawal).toBe(950);
  });

  it('refunds the payment when the show ended while the fan was paying', async () => {
    const show = await liveShow(t);
    const checkout = await startTip(show.session.id, 700);
    expect((await show.client.post(`/api/sessions/live/${show.session.id}/end`)).status).toBe(200);
    const paid = await confirm(checkout, '4242424242424242');
    expect(paid.body.checkout).toMatchObject({
      status: 'refunded',
      message: tipMessages.refunded(requestMessages.sessionNotActive),
    });
    expect(await t.ctx.payments.provider.retrievePayment(checkout.payment_id)).toMatchObject({ status: 'refunded' });
    expect((await earningsOf(show.client)).available_for_withdrawal).toBe(0);
  });

  it('gives up a checkout nobody finished after 30 minutes, and completes one whose payment did succeed', async () => {
    const show = await liveShow(t);
    const abandoned = await startTip(show.session.id, 400);
    const lostWebhook = await startTip(show.session.id, 600, newDeviceId(), 'Zombie');
    // The provider took this payment but the app never heard (a lost webhook).
    await t.ctx.db
      .updateTable('local_payments')
      .set({ status: 'succeeded' })
      .where('id', '=', lostWebhook.payment_id)
      .execute();
    const job = backgroundJobs.find((candidate) => candidate.name === 'abandoned-checkouts')!;
    await job.run(t.ctx);
    expect((await statusOf(abandoned)).status).toBe('awaiting_payment');

    clock.advance(31 * 60_000);
    await job.run(t.ctx);
    expect(await statusOf(abandoned)).toMatchObject({ status: 'expired', message: tipMessages.expired });
    expect(await t.ctx.payments.provider.retrievePayment(abandoned.payment_id)).toMatchObject({ status: 'canceled' });
    expect((await statusOf(lostWebhook)).status).toBe('completed');
    // An expired checkout takes no card afterwards.
    expect((await confirm(abandoned, '4242424242424242')).status).toBe(409);
    expect((await queueOf(show.client)).requests.map((r) => r.song_title)).toEqual(['Zombie']);
  });

  it('refuses a bad tip with a clear message and changes nothing', async () => {
    const show = await liveShow(t);
    for (const tip_amount of [-1, 1.5, 50_001, '5']) {
      const res = await fanRequest(t, show.session.id, { song_title: 'Galway Girl', tip_amount });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(tipMessages.tipInvalid);
    }
    expect(
      await t.ctx.db.selectFrom('request_checkouts').select('id').where('session_id', '=', show.session.id).execute(),
    ).toEqual([]);
  });
});

describe('paid and premium requests (custom pricing)', () => {
  const pricing = (on: boolean) => ({
    custom_pricing_enabled: on,
    default_request_price: 300,
    premium_request_price: 750,
    suggested_tip_amounts: '£1,£2',
  });

  it('charges the standard price, or the premium price plus the tip, before queueing', async () => {
    const show = await liveShow(t);
    expect((await show.client.put('/api/musicians/pricing', pricing(true))).status).toBe(200);
    const profile = await t.client().get(`/api/musicians/${show.musician.qrCodeId}`);
    expect(profile.body.musician.request_prices).toEqual({ standard: 300, premium: 750 });

    const standard = await fanRequest(t, show.session.id, { song_title: 'Galway Girl' });
    expect(standard.status).toBe(202);
    const standardCheckout = ((await standard.json()) as { checkout: RequestCheckout }).checkout;
    expect(standardCheckout).toMatchObject({ amount: 300, price_amount: 300, tip_amount: 0, premium: false });

    const premium = await fanRequest(t, show.session.id, { song_title: 'Wonderwall', premium: true, tip_amount: 200 });
    const premiumCheckout = ((await premium.json()) as { checkout: RequestCheckout }).checkout;
    expect(premiumCheckout).toMatchObject({ amount: 950, price_amount: 750, tip_amount: 200, premium: true });

    await confirm(standardCheckout, '4242424242424242');
    await confirm(premiumCheckout, '4242424242424242');
    const queue = (await show.client.get('/api/sessions/live/requests')).body.requests as Array<
      Record<string, unknown>
    >;
    expect(queue).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ song_title: 'Galway Girl', price_amount: 300, tip_amount: 0, is_premium: 0 }),
        expect.objectContaining({ song_title: 'Wonderwall', price_amount: 750, tip_amount: 200, is_premium: 1 }),
      ]),
    );
    // Held on the cards until the musician takes the requests (decision 036): nothing yet.
    expect((await earningsOf(show.client)).available_for_withdrawal).toBe(0);
    for (const request of queue) {
      expect(
        (await show.client.put(`/api/requests/${request.id as number}/status`, { status: 'accepted' })).status,
      ).toBe(200);
    }
    // 300 → 285; 750 → 712 and 200 → 190: the fee taken once on each, rounded half up.
    expect((await earningsOf(show.client)).available_for_withdrawal).toBe(285 + 712 + 190);
  });

  it('keeps requests free without custom pricing, and refuses premium there', async () => {
    const show = await liveShow(t);
    expect((await show.client.put('/api/musicians/pricing', pricing(false))).status).toBe(200);
    const free = await fanRequest(t, show.session.id, { song_title: 'Galway Girl' });
    expect(free.status).toBe(201);
    const premium = await fanRequest(t, show.session.id, { song_title: 'Wonderwall', premium: true });
    expect(premium.status).toBe(400);
    expect(await premium.json()).toEqual({ error: requestMessages.premiumNotOffered, code: 'premium_not_offered' });
    expect((await show.client.get('/api/sessions/live/requests')).body.requests).toHaveLength(1);
  });
});
