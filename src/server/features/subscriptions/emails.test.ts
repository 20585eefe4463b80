import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { createMusician } from '../../../../test/factories';
import { mailTestApp } from '../../../../test/mail-app';
import { completeProfile, signedInMusician } from '../../../../test/musician-client';
import type { TestSmtp } from '../../../../test/smtp';
import { CHANGE_OF_MIND_MS, queueSubscriptionEmail, type SubscriptionEmailKind } from './emails';

const mail = mailTestApp();
const { clock, job, deliver, setToggle, outboxOf } = mail;
let t: TestApp;
let smtp: TestSmtp;
beforeAll(() => ({ t, smtp } = mail));

describe('trial ending', () => {
  it('warns 3 days and 1 day before the end, once each', async () => {
    clock.set('2026-07-01T12:00:00.000Z');
    const m = await createMusician(t.ctx.db);
    await t.ctx.db
      .updateTable('subscriptions')
      .set({ status: 'trial', trial_ends_at: '2026-07-06T12:00:00.000Z' })
      .where('musician_id', '=', m.profileId)
      .execute();
    const trial = job('email-trial-ending');
    await trial();
    expect(await outboxOf(m.email)).toEqual([]);
    clock.set('2026-07-03T13:00:00.000Z');
    await trial();
    await trial();
    clock.set('2026-07-05T13:00:00.000Z');
    await trial();
    await trial();
    clock.set('2026-07-06T13:00:00.000Z');
    await trial();
    await deliver();
    // One batch: the order of arrival is not part of the contract (PostgreSQL's UPDATE … RETURNING has none).
    expect(
      smtp
        .to(m.email)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(['Your Stagecall trial ends in 3 days', 'Your Stagecall trial ends tomorrow']);
  });
});

describe('the end of a trial', () => {
  it('tells a musician with a saved card what happens instead of asking them to choose a plan', async () => {
    clock.set('2026-08-01T12:00:00.000Z');
    const m = await createMusician(t.ctx.db);
    await t.ctx.db
      .updateTable('subscriptions')
      .set({ trial_ends_at: '2026-08-03T12:00:00.000Z', has_payment_method: 1, payment_method_last4: '4242' })
      .where('musician_id', '=', m.profileId)
      .execute();
    await job('email-trial-ending')();
    await deliver();
    const [mail] = smtp.to(m.email);
    expect(mail?.decoded).toContain('Your card ending 4242 then starts the monthly plan at £15.00 a month');
    expect(mail?.decoded).not.toContain('Choose a plan');
  });

  it('mails a trial that ended without a card once, and not one that had a card', async () => {
    clock.set('2026-09-01T12:00:00.000Z');
    const ended = await createMusician(t.ctx.db);
    const withCard = await createMusician(t.ctx.db);
    for (const [m, card] of [
      [ended, 0],
      [withCard, 1],
    ] as const) {
      await t.ctx.db
        .updateTable('subscriptions')
        .set({ trial_ends_at: '2026-09-01T13:00:00.000Z', has_payment_method: card })
        .where('musician_id', '=', m.profileId)
        .execute();
    }
    const expired = job('email-trial-expired');
    await expired();
    expect(await outboxOf(ended.email)).toEqual([]);
    clock.set('2026-09-01T13:05:00.000Z');
    await Promise.all([expired(), expired()]);
    clock.set('2026-09-03T13:05:00.000Z');
    await expired();
    await deliver();
    expect(smtp.to(ended.email).map((mail) => mail.subject)).toEqual(['Your Stagecall trial has ended']);
    expect(smtp.to(withCard.email).map((mail) => mail.subject)).not.toContain('Your Stagecall trial has ended');
  });
});

describe('subscription e-mails', () => {
  it('sends each kind once, even when reported twice', async () => {
    const m = await createMusician(t.ctx.db);
    const kinds: [SubscriptionEmailKind, string][] = [
      ['subscription_renewed', 'Your Stagecall subscription has renewed'],
      ['subscription_renewal_failed', 'Your Stagecall renewal payment failed: update your card'],
      ['subscription_cancelled', 'Your Stagecall subscription is cancelled'],
      ['subscription_lapsed', 'Your Stagecall subscription has ended'],
    ];
    for (const [kind] of kinds) {
      for (let i = 0; i < 2; i++) {
        await t.ctx.db.transaction().execute((trx) =>
          queueSubscriptionEmail(trx, t.ctx, m.profileId, kind, {
            amountPence: 999,
            plan: 'monthly',
            periodEnd: '2026-08-01T00:00:00.000Z',
            reason: 'Your card was declined <script>',
            dedupeKey: 'payment-1',
          }),
        );
      }
    }
    // A cancellation waits a few minutes in case the musician takes it back; it is still cancelled here.
    await t.ctx.db
      .updateTable('subscriptions')
      .set({ status: 'cancelling' })
      .where('musician_id', '=', m.profileId)
      .execute();
    clock.advance(CHANGE_OF_MIND_MS);
    await deliver();
    // The worker sends in parallel: the order of arrival is not part of the contract.
    const received = smtp.to(m.email);
    expect(received.map((mail) => mail.subject).sort()).toEqual(kinds.map(([, subject]) => subject).sort());
    const bySubject = (subject: string) => received.find((mail) => mail.subject === subject)?.decoded;
    expect(bySubject('Your Stagecall subscription has renewed')).toContain('£9.99');
    expect(bySubject('Your Stagecall renewal payment failed: update your card')).toContain('declined &lt;script&gt;');
  });
});

describe('subscription e-mails from real renewals', () => {
  const card = (number: string) => ({ card_number: number, expiry: '12/39', cvc: '123' });
  async function subscriber(cardNumber: string) {
    const signed = await signedInMusician(t, { profile: completeProfile });
    // Billing e-mails are records of the musician's own money: the toggles do not stop them.
    await setToggle(signed.m.profileId, { email_new_requests: 0, email_payment_received: 0, email_gig_reminders: 0 });
    await t.ctx.db
      .updateTable('subscriptions')
      .set({ trial_ends_at: new Date(clock.now().getTime() + 2 * 86_400_000).toISOString() })
      .where('musician_id', '=', signed.m.profileId)
      .execute();
    const checkout = await signed.client.post('/api/musicians/subscription/create-checkout', { plan: 'monthly' });
    const id = (checkout.body.checkout_url as string).split('/').pop();
    expect((await signed.client.post(`/api/subscriptions/local-checkout/${id}/confirm`, card(cardNumber))).status).toBe(
      200,
    );
    return signed;
  }

  it('a receipt, a cancellation, failed renewals and the lapse reach the musician over SMTP once each', async () => {
    const paying = await subscriber('4242424242424242');
    const failing = await subscriber('4000000000000341');
    const renew = job('subscription-renewals');
    clock.advance(2 * 86_400_000 + 1000);
    await Promise.all([renew(), renew(), renew()]);
    expect((await paying.client.post('/api/musicians/subscription/cancel')).status).toBe(200);
    clock.advance(86_400_000);
    await renew();
    clock.advance(3 * 86_400_000);
    await renew();
    await renew();
    clock.advance(CHANGE_OF_MIND_MS);
    await deliver();
    // Subscribed in the trial, each was told first when the first payment would be taken.
    for (const who of [paying, failing]) {
      expect(smtp.to(who.m.email).map((mail) => mail.subject)).toContainEqual(
        expect.stringMatching(/^You subscribed to Stagecall: your first payment is on \d+ \w+ 2026$/),
      );
    }
    const subjects = (email: string) =>
      smtp
        .to(email)
        .map((mail) => mail.subject)
        .filter((subject) => !subject.startsWith('You subscribed'))
        .sort();
    // The first charge after the trial is the first payment's receipt, not a renewal.
    expect(subjects(paying.m.email)).toEqual([
      'Your Stagecall receipt: first payment',
      'Your Stagecall subscription is cancelled',
    ]);
    expect(smtp.to(paying.m.email).find((mail) => mail.subject.endsWith('first payment'))?.decoded).toContain('£15.00');
    expect(subjects(failing.m.email)).toEqual(
      [
        // Still the plan's first payment at the retry.
        'Your trial has ended and your first Stagecall payment failed: update your card',
        'Your trial has ended and your first Stagecall payment failed: update your card',
        'Your Stagecall subscription has ended',
      ].sort(),
    );
    // Each failure says what to do and when the card is tried again.
    expect(smtp.to(failing.m.email).find((mail) => mail.subject.startsWith('Your trial has ended'))?.decoded).toContain(
      'What to do: add a working card in Settings, Subscription. We try again on',
    );
  });
});
