import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import type { TestClient } from '../../../../test/http-client';
import { subscriptionEmailsOf, subscriptionPaymentsOf, musicianInTrial } from '../../../../test/subscriptions';
import { createTestClock, type TestClock } from '../../clock';
import { renewDueSubscriptions } from './renewals';

const DAY = 86_400_000;
const card = (number: string) => ({ card_number: number, expiry: '12/39', cvc: '123' });
/** Saves, but every charge on it fails (as at Stripe). */
const FAILING = '4000 0000 0000 0341';

let t: TestApp;
let clock: TestClock;
beforeAll(async () => {
  clock = createTestClock('2026-03-02T10:00:00.000Z');
  t = await startTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const musician = () => musicianInTrial(t, clock);

const status = async (client: TestClient) => (await client.get('/api/musicians/subscription/status')).body;

const subjects = async (musicianId: number) =>
  (await subscriptionEmailsOf(t.ctx.db, musicianId)).map((email) => email.line);

async function saveCard(client: TestClient, number: string) {
  const setup = await client.post('/api/musicians/subscription/setup-intent');
  const saved = await client.post('/api/musicians/subscription/local-card', {
    client_secret: setup.body.client_secret,
    ...card(number),
  });
  expect(saved.status, saved.text).toBe(200);
}

/** Moves the clock, signs in again (a sign-in ends after idle days) and runs the renewals job. */
async function later(who: Awaited<ReturnType<typeof musician>>, ms: number) {
  clock.advance(ms);
  await renewDueSubscriptions(t.ctx);
  const res = await who.client.post('/api/auth/signin', { email: who.m.email, password: who.m.password });
  expect(res.status).toBe(200);
}

describe('a card saved in the trial that fails at the trial’s end', () => {
  it('is retried after 1 and 3 days like a renewal, keeping access, then lapses', async () => {
    const who = await musician();
    await saveCard(who.client, FAILING);
    await later(who, 14 * DAY + 1000);
    const failed = await status(who.client);
    expect(failed).toMatchObject({
      subscription_status: 'active',
      has_access: true,
      payment_failed: true,
      payment_method_last4: '0341',
    });
    expect(failed.next_payment_attempt_at).toBe(new Date(clock.now().getTime() + DAY).toISOString());
    expect(await subjects(who.m.profileId)).toEqual([
      'subscription_renewal_failed: Your trial has ended and your first Stagecall payment failed: update your card',
    ]);
    const [failedEmail] = await subscriptionEmailsOf(t.ctx.db, who.m.profileId);
    expect(failedEmail!.text).toContain('We try again on 17 March 2026');

    await later(who, 1 * DAY);
    expect(await status(who.client)).toMatchObject({
      subscription_status: 'active',
      has_access: true,
      payment_failed: true,
    });
    await later(who, 3 * DAY);
    expect(await status(who.client)).toMatchObject({ subscription_status: 'inactive', has_access: false });
    expect((await subscriptionPaymentsOf(t.ctx.db, who.m.profileId)).map((p) => p.status)).toEqual([
      'failed',
      'failed',
      'failed',
    ]);
    expect((await subjects(who.m.profileId)).map((line) => line.split(':')[0])).toEqual([
      'subscription_renewal_failed',
      'subscription_renewal_failed',
      'subscription_lapsed',
    ]);
  });

  it('starts the plan with a receipt once a working card is saved during the retries', async () => {
    const who = await musician();
    await saveCard(who.client, FAILING);
    await later(who, 14 * DAY + 1000);
    await saveCard(who.client, '4242 4242 4242 4242');
    await later(who, 1000);
    expect(await status(who.client)).toMatchObject({ subscription_status: 'active', payment_failed: false });
    expect(await subscriptionPaymentsOf(t.ctx.db, who.m.profileId)).toEqual([
      { amount: 1500, status: 'failed' },
      { amount: 1500, status: 'paid' },
    ]);
    expect((await subjects(who.m.profileId)).at(-1)).toBe(
      'subscription_receipt: Your Stagecall receipt: first payment',
    );
  });
});

describe('subscribing during the trial', () => {
  it('confirms at once, saying when the first charge will be; each later e-mail names its event', async () => {
    const who = await musician();
    clock.advance(4 * DAY);
    const checkout = await who.client.post('/api/musicians/subscription/create-checkout', { plan: 'monthly' });
    const id = (checkout.body.checkout_url as string).split('/').pop()!;
    expect(
      (await who.client.post(`/api/subscriptions/local-checkout/${id}/confirm`, card('4242424242424242'))).status,
    ).toBe(200);
    const trialEnd = new Date(clock.now().getTime() + 10 * DAY);
    const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(trialEnd);
    expect(await subjects(who.m.profileId)).toEqual([
      `subscription_started: You subscribed to Stagecall: your first payment is on ${when}`,
    ]);
    // Cancelled and taken back at once: the cancellation is never sent, so the reactivation says what happened.
    expect((await who.client.post('/api/musicians/subscription/cancel')).status).toBe(200);
    expect((await who.client.post('/api/musicians/subscription/reactivate')).status).toBe(200);
    expect((await subjects(who.m.profileId)).at(-1)).toBe(
      'subscription_reactivated: You reactivated your cancelled Stagecall subscription',
    );
  });
});
