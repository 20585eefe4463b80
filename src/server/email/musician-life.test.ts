import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { createAdmin } from '../../../test/factories';
import { expectLedgerConsistent } from '../../../test/ledger';
import { fanRequest } from '../../../test/live-show';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import type { RequestCheckout } from '../../shared/tips';
import { createTestClock } from '../clock';
import { backgroundJobs } from '../jobs/background-jobs';

/**
 * A musician's whole life against a real SMTP server, every background job
 * running after every step as a server would, and the exact set of messages asserted at the end,
 * each once, with its subject and key lines; the same for a fan who asked for a receipt.
 */
const clock = createTestClock('2026-03-02T12:00:00.000Z');
const DAY = 86_400_000;
let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://stagecall.example' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Every job once (twice for the ones that must not repeat themselves), then the outbox. */
async function tick(ms = 0) {
  clock.advance(ms);
  for (const job of backgroundJobs) {
    await job.run(t.ctx);
    if (job.name !== 'email-outbox') await job.run(t.ctx);
  }
}

const card = (number: string) => ({ card_number: number, expiry: '12/39', cvc: '123' });
const email = 'life-🎸@example.test'.replace('🎸', 'guitar');
const stageName = `The ${'Long'.repeat(15)} Band 🎸`;

it('a musician’s whole life, and a fan’s receipt: every e-mail once, in the right words', async () => {
  // Sign-up, then a forgotten password.
  const musician = t.client();
  expect((await musician.post('/api/auth/signup', { email, password: 'first password', stageName })).status).toBe(201);
  await tick();
  expect((await t.client().post('/api/auth/forgot-password', { email })).status).toBe(200);
  await tick();
  const resetMail = smtp.to(email).find((mail) => mail.subject === 'Reset your Stagecall password')!;
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(resetMail.decoded)![1]!;
  expect((await t.client().post('/api/auth/reset-password', { token, new_password: 'second password' })).status).toBe(
    200,
  );
  expect((await musician.get('/api/auth/me')).status).toBe(401);
  expect((await musician.post('/api/auth/signin', { email, password: 'second password' })).status).toBe(200);
  const profile = (await musician.get('/api/musicians/profile')).body as { id: number; qr_code_id: string };
  await t.ctx.db
    .updateTable('musician_profiles')
    .set({ bio: 'Songs for long nights', music_styles: JSON.stringify(['Folk']) })
    .where('id', '=', profile.id)
    .execute();

  // A booking enquiry from a fan.
  const message = await t.client().post('/api/messages/send', {
    name: 'Priya',
    email: 'priya@example.test',
    subject: 'Wedding in June?',
    message: 'Would you play our wedding on 12 June? 💍',
    qr_code_id: profile.qr_code_id,
  });
  expect(message.status).toBe(201);
  await tick();

  // A show: two paid requests (one fan wants a receipt), a free one after the first digest.
  const live = await musician.post('/api/sessions/live', { venue_name: 'The Crown' });
  expect(live.status).toBe(201);
  const sessionId = (live.body.session as { id: number }).id;
  const paid = async (tip: number, fan: string, receipt?: string) => {
    const res = await fanRequest(t, sessionId, { song_title: `Song for ${fan}`, fan_name: fan, tip_amount: tip });
    const checkout = ((await res.json()) as { checkout: RequestCheckout }).checkout;
    if (receipt) {
      expect(
        (await t.client().put(`/api/request-checkouts/${checkout.id}/receipt-email`, { receipt_email: receipt }))
          .status,
      ).toBe(200);
    }
    const done = await t.client().post(`/api/payments/local/${checkout.payment_id}/confirm`, {
      client_secret: checkout.client_secret,
      ...card('4242424242424242'),
    });
    expect(done.status).toBe(200);
  };
  await tick(1000);
  await paid(300, 'Ann');
  await paid(500, 'Bo', 'bo@example.test');
  await tick(60_000);
  clock.advance(1000);
  expect((await fanRequest(t, sessionId, { song_title: 'Zombie', fan_name: 'Cat' })).status).toBe(201);
  await tick(60_000);
  expect((await musician.post(`/api/sessions/live/${sessionId}/end`)).status).toBe(200);
  await tick(60_000);

  // Subscribe during the trial (nothing charged), then the first charge when the trial ends.
  const checkout = await musician.post('/api/musicians/subscription/create-checkout', { plan: 'monthly' });
  const checkoutId = (checkout.body.checkout_url as string).split('/').pop();
  expect(
    (await musician.post(`/api/subscriptions/local-checkout/${checkoutId}/confirm`, card('4242424242424242'))).status,
  ).toBe(200);
  await tick(14 * DAY);
  // A renewal a month later.
  await tick(31 * DAY);
  // A month away ends a sign-in (decision 002): the musician signs in again, as they would.
  const signIn = async () =>
    expect((await musician.post('/api/auth/signin', { email, password: 'second password' })).status).toBe(200);
  await signIn();
  // The card is swapped for one that fails: the next renewal fails, and the app says so.
  const secret = (await musician.post('/api/musicians/subscription/setup-intent')).body.client_secret as string;
  const swapped = await musician.post('/api/musicians/subscription/local-card', {
    client_secret: secret,
    ...card('4000000000000341'),
  });
  expect(swapped.body).toMatchObject({ success: true });
  await tick(31 * DAY);
  await signIn();
  const failed = (await musician.get('/api/musicians/subscription/status')).body;
  expect(failed).toMatchObject({ subscription_status: 'active', payment_failed: true });
  expect(failed.next_payment_attempt_at).toBe(failed.next_billing_date);
  // Recovery: a working card is charged at once and the warning goes.
  const secret2 = (await musician.post('/api/musicians/subscription/setup-intent')).body.client_secret as string;
  await musician.post('/api/musicians/subscription/local-card', {
    client_secret: secret2,
    ...card('4242424242424242'),
  });
  await tick(60_000);
  expect((await musician.get('/api/musicians/subscription/status')).body).toMatchObject({ payment_failed: false });

  // Cancel, and take it back a second later: no 'cancelled' e-mail. Then cancel for real, and reactivate.
  expect((await musician.post('/api/musicians/subscription/cancel')).status).toBe(200);
  await tick(1000);
  expect((await musician.post('/api/musicians/subscription/reactivate')).status).toBe(200);
  await tick(10 * 60_000);
  expect((await musician.post('/api/musicians/subscription/cancel')).status).toBe(200);
  await tick(10 * 60_000);
  expect((await musician.post('/api/musicians/subscription/reactivate')).status).toBe(200);
  await tick(10 * 60_000);

  // The admin refunds the last payment: the plan ends, the musician gets a refund confirmation.
  const admin = await createAdmin(t.ctx.db);
  const back = t.client();
  await back.post('/api/admin/login', admin.login(clock.now()));
  const sub = await t.ctx.db
    .selectFrom('subscriptions')
    .select('id')
    .where('musician_id', '=', profile.id)
    .executeTakeFirstOrThrow();
  expect((await back.post(`/api/admin/subscriptions/${sub.id}/refund`)).status).toBe(200);
  await tick(60_000);
  await tick(DAY);

  const received = smtp.to(email);
  expect(received.map((mail) => mail.subject).sort()).toEqual(
    [
      'Welcome to Stagecall',
      'Reset your Stagecall password',
      'New message from Priya',
      'You received a £3.00 tip',
      'You received a £5.00 tip',
      '2 new song requests',
      'Last requests of your show: 1 new song request',
      // Subscribed in the trial: told at once when the first payment is taken.
      'You subscribed to Stagecall: your first payment is on 16 March 2026',
      'Your Stagecall receipt: first payment',
      'Your Stagecall subscription has renewed',
      'Your Stagecall renewal payment failed: update your card',
      'Your Stagecall subscription has renewed',
      'Your Stagecall subscription is cancelled',
      'You reactivated your cancelled Stagecall subscription',
      'You reactivated your cancelled Stagecall subscription',
      'Your Stagecall refund',
    ].sort(),
  );
  const body = (subject: string) => received.find((mail) => mail.subject === subject)!.decoded;
  expect(body('Welcome to Stagecall')).toContain('14-day free trial has started');
  expect(body('New message from Priya')).toContain('Would you play our wedding on 12 June? 💍');
  expect(body('2 new song requests')).toContain('Song for Bo · from Bo · £5.00 tip');
  expect(body('2 new song requests')).toContain(`https://stagecall.example/live/${sessionId}`);
  expect(body('Last requests of your show: 1 new song request')).toContain('Zombie · from Cat');
  expect(body('Your Stagecall receipt: first payment')).toContain('£15.00');
  expect(body('Your Stagecall renewal payment failed: update your card')).toContain('We try again on');
  expect(body('Your Stagecall refund')).toContain('We refunded £15.00 to your card');
  for (const mail of received) {
    expect(mail.decoded).toContain('Content-Type: text/plain');
    expect(mail.decoded).toContain('Content-Type: text/html');
  }

  // The fan who asked for a receipt got exactly one, and nobody else got anything.
  expect(smtp.to('bo@example.test').map((mail) => mail.subject)).toEqual([`Your receipt: £5.00 to ${stageName}`]);
  expect(smtp.to('bo@example.test')[0]!.decoded).toContain('Tip: £5.00');
  expect(smtp.to('priya@example.test')).toEqual([]);
  expect(new Set(smtp.mail.flatMap((mail) => mail.to))).toEqual(new Set([email, 'bo@example.test']));
  await expectLedgerConsistent(t.ctx.db);
});
