import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { startStripeTestApp, stripeEvent, type StripeTestApp } from '../../../../test/stripe-app';
import { emailsOf, subscriptionEmailsOf, subscriptionPaymentsOf } from '../../../../test/subscriptions';
import { completeProfile, signedInMusician } from '../../../../test/musician-client';
import type { TestClient } from '../../../../test/http-client';
import type { StripeStandIn } from '../../../../test/stripe-stand-in';
import type { EmailKind } from '../../db/types';

let app: StripeTestApp;
let standIn: StripeStandIn;
let t: TestApp;
beforeAll(async () => {
  app = await startStripeTestApp();
  ({ standIn, t } = app);
});
afterAll(async () => {
  // Subscription charges are the platform's income: none of them moves a musician's ledger.
  await expectLedgerConsistent(t.ctx.db);
  await app.close();
});

const eventFor = (type: string, object: object, eventId?: string) => stripeEvent(type, object, eventId);

async function deliver(event: object) {
  const res = await app.deliver(event);
  expect(res.status).toBe(200);
  return res.json() as Promise<{ received: boolean; duplicate?: boolean }>;
}

const status = async (client: TestClient) => (await client.get('/api/musicians/subscription/status')).body;

const payments = (musicianId: number) => subscriptionPaymentsOf(t.ctx.db, musicianId);
const emails = (musicianId: number, kind: EmailKind) => emailsOf(t.ctx.db, musicianId, kind);

/** A musician who paid Stripe Checkout: the session, the subscription Stripe made and its webhooks. */
async function subscribed(options: { trialOver?: boolean } = {}) {
  const signed = await signedInMusician(t, { profile: completeProfile });
  if (options.trialOver) {
    await t.ctx.db
      .updateTable('subscriptions')
      .set({ trial_ends_at: new Date(Date.now() - 86_400_000).toISOString() })
      .where('musician_id', '=', signed.m.profileId)
      .execute();
  }
  const checkout = await signed.client.post('/api/musicians/subscription/create-checkout', { plan: 'monthly' });
  expect(checkout.status).toBe(200);
  const sessionId = (checkout.body.checkout_url as string).split('/').pop()!;
  const { subscription, invoice } = standIn.completeCheckout(sessionId);
  await deliver(eventFor('checkout.session.completed', { id: sessionId, subscription: subscription.id }));
  await deliver(eventFor('customer.subscription.created', { id: subscription.id }));
  await deliver(eventFor('invoice.paid', { id: invoice.id }));
  return { ...signed, subscription, sessionId };
}

