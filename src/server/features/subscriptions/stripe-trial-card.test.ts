import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerConsistent } from '../../../../test/ledger';
import type { TestApp } from '../../../../test/app';
import type { TestClient } from '../../../../test/http-client';
import { startStripeTestApp, stripeEvent, type StripeTestApp } from '../../../../test/stripe-app';
import type { StripeStandIn } from '../../../../test/stripe-stand-in';
import {
  emailsOf,
  subscriptionEmailsOf,
  subscriptionPaymentsOf,
  musicianInTrial,
} from '../../../../test/subscriptions';
import { createTestClock, type TestClock } from '../../clock';
import { renewDueSubscriptions } from './renewals';

const DAY = 86_400_000;

let app: StripeTestApp;
let standIn: StripeStandIn;
let t: TestApp;
let clock: TestClock;
beforeAll(async () => {
  clock = createTestClock('2026-03-02T10:00:00.000Z');
  app = await startStripeTestApp({ clock });
  ({ standIn, t } = app);
});
afterAll(async () => {
  // Subscription charges are the platform's income: none of them moves a musician's ledger.
  await expectLedgerConsistent(t.ctx.db);
  await app.close();
});

async function deliver(event: object) {
  const res = await app.deliver(event);
  expect(res.status).toBe(200);
}

const musician = () => musicianInTrial(t, clock);
type Musician = Awaited<ReturnType<typeof musician>>;

/** Add Payment Method on Stripe: a SetupIntent that Stripe.js confirms, and its webhook. */
async function saveCard(who: Musician, card?: { brand: string; last4: string }) {
  const setup = await who.client.post('/api/musicians/subscription/setup-intent');
  expect(setup.status).toBe(200);
  const intentId = (setup.body.client_secret as string).split('_secret_')[0]!;
  standIn.succeedSetup(intentId, card);
  await deliver(stripeEvent('setup_intent.succeeded', { id: intentId }));
}

/** Moves the clock, runs the renewals job (twice at once, as two instances would) and signs in again. */
async function later(who: Musician, ms: number) {
  clock.advance(ms);
  await Promise.all([renewDueSubscriptions(t.ctx), renewDueSubscriptions(t.ctx)]);
  const res = await who.client.post('/api/auth/signin', { email: who.m.email, password: who.m.password });
  expect(res.status).toBe(200);
}

const status = async (client: TestClient) => (await client.get('/api/musicians/subscription/status')).body;
const payments = (who: Musician) => subscriptionPaymentsOf(t.ctx.db, who.m.profileId);
const plansOf = (who: Musician) =>
  [...standIn.subscriptions.values()].filter(
    (sub) => sub.metadata.stagecall_subscription_id === String(who.m.profileId),
  );
const planStarts = () => standIn.calls.filter((call) => call.method === 'POST' && call.path === '/v1/subscriptions');

describe('Stripe: a card saved in the trial is charged when the trial ends', () => {
  it('a card that fails is retried after 1 and 3 days like a renewal, keeping access, then the plan lapses', async () => {
    const who = await musician();
    await saveCard(who, { brand: 'visa', last4: '0341' });
    await later(who, 14 * DAY + 1000);
    expect(await status(who.client)).toMatchObject({
      subscription_status: 'active',
      has_access: true,
      payment_failed: true,
      payment_method_last4: '0341',
      next_payment_attempt_at: new Date(clock.now().getTime() + DAY).toISOString(),
    });
    const [failed] = await subscriptionEmailsOf(t.ctx.db, who.m.profileId);
    expect(failed!.line).toBe(
      'subscription_renewal_failed: Your trial has ended and your first Stagecall payment failed: update your card',
    );
    expect(failed!.text).toContain('We try again on 17 March 2026');
    // A declined card leaves no Stripe plan behind.
    expect(plansOf(who)).toEqual([]);

    await later(who, DAY);
    expect(await status(who.client)).toMatchObject({ subscription_status: 'active', payment_failed: true });
    await later(who, 3 * DAY);
    expect(await status(who.client)).toMatchObject({ subscription_status: 'inactive', has_access: false });
    expect(await payments(who)).toEqual([
      { amount: 1500, status: 'failed' },
      { amount: 1500, status: 'failed' },
      { amount: 1500, status: 'failed' },
    ]);
    expect((await subscriptionEmailsOf(t.ctx.db, who.m.profileId)).map((e) => e.line.split(':')[0])).toEqual([
      'subscription_renewal_failed',
      'subscription_renewal_failed',
      'subscription_lapsed',
    ]);
    // Each attempt is its own idempotent request to Stripe.
    const keys = new Set(planStarts().map((call) => call.idempotencyKey));
    expect(keys.size).toBeGreaterThanOrEqual(3);
  });

  it('a working card starts a Stripe plan once, with one payment and one receipt, whatever Stripe then sends', async () => {
    const who = await musician();
    await saveCard(who);
    const before = planStarts().length;
    await later(who, 14 * DAY + 1000);
    expect(await status(who.client)).toMatchObject({
      subscription_status: 'active',
      payment_failed: false,
      plan: 'monthly',
      amount: 1500,
    });
    const [plan] = plansOf(who);
    expect(plansOf(who)).toHaveLength(1);
    expect(
      new Set(
        planStarts()
          .slice(before)
          .map((call) => call.idempotencyKey),
      ).size,
    ).toBe(1);
    await deliver(stripeEvent('customer.subscription.created', { id: plan!.id }));
    await deliver(stripeEvent('invoice.paid', { id: plan!.latest_invoice }));
    expect(await status(who.client)).toMatchObject({ subscription_status: 'active', payment_failed: false });
    expect(await payments(who)).toEqual([{ amount: 1500, status: 'paid' }]);
    expect(await emailsOf(t.ctx.db, who.m.profileId, 'subscription_receipt')).toBe(1);
    // From now on Stripe renews it: the job charges nothing more.
    await later(who, 40 * DAY);
    expect(plansOf(who)).toHaveLength(1);
    expect(await payments(who)).toHaveLength(1);
  });

  it('a working card saved after the failure is charged at once', async () => {
    const who = await musician();
    await saveCard(who, { brand: 'visa', last4: '0341' });
    await later(who, 14 * DAY + 1000);
    await saveCard(who, { brand: 'visa', last4: '4242' });
    await later(who, 1000);
    expect(await status(who.client)).toMatchObject({
      subscription_status: 'active',
      payment_failed: false,
      payment_method_last4: '4242',
    });
    expect(await payments(who)).toEqual([
      { amount: 1500, status: 'failed' },
      { amount: 1500, status: 'paid' },
    ]);
    expect((await subscriptionEmailsOf(t.ctx.db, who.m.profileId)).at(-1)!.line).toBe(
      'subscription_receipt: Your Stagecall receipt: first payment',
    );
  });
});
