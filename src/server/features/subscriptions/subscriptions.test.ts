import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { completeProfile, signedInMusician } from '../../../../test/musician-client';
import type { TestClient } from '../../../../test/http-client';
import { createTestClock, type TestClock } from '../../clock';
import { subscriptionMessages as m } from '../../../shared/subscriptions';
import { testCardMessages } from '../../../shared/tips/test-cards';
import { renewDueSubscriptions } from './renewals';
import { emailsOf, subscriptionPaymentsOf } from '../../../../test/subscriptions';
import type { EmailKind } from '../../db/types';

const DAY = 86_400_000;
const card = (number = '4242 4242 4242 4242') => ({ card_number: number, expiry: '12/39', cvc: '123' });

let t: TestApp;
let clock: TestClock;
beforeAll(async () => {
  clock = createTestClock();
  t = await startTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

/** Each test gets its own musician and moves the shared clock only forward. */
async function musician(overrides: Parameters<typeof signedInMusician>[1] = {}) {
  const signed = await signedInMusician(t, { profile: completeProfile, ...overrides });
  // The factory starts the trial on the wall clock; line it up with the test clock.
  await t.ctx.db
    .updateTable('subscriptions')
    .set({ trial_ends_at: new Date(clock.now().getTime() + 14 * DAY).toISOString() })
    .where('musician_id', '=', signed.m.profileId)
    .where('status', '=', 'trial')
    .execute();
  return signed;
}

const status = async (client: TestClient) => (await client.get('/api/musicians/subscription/status')).body;

/** A month passes; a sign-in ends after 30 idle days, so the musician signs in again on return. */
async function monthsLater(client: TestClient, m: { email: string; password: string }, ms: number) {
  clock.advance(ms);
  expect((await client.post('/api/auth/signin', { email: m.email, password: m.password })).status).toBe(200);
}

async function subscribe(client: TestClient, plan: 'monthly' | 'yearly', number?: string) {
  const checkout = await client.post('/api/musicians/subscription/create-checkout', { plan });
  expect(checkout.status).toBe(200);
  const id = (checkout.body.checkout_url as string).split('/').pop()!;
  return { id, res: await client.post(`/api/subscriptions/local-checkout/${id}/confirm`, card(number)) };
}

const emails = (musicianId: number, kind: EmailKind) => emailsOf(t.ctx.db, musicianId, kind);
const payments = (musicianId: number) => subscriptionPaymentsOf(t.ctx.db, musicianId);

describe('the trial', () => {
  it('starts with 14 days, all features, and nothing to cancel or reactivate', async () => {
    const { client } = await musician();
    expect(await status(client)).toMatchObject({
      subscription_status: 'trial',
      is_trial_active: true,
      trial_days_remaining: 14,
      has_payment_method: false,
      next_billing_date: null,
      has_access: true,
      prices: { monthly: 1500, yearly: 14400 },
    });
    expect(await client.post('/api/musicians/subscription/cancel')).toMatchObject({
      status: 409,
      body: { code: 'not_cancellable' },
    });
    expect(await client.post('/api/musicians/subscription/reactivate')).toMatchObject({
      status: 409,
      body: { code: 'not_reactivatable' },
    });
    expect((await client.post('/api/sessions/live', { venue_name: 'The Crown' })).status).toBe(201);
  });

  it('expires: Trial Expired locks going live and public gigs, but keeps private gigs and the live show', async () => {
    const { client, m: musicianRow } = await musician();
    const live = await client.post('/api/sessions/live', { venue_name: 'The Crown' });
    expect(live.status).toBe(201);
    clock.advance(15 * DAY);

    expect(await status(client)).toMatchObject({
      subscription_status: 'trial',
      is_trial_active: false,
      trial_days_remaining: 0,
      has_access: false,
    });
    // A show already live is never cut off.
    expect((await client.get('/api/sessions/live/current')).body.session?.id).toBe(live.body.session.id);
    await client.post(`/api/sessions/live/${live.body.session.id}/end`);

    const refused = await client.post('/api/sessions/live', { venue_name: 'The Crown' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: m.required('trial', true), code: 'subscription_required' });
    const gig = {
      venue_name: 'The Crown',
      scheduled_date: new Date(clock.now().getTime() + 40 * DAY).toISOString().slice(0, 10),
      scheduled_start_time: '20:00',
      scheduled_end_time: '22:00',
    };
    expect((await client.post('/api/sessions/schedule', gig)).status).toBe(403);
    expect((await client.post('/api/sessions/schedule', { ...gig, is_publicly_visible: false })).status).toBe(201);
    // Profile, inbox and earnings stay open.
    expect((await client.get('/api/musicians/earnings')).status).toBe(200);
    expect((await client.get('/api/messages')).status).toBe(200);
    expect(musicianRow.profileId).toBeGreaterThan(0);
  });
});

describe('checkout on the local provider', () => {
  it('carries the trial’s days over: the plan starts now and the first charge waits for the trial end', async () => {
    const { client, m: row } = await musician();
    clock.advance(4 * DAY);
    const checkout = await client.post('/api/musicians/subscription/create-checkout', {
      plan: 'monthly',
      trial_days_remaining: 99,
    });
    expect(checkout.body.checkout_url).toMatch(/^\/subscribe\/checkout\/lcs_/);
    const id = checkout.body.checkout_url.split('/').pop();
    expect((await client.get(`/api/subscriptions/local-checkout/${id}`)).body).toMatchObject({
      plan: 'monthly',
      amount: 1500,
      trial_days: 10,
      status: 'open',
    });

    const declined = await client.post(`/api/subscriptions/local-checkout/${id}/confirm`, card('4000000000000002'));
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ error: testCardMessages.declined, code: 'payment_failed' });
    expect((await status(client)).subscription_status).toBe('trial');

    const paid = await client.post(`/api/subscriptions/local-checkout/${id}/confirm`, card());
    expect(paid.status).toBe(200);
    const after = await status(client);
    expect(after).toMatchObject({
      subscription_status: 'active',
      plan: 'monthly',
      amount: 1500,
      has_payment_method: true,
      payment_method_brand: 'visa',
      payment_method_last4: '4242',
      has_access: true,
    });
    expect(new Date(after.next_billing_date).getTime()).toBe(clock.now().getTime() + 10 * DAY);
    expect(await payments(row.profileId)).toEqual([]);

    expect(await client.post(`/api/subscriptions/local-checkout/${id}/confirm`, card())).toMatchObject({
      status: 409,
      body: { code: 'checkout_closed' },
    });
    const again = await client.post('/api/musicians/subscription/create-checkout', { plan: 'yearly' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(m.alreadySubscribed);
    expect(again.body.code).toBe('already_subscribed');
  });

  it('charges at once after the trial, and unlocks going live', async () => {
    const { client, m: row } = await musician();
    clock.advance(20 * DAY);
    expect((await client.post('/api/sessions/live', { venue_name: 'The Crown' })).status).toBe(403);
    const { res } = await subscribe(client, 'yearly');
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({ subscription_status: 'active', plan: 'yearly', amount: 14400 });
    expect(await payments(row.profileId)).toEqual([{ amount: 14400, status: 'paid' }]);
    expect((await client.post('/api/sessions/live', { venue_name: 'The Crown' })).status).toBe(201);
  });

  it('declines a card whose charges fail when it is charged at once, and refuses bad input with nothing changed', async () => {
    const { client } = await musician();
    clock.advance(15 * DAY);
    const { id, res } = await subscribe(client, 'monthly', '4000000000000341');
    expect(res.status).toBe(402);
    for (const body of [card('1234'), { ...card(), expiry: '01/20' }, { ...card(), cvc: 'x' }, {}]) {
      expect((await client.post(`/api/subscriptions/local-checkout/${id}/confirm`, body)).status).toBe(400);
    }
    const second = await client.post(`/api/subscriptions/local-checkout/${id}/confirm`, card('4000002500003155'));
    expect(second.body.error).toBe(m.needsSecondStep);
    expect((await client.post('/api/musicians/subscription/create-checkout', { plan: 'weekly' })).status).toBe(400);
    expect((await status(client)).subscription_status).toBe('trial');
  });

  it('keeps checkouts to their musician', async () => {
    const a = await musician();
    const b = await musician();
    const checkout = await a.client.post('/api/musicians/subscription/create-checkout', { plan: 'monthly' });
    const id = checkout.body.checkout_url.split('/').pop();
    expect((await b.client.get(`/api/subscriptions/local-checkout/${id}`)).status).toBe(404);
    expect((await b.client.post(`/api/subscriptions/local-checkout/${id}/confirm`, card())).status).toBe(404);
    expect((await t.client().get('/api/musicians/subscription/status')).status).toBe(401);
  });

  it('completes one checkout once when twenty submits arrive together', async () => {
    const { client, m: row } = await musician();
    clock.advance(15 * DAY);
    const checkout = await client.post('/api/musicians/subscription/create-checkout', { plan: 'monthly' });
    const id = checkout.body.checkout_url.split('/').pop();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.post(`/api/subscriptions/local-checkout/${id}/confirm`, card())),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    expect(await payments(row.profileId)).toEqual([{ amount: 1500, status: 'paid' }]);
  });

  it('has nothing to sell to a musician with lifetime free access', async () => {
    const { client } = await musician({ subscriptionStatus: 'free' });
    expect(await status(client)).toMatchObject({ subscription_status: 'free', has_access: true });
    const res = await client.post('/api/musicians/subscription/create-checkout', { plan: 'monthly' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(m.lifetimeAccess);
    expect(res.body.code).toBe('lifetime_access');
    expect((await client.post('/api/musicians/subscription/setup-intent')).status).toBe(409);
  });
});

describe('cancel, reactivate and the end of a period', () => {
  it('cancelling keeps access to the period end; reactivate returns to active; then the period ends', async () => {
    const { client, m: row } = await musician();
    clock.advance(15 * DAY);
    await subscribe(client, 'monthly');
    const cancelled = await client.post('/api/musicians/subscription/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscription).toMatchObject({
      subscription_status: 'cancelling',
      cancel_at_period_end: true,
      has_access: true,
      next_billing_date: null,
    });
    expect(await emails(row.profileId, 'subscription_cancelled')).toBe(1);
    expect(await client.post('/api/musicians/subscription/cancel')).toMatchObject({
      status: 409,
      body: { code: 'not_cancellable' },
    });

    const back = await client.post('/api/musicians/subscription/reactivate');
    expect(back.body.subscription).toMatchObject({ subscription_status: 'active', cancel_at_period_end: false });
    expect(await client.post('/api/musicians/subscription/reactivate')).toMatchObject({
      status: 409,
      body: { code: 'not_reactivatable' },
    });

    await client.post('/api/musicians/subscription/cancel');
    await monthsLater(client, row, 32 * DAY);
    expect(await status(client)).toMatchObject({ subscription_status: 'inactive', has_access: false });
    await renewDueSubscriptions(t.ctx);
    const stored = await t.ctx.db
      .selectFrom('subscriptions')
      .select('status')
      .where('musician_id', '=', row.profileId)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('inactive');
    expect((await client.post('/api/musicians/subscription/reactivate')).status).toBe(409);
    expect(await payments(row.profileId)).toEqual([{ amount: 1500, status: 'paid' }]);
    // An ended plan can be bought again.
    expect((await subscribe(client, 'monthly')).res.status).toBe(200);
  });
});

describe('renewals on the local provider', () => {
  it('renews at each period end with a receipt, once however often the job runs', async () => {
    const { client, m: row } = await musician();
    clock.advance(15 * DAY);
    await subscribe(client, 'monthly');
    await monthsLater(client, row, 31 * DAY);
    await Promise.all(Array.from({ length: 8 }, () => renewDueSubscriptions(t.ctx)));
    expect(await payments(row.profileId)).toEqual([
      { amount: 1500, status: 'paid' },
      { amount: 1500, status: 'paid' },
    ]);
    expect(await emails(row.profileId, 'subscription_renewed')).toBe(1);
    expect(new Date((await status(client)).next_billing_date).getTime()).toBeGreaterThan(clock.now().getTime());
  });

  it('retries a failed renewal after 1 and 3 days, then lapses to inactive with an e-mail', async () => {
    const { client, m: row } = await musician();
    // Subscribed during the trial with a card whose charges fail: the first charge is at the trial end.
    expect((await subscribe(client, 'monthly', '4000000000000341')).res.status).toBe(200);
    clock.advance(14 * DAY + 1000);
    await renewDueSubscriptions(t.ctx);
    expect(await status(client)).toMatchObject({ subscription_status: 'active', has_access: true });
    clock.advance(1 * DAY);
    await renewDueSubscriptions(t.ctx);
    clock.advance(3 * DAY);
    await renewDueSubscriptions(t.ctx);
    expect(await status(client)).toMatchObject({ subscription_status: 'inactive', has_access: false });
    expect((await payments(row.profileId)).map((p) => p.status)).toEqual(['failed', 'failed', 'failed']);
    expect(await emails(row.profileId, 'subscription_renewal_failed')).toBe(2);
    expect(await emails(row.profileId, 'subscription_lapsed')).toBe(1);
    clock.advance(10 * DAY);
    await renewDueSubscriptions(t.ctx);
    expect(await payments(row.profileId)).toHaveLength(3);
  });

  it('a trial that saved a card becomes the monthly plan at its end; removing the card says no', async () => {
    const withCard = await musician();
    const without = await musician();
    for (const who of [withCard, without]) {
      const setup = await who.client.post('/api/musicians/subscription/setup-intent');
      expect(setup.body.client_secret).toMatch(/^lseti_/);
      const saved = await who.client.post('/api/musicians/subscription/local-card', {
        client_secret: setup.body.client_secret,
        ...card('5555 5555 5555 4444'),
      });
      expect(saved.body.subscription).toMatchObject({
        subscription_status: 'trial',
        has_payment_method: true,
        payment_method_brand: 'mastercard',
        payment_method_last4: '4444',
      });
    }
    expect((await without.client.delete('/api/musicians/subscription/payment-method')).status).toBe(200);
    expect(await without.client.delete('/api/musicians/subscription/payment-method')).toMatchObject({
      status: 409,
      body: { code: 'no_card_to_remove' },
    });
    const forged = await without.client.post('/api/musicians/subscription/local-card', {
      client_secret: (await withCard.client.post('/api/musicians/subscription/setup-intent')).body.client_secret,
      ...card(),
    });
    expect(forged.status).toBe(404);

    clock.advance(14 * DAY + 1000);
    await renewDueSubscriptions(t.ctx);
    expect(await status(withCard.client)).toMatchObject({ subscription_status: 'active', plan: 'monthly' });
    expect(await payments(withCard.m.profileId)).toEqual([{ amount: 1500, status: 'paid' }]);
    expect(await status(without.client)).toMatchObject({ subscription_status: 'trial', has_access: false });
    expect(await payments(without.m.profileId)).toEqual([]);
  });
});

describe('the 30-day money-back promise', () => {
  it('refunds the first payment once within 30 days and ends the plan at once', async () => {
    const { client, m: row } = await musician();
    clock.advance(15 * DAY);
    await subscribe(client, 'monthly');
    expect((await status(client)).refundable_until).not.toBeNull();
    clock.advance(10 * DAY);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/api/musicians/subscription/refund')),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    // The rest, and a refund asked again later, meet the same 409 on both databases.
    const again = await client.post('/api/musicians/subscription/refund');
    for (const res of [...results.filter((r) => r.status !== 200), again]) {
      expect([res.status, res.body.error, res.body.code]).toEqual([409, m.nothingToRefund, 'nothing_to_refund']);
    }
    expect(await status(client)).toMatchObject({ subscription_status: 'cancelled', has_access: false });
    expect(await payments(row.profileId)).toEqual([{ amount: 1500, status: 'refunded' }]);
  });

  it('is over after 30 days', async () => {
    const { client, m: row } = await musician();
    clock.advance(15 * DAY);
    await subscribe(client, 'monthly');
    await monthsLater(client, row, 31 * DAY);
    expect((await status(client)).refundable_until).toBeNull();
    const res = await client.post('/api/musicians/subscription/refund');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(m.refundWindowPassed);
  });
});
