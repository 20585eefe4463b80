import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { fanRequest, liveShow } from '../../../../test/live-show';
import { connectStripeAccount } from '../../../../test/payouts';
import { startStripeTestApp, stripeEvent, type StripeTestApp } from '../../../../test/stripe-app';
import type { TestApp } from '../../../../test/app';
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

/** A priced request (£3.00 and a tip) whose card Stripe authorised, announced by its webhook. */
async function heldRequest(tip: number) {
  const show = await liveShow(t);
  await connectStripeAccount(app, show.client);
  const pricing = { custom_pricing_enabled: true, default_request_price: 300, premium_request_price: 750 };
  await show.client.put('/api/musicians/pricing', { ...pricing, suggested_tip_amounts: '£1' });
  const res = await fanRequest(t, show.session.id, { song_title: 'Fields of Athenry', tip_amount: tip });
  const checkout = ((await res.json()) as { checkout: RequestCheckout }).checkout;
  const created = standIn.calls.find((c) => c.path === '/v1/payment_intents' && c.method === 'POST');
  expect(created).toBeDefined();
  expect(standIn.intents.get(checkout.payment_id)?.capture_method).toBe('manual');
  const intent = standIn.succeed(checkout.payment_id);
  expect(intent.status).toBe('requires_capture');
  const delivered = await app.deliver(stripeEvent('payment_intent.amount_capturable_updated', intent));
  expect(delivered.status).toBe(200);
  const request = (await show.client.get('/api/sessions/live/requests')).body.requests[0] as {
    id: number;
    price_state: string;
  };
  expect(request.price_state).toBe('held');
  return { ...show, paymentId: checkout.payment_id, requestId: request.id };
}

const available = async (client: ReturnType<TestApp['client']>) =>
  (await client.get('/api/musicians/earnings')).body.available_for_withdrawal as number;

const priceStatus = async (requestId: number) =>
  (
    await t.ctx.db
      .selectFrom('request_prices')
      .select('status')
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow()
  ).status;

describe('request prices on Stripe (manual capture)', () => {
  it('captures the whole authorisation, keyed from the request, when the musician accepts', async () => {
    const show = await heldRequest(200);
    expect(await available(show.client)).toBe(0);
    expect((await show.client.put(`/api/requests/${show.requestId}/status`, { status: 'accepted' })).status).toBe(200);
    const capture = standIn.calls.filter((c) => c.path === `/v1/payment_intents/${show.paymentId}/capture`);
    expect(capture.map((c) => c.idempotencyKey)).toEqual([`request-${show.requestId}-capture`]);
    expect(standIn.intents.get(show.paymentId)).toMatchObject({ status: 'succeeded', amount_received: 500 });
    expect(await priceStatus(show.requestId)).toBe('captured');
    expect(await available(show.client)).toBe(285 + 190);
    // Stripe's payment_intent.succeeded follows: re-read, it changes nothing.
    await app.deliver(stripeEvent('payment_intent.succeeded', standIn.intents.get(show.paymentId)!));
    expect(await available(show.client)).toBe(285 + 190);
  });

  it('captures the tip alone when the request is declined: the price is released', async () => {
    const show = await heldRequest(200);
    expect((await show.client.put(`/api/requests/${show.requestId}/status`, { status: 'declined' })).status).toBe(200);
    const capture = standIn.calls.find((c) => c.path === `/v1/payment_intents/${show.paymentId}/capture`);
    expect(capture?.idempotencyKey).toBe(`request-${show.requestId}-release`);
    expect(standIn.intents.get(show.paymentId)).toMatchObject({ status: 'succeeded', amount_received: 200 });
    expect(await priceStatus(show.requestId)).toBe('released');
    expect(await available(show.client)).toBe(190);
  });

  it('cancels a hold without a tip when the show ends with the request pending', async () => {
    const show = await heldRequest(0);
    expect((await show.client.post(`/api/sessions/live/${show.session.id}/end`, {})).status).toBe(200);
    expect(standIn.intents.get(show.paymentId)?.status).toBe('canceled');
    expect(await priceStatus(show.requestId)).toBe('released');
    expect(await available(show.client)).toBe(0);
  });

  it('refunds a price taken on accepting when the request was not played, and the tip’s refunds ignore it', async () => {
    const show = await heldRequest(200);
    await show.client.put(`/api/requests/${show.requestId}/status`, { status: 'accepted' });
    expect((await show.client.post(`/api/sessions/live/${show.session.id}/end`, {})).status).toBe(200);
    expect(await priceStatus(show.requestId)).toBe('refunded');
    // Stripe's charge.refunded for the price's refund: the tip is untouched.
    const intent = standIn.intents.get(show.paymentId)!;
    await app.deliver(
      stripeEvent('charge.refunded', { id: intent.latest_charge, object: 'charge', payment_intent: show.paymentId }),
    );
    expect(await t.ctx.db.selectFrom('tip_refunds').select('id').execute()).toEqual([]);
    expect(await available(show.client)).toBe(190);
  });
});
