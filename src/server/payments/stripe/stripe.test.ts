import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { startStripeTestApp, stripeEvent, type StripeTestApp } from '../../../../test/stripe-app';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { fanRequest, liveShow } from '../../../../test/live-show';
import type { StripeStandIn } from '../../../../test/stripe-stand-in';
import type { RequestCheckout } from '../../../shared/tips';

let app: StripeTestApp;
let standIn: StripeStandIn;
let t: TestApp;
beforeAll(async () => {
  app = await startStripeTestApp();
  ({ standIn, t } = app);
});
afterEach(async () => {
  await expectLedgerConsistent(t.ctx.db);
});
afterAll(async () => {
  await app.close();
});

const eventFor = (type: string, object: object) => stripeEvent(type, object);
const deliver = (event: object, secret?: string) => app.deliver(event, secret);

async function startTip(sessionId: number, amount: number, song = 'Galway Girl') {
  const res = await fanRequest(t, sessionId, { song_title: song, tip_amount: amount });
  expect(res.status).toBe(202);
  return ((await res.json()) as { checkout: RequestCheckout }).checkout;
}

const queueOf = async (client: ReturnType<TestApp['client']>) =>
  ((await client.get('/api/sessions/live/requests')).body as { requests: { song_title: string; tip_amount: number }[] })
    .requests;

describe('the Stripe adapter (against a local stand-in)', () => {
  it('tells the browser its publishable key', async () => {
    expect((await t.client().get('/api/payments/stripe-key')).body).toEqual({
      publishable_key: 'pk_test_stagecall',
      provider: 'stripe',
    });
  });

  it('creates a PaymentIntent with an idempotency key and queues the request when the webhook says it succeeded', async () => {
    const show = await liveShow(t);
    const checkout = await startTip(show.session.id, 500);
    expect(checkout).toMatchObject({ provider: 'stripe', publishable_key: 'pk_test_stagecall', amount: 500 });
    expect(checkout.client_secret).toMatch(/^pi_.+_secret_/);
    const create = standIn.calls.find((call) => call.method === 'POST' && call.path === '/v1/payment_intents');
    expect(create?.idempotencyKey).toBe(`checkout-${checkout.id}`);
    expect(standIn.intents.get(checkout.payment_id)).toMatchObject({
      amount: 500,
      currency: 'gbp',
      metadata: { purpose: 'tipped_request', checkout_id: checkout.id },
    });
    expect(await queueOf(show.client)).toEqual([]);

    const intent = standIn.succeed(checkout.payment_id);
    const succeeded = eventFor('payment_intent.succeeded', intent);
    expect((await deliver(succeeded)).status).toBe(200);
    expect(await queueOf(show.client)).toMatchObject([{ song_title: 'Galway Girl', tip_amount: 500 }]);

    // The same event again, and another event for the same payment: no second credit.
    expect((await deliver(succeeded)).status).toBe(200);
    expect((await deliver(eventFor('payment_intent.succeeded', intent))).status).toBe(200);
    const tips = await t.ctx.db
      .selectFrom('tips')
      .select(['amount', 'net_amount'])
      .where('provider_payment_id', '=', intent.id)
      .execute();
    expect(tips).toEqual([{ amount: 500, net_amount: 475 }]);
    expect(await queueOf(show.client)).toHaveLength(1);
  });

  it('re-reads the PaymentIntent: an out-of-order failure event after success changes nothing', async () => {
    const show = await liveShow(t);
    const checkout = await startTip(show.session.id, 800);
    const stale = { ...standIn.intents.get(checkout.payment_id)!, status: 'requires_payment_method' };
    standIn.succeed(checkout.payment_id);
    expect((await deliver(eventFor('payment_intent.payment_failed', stale))).status).toBe(200);
    // The failure event arrived, but Stripe says succeeded: the request is queued, once.
    expect(await queueOf(show.client)).toHaveLength(1);
  });

  it('answers 400 to a bad signature and changes nothing', async () => {
    const show = await liveShow(t);
    const checkout = await startTip(show.session.id, 300);
    const intent = standIn.succeed(checkout.payment_id);
    const forged = await deliver(eventFor('payment_intent.succeeded', intent), 'whsec_someone_else');
    expect(forged.status).toBe(400);
    const unsigned = await fetch(`${t.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(eventFor('payment_intent.succeeded', intent)),
    });
    expect(unsigned.status).toBe(400);
    expect(await queueOf(show.client)).toEqual([]);
    const status = await t.client().get(`/api/request-checkouts/${checkout.id}`);
    expect(status.body.status).toBe('awaiting_payment');
  });

  it('keeps the checkout open after a decline, and refunds through Stripe when the show ended meanwhile', async () => {
    const show = await liveShow(t);
    const checkout = await startTip(show.session.id, 600);
    const declined = standIn.decline(checkout.payment_id, 'Your card was declined.');
    await deliver(eventFor('payment_intent.payment_failed', declined));
    expect((await t.client().get(`/api/request-checkouts/${checkout.id}`)).body).toMatchObject({
      status: 'awaiting_payment',
      message: 'Your card was declined.',
    });

    expect((await show.client.post(`/api/sessions/live/${show.session.id}/end`)).status).toBe(200);
    await deliver(eventFor('payment_intent.succeeded', standIn.succeed(checkout.payment_id)));
    expect((await t.client().get(`/api/request-checkouts/${checkout.id}`)).body.status).toBe('refunded');
    expect(standIn.refunded.has(checkout.payment_id)).toBe(true);
    const refund = standIn.calls.find((call) => call.path === '/v1/refunds');
    expect(refund?.idempotencyKey).toBe(`refund-${checkout.id}`);
  });

  it('acknowledges events it does not handle without acting', async () => {
    const res = await deliver(eventFor('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(res.status).toBe(200);
  });
});