describe('Stripe subscriptions through the stand-in and signed webhooks', () => {
  it('checkout in a trial: Stripe’s trial carries the remaining days, and the plan is active with its card', async () => {
    const { client, m, sessionId } = await subscribed();
    const session = standIn.checkoutSessions.get(sessionId)!;
    expect(session).toMatchObject({ mode: 'subscription', amount: 1500, interval: 'month', trial_days: 14 });
    expect(session.customer).toMatch(/^cus_/);
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(await status(client)).toMatchObject({
      subscription_status: 'active',
      plan: 'monthly',
      amount: 1500,
      payment_method_brand: 'visa',
      payment_method_last4: '4242',
      has_access: true,
    });
    // The trial's £0 first invoice is not a payment.
    expect(await payments(m.profileId)).toEqual([]);
  });

  it('renewal: a paid invoice is one payment and one receipt, however often it is delivered', async () => {
    const { m, subscription } = await subscribed();
    const invoice = standIn.renew(subscription.id, 'paid');
    const paid = eventFor('invoice.paid', { id: invoice.id });
    expect(await deliver(paid)).toEqual({ received: true });
    expect(await deliver(paid)).toEqual({ received: true, duplicate: true });
    await deliver(eventFor('invoice.paid', { id: invoice.id }));
    await Promise.all(Array.from({ length: 5 }, () => deliver(eventFor('invoice.paid', { id: invoice.id }))));
    expect(await payments(m.profileId)).toEqual([{ amount: 1500, status: 'paid' }]);
    // The first charge after the trial is a first payment, not a renewal.
    expect(await emails(m.profileId, 'subscription_receipt')).toBe(1);
    expect(await emails(m.profileId, 'subscription_renewed')).toBe(0);
  });

  it('failed renewal: recorded and e-mailed once, access kept while Stripe retries; then it lapses', async () => {
    const { client, m, subscription } = await subscribed();
    const invoice = standIn.renew(subscription.id, 'failed');
    await deliver(eventFor('invoice.payment_failed', { id: invoice.id }));
    await deliver(eventFor('invoice.payment_failed', { id: invoice.id }));
    await deliver(eventFor('customer.subscription.updated', { id: subscription.id }));
    expect(await payments(m.profileId)).toEqual([{ amount: 1500, status: 'failed' }]);
    expect(await emails(m.profileId, 'subscription_renewal_failed')).toBe(1);
    expect(await status(client)).toMatchObject({ subscription_status: 'active', has_access: true });

    standIn.end(subscription.id);
    await deliver(eventFor('customer.subscription.deleted', { id: subscription.id }));
    // A late 'updated' event is re-read too: Stripe says canceled, so nothing moves back.
    await deliver(eventFor('customer.subscription.updated', { id: subscription.id }));
    expect(await status(client)).toMatchObject({ subscription_status: 'inactive', has_access: false });
    expect(await emails(m.profileId, 'subscription_lapsed')).toBe(1);
  });

  it('cancel and reactivate reach Stripe, and its webhooks agree', async () => {
    const { client, subscription } = await subscribed();
    const cancelled = await client.post('/api/musicians/subscription/cancel');
    expect(cancelled.body.subscription.subscription_status).toBe('cancelling');
    expect(standIn.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(true);
    await deliver(eventFor('customer.subscription.updated', { id: subscription.id }));
    expect((await status(client)).subscription_status).toBe('cancelling');

    const back = await client.post('/api/musicians/subscription/reactivate');
    expect(back.body.subscription.subscription_status).toBe('active');
    expect(standIn.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(false);
    await deliver(eventFor('customer.subscription.updated', { id: subscription.id }));
    expect((await status(client)).subscription_status).toBe('active');
    expect((await client.post('/api/musicians/subscription/reactivate')).status).toBe(409);
  });

  it('setup-intent: the saved card becomes the one renewals charge', async () => {
    const { client, m } = await signedInMusician(t, { profile: completeProfile });
    const setup = await client.post('/api/musicians/subscription/setup-intent');
    expect(setup.status).toBe(200);
    const intentId = (setup.body.client_secret as string).split('_secret_')[0]!;
    expect(standIn.setupIntents.get(intentId)!.customer).toMatch(/^cus_/);
    // Not yet succeeded: the event changes nothing.
    await deliver(eventFor('setup_intent.succeeded', { id: intentId }));
    expect((await status(client)).has_payment_method).toBe(false);
    standIn.succeedSetup(intentId);
    await deliver(eventFor('setup_intent.succeeded', { id: intentId }));
    expect(await status(client)).toMatchObject({
      subscription_status: 'trial',
      has_payment_method: true,
      payment_method_brand: 'mastercard',
      payment_method_last4: '4444',
    });
    expect(m.profileId).toBeGreaterThan(0);
  });

  it('the money-back refund goes to Stripe once and ends the plan at once', async () => {
    const { client, m, subscription } = await subscribed({ trialOver: true });
    expect(await payments(m.profileId)).toEqual([{ amount: 1500, status: 'paid' }]);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => client.post('/api/musicians/subscription/refund')),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await payments(m.profileId)).toEqual([{ amount: 1500, status: 'refunded' }]);
    expect(standIn.subscriptions.get(subscription.id)!.status).toBe('canceled');
    expect(standIn.calls.filter((call) => call.path === '/v1/refunds').length).toBeGreaterThanOrEqual(1);
    expect(standIn.refunded.size).toBeGreaterThanOrEqual(1);
    await deliver(eventFor('customer.subscription.deleted', { id: subscription.id }));
    expect(await status(client)).toMatchObject({ subscription_status: 'cancelled', has_access: false });
  });

  it('ignores a subscription the app does not know, and a bad signature changes nothing', async () => {
    await deliver(eventFor('invoice.paid', { id: 'in_unknown' }));
    await deliver(eventFor('customer.subscription.updated', { id: 'sub_unknown' }));
    await deliver(eventFor('setup_intent.succeeded', { id: 'seti_unknown' }));
    const res = await fetch(`${t.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
      body: JSON.stringify(eventFor('customer.subscription.deleted', { id: 'sub_x' })),
    });
    expect(res.status).toBe(400);
  });
});

const day = (seconds: number) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(new Date(seconds * 1000));
const isoOf = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());

const subjects = (musicianId: number) => subscriptionEmailsOf(t.ctx.db, musicianId);

describe('Stripe: subscribing in the trial, and a card that fails at the trial’s end', () => {
  it('subscribing in the trial confirms once, saying when the first charge will be', async () => {
    const { m, subscription, sessionId } = await subscribed();
    const firstCharge = day(standIn.subscriptions.get(subscription.id)!.trial_end!);
    const sent = await subjects(m.profileId);
    expect(sent.map((e) => e.line)).toEqual([
      `subscription_started: You subscribed to Stagecall: your first payment is on ${firstCharge}`,
    ]);
    expect(sent[0]!.text).toContain('Card: ending 4242');
    // Stripe delivers again, and out of order: still one confirmation.
    const created = eventFor('customer.subscription.created', { id: subscription.id }, `evt_replay_${subscription.id}`);
    await deliver(created);
    expect(await deliver(created)).toEqual({ received: true, duplicate: true });
    await Promise.all([
      deliver(eventFor('customer.subscription.updated', { id: subscription.id })),
      deliver(eventFor('checkout.session.completed', { id: sessionId, subscription: subscription.id })),
    ]);
    expect(await emails(m.profileId, 'subscription_started')).toBe(1);
  });

  it('a failed first charge is retried like a renewal: access kept, banner and e-mails say when, then it lapses', async () => {
    const { client, m, subscription } = await subscribed();
    const invoice = standIn.endTrial(subscription.id, 'failed');
    // The invoice's event alone sets the retry state (Stripe may send the subscription's later).
    await deliver(eventFor('invoice.payment_failed', { id: invoice.id }));
    const retrying = {
      subscription_status: 'active',
      has_access: true,
      payment_failed: true,
      next_payment_attempt_at: isoOf(invoice.next_payment_attempt),
    };
    expect(await status(client)).toMatchObject(retrying);
    // A later 'updated' re-reads the same state: the next billing date stays the retry, not the period end.
    await deliver(eventFor('customer.subscription.updated', { id: subscription.id }));
    await deliver(eventFor('invoice.payment_failed', { id: invoice.id }));
    expect(await status(client)).toMatchObject(retrying);
    const first = await subjects(m.profileId);
    expect(first.map((e) => e.line).slice(1)).toEqual([
      'subscription_renewal_failed: Your trial has ended and your first Stagecall payment failed: update your card',
    ]);
    expect(first[1]!.text).toContain(`We try again on ${day(invoice.next_payment_attempt!)}`);

    standIn.retryInvoice(invoice.id, 'failed');
    await deliver(eventFor('invoice.payment_failed', { id: invoice.id }));
    expect(await status(client)).toMatchObject({
      ...retrying,
      next_payment_attempt_at: isoOf(invoice.next_payment_attempt),
    });
    expect(await emails(m.profileId, 'subscription_renewal_failed')).toBe(2);

    standIn.retryInvoice(invoice.id, 'failed');
    await deliver(eventFor('invoice.payment_failed', { id: invoice.id }));
    standIn.end(subscription.id);
    await deliver(eventFor('customer.subscription.deleted', { id: subscription.id }));
    expect(await status(client)).toMatchObject({ subscription_status: 'inactive', has_access: false });
    expect(await payments(m.profileId)).toEqual([
      { amount: 1500, status: 'failed' },
      { amount: 1500, status: 'failed' },
      { amount: 1500, status: 'failed' },
    ]);
    expect(await emails(m.profileId, 'subscription_lapsed')).toBe(1);
  });

  it('a retry that succeeds starts the plan with a first-payment receipt, and the banner goes', async () => {
    const { client, m, subscription } = await subscribed();
    const invoice = standIn.endTrial(subscription.id, 'failed');
    await deliver(eventFor('invoice.payment_failed', { id: invoice.id }));
    expect((await status(client)).payment_failed).toBe(true);
    standIn.retryInvoice(invoice.id, 'paid');
    await deliver(eventFor('invoice.paid', { id: invoice.id }));
    const periodEnd = standIn.subscriptions.get(subscription.id)!.items.data[0]!.current_period_end;
    expect(await status(client)).toMatchObject({
      subscription_status: 'active',
      payment_failed: false,
      next_payment_attempt_at: null,
      next_billing_date: isoOf(periodEnd),
    });
    expect(await payments(m.profileId)).toEqual([
      { amount: 1500, status: 'failed' },
      { amount: 1500, status: 'paid' },
    ]);
    expect((await subjects(m.profileId)).at(-1)!.line).toBe(
      'subscription_receipt: Your Stagecall receipt: first payment',
    );
  });

  it('a card saved during the retries is tried at once; a declined one changes nothing', async () => {
    const { client, m, subscription } = await subscribed();
    const invoice = standIn.endTrial(subscription.id, 'failed');
    await deliver(eventFor('invoice.payment_failed', { id: invoice.id }));
    const saveCard = async (card: { brand: string; last4: string }) => {
      const setup = await client.post('/api/musicians/subscription/setup-intent');
      const intentId = (setup.body.client_secret as string).split('_secret_')[0]!;
      standIn.succeedSetup(intentId, card);
      const saved = eventFor('setup_intent.succeeded', { id: intentId });
      await deliver(saved);
      await deliver(saved);
    };

    await saveCard({ brand: 'visa', last4: '0341' });
    expect(await status(client)).toMatchObject({ payment_failed: true, payment_method_last4: '0341' });
    expect(await payments(m.profileId)).toEqual([{ amount: 1500, status: 'failed' }]);
    expect(await emails(m.profileId, 'subscription_renewal_failed')).toBe(1);

    await saveCard({ brand: 'visa', last4: '4242' });
    // Paid now, before Stripe's own webhook for it arrives (and once when it does).
    expect(await status(client)).toMatchObject({ subscription_status: 'active', payment_failed: false });
    await deliver(eventFor('invoice.paid', { id: invoice.id }));
    expect(await payments(m.profileId)).toEqual([
      { amount: 1500, status: 'failed' },
      { amount: 1500, status: 'paid' },
    ]);
    expect(await emails(m.profileId, 'subscription_receipt')).toBe(1);
    const pays = standIn.calls.filter((call) => call.path === `/v1/invoices/${invoice.id}/pay`);
    expect(pays.length).toBeGreaterThanOrEqual(2);
    expect(pays.every((call) => call.idempotencyKey?.startsWith(`pay-${invoice.id}-`))).toBe(true);
  });

  it('a failed renewal after a paid month shows the banner too, and says renewal', async () => {
    const { client, m, subscription } = await subscribed({ trialOver: true });
    const invoice = standIn.renew(subscription.id, 'failed');
    await deliver(eventFor('invoice.payment_failed', { id: invoice.id }));
    expect(await status(client)).toMatchObject({
      subscription_status: 'active',
      payment_failed: true,
      next_payment_attempt_at: isoOf(invoice.next_payment_attempt),
    });
    expect((await subjects(m.profileId)).at(-1)!.line).toBe(
      'subscription_renewal_failed: Your Stagecall renewal payment failed: update your card',
    );
  });
});
