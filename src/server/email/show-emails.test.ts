import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { expectLedgerConsistent } from '../../../test/ledger';
import { fanRequest, liveShow } from '../../../test/live-show';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import type { RequestCheckout } from '../../shared/tips';
import { createTestClock } from '../clock';
import { backgroundJobs } from '../jobs/background-jobs';
import { deliverDueEmails } from './worker';
import { NEW_REQUESTS_EMAIL_GAP_MS } from './show-digests';

/** Payment received (per payment or per show), the show's digests, fans' receipts. */
const clock = createTestClock('2026-11-20T20:00:00Z');
let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://stagecall.example' } });
});
afterEach(async () => {
  await expectLedgerConsistent(t.ctx.db);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const deliver = () => deliverDueEmails(t.ctx, () => undefined);
const digestJob = () => backgroundJobs.find((job) => job.name === 'email-new-requests')!.run(t.ctx);

async function paidRequest(
  sessionId: number,
  tip: number,
  fields: { song_title?: string; fan_name?: string; message?: string } = {},
): Promise<RequestCheckout> {
  const res = await fanRequest(t, sessionId, {
    song_title: 'Galway Girl',
    fan_name: 'Aoife',
    ...fields,
    tip_amount: tip,
  });
  expect(res.status).toBe(202);
  return ((await res.json()) as { checkout: RequestCheckout }).checkout;
}

const pay = (checkout: RequestCheckout, card = '4242424242424242') =>
  t.client().post(`/api/payments/local/${checkout.payment_id}/confirm`, {
    client_secret: checkout.client_secret,
    card_number: card,
    expiry: '12/39',
    cvc: '123',
  });

const receiptTo = (checkout: RequestCheckout, email: string | null) =>
  t.client().put(`/api/request-checkouts/${checkout.id}/receipt-email`, { receipt_email: email });

const subjects = (email: string) => smtp.to(email).map((mail) => mail.subject);

describe('payment received', () => {
  it('mails each paid request once, with the song and the fan, in the payment’s own transaction', async () => {
    const show = await liveShow(t, 'The Crown 🎤');
    const checkout = await paidRequest(show.session.id, 300, { fan_name: 'Zoë 🎸' });
    expect((await pay(checkout)).status).toBe(200);
    expect((await pay(checkout)).status).toBe(409);
    await deliver();
    await deliver();
    expect(subjects(show.musician.email)).toEqual(['You received a £3.00 tip']);
    const mail = smtp.to(show.musician.email)[0]!.decoded;
    expect(mail).toContain('Zoë 🎸 just tipped you £3.00.');
    expect(mail).toContain('Galway Girl');
    expect(mail).toContain('"Payment received" is on in Settings, Notifications');
  });

  it('comes as one e-mail per show, when the show ends, for a musician who chose that', async () => {
    const show = await liveShow(t, 'The Anchor');
    const settings = await show.client.put('/api/musicians/notification-settings', {
      email_new_requests: false,
      email_payment_received: true,
      email_gig_reminders: true,
      email_marketing: false,
      payment_email_digest: true,
    });
    expect(settings.status).toBe(200);
    expect((await show.client.get('/api/musicians/profile')).body.payment_email_digest).toBe(true);
    for (const [tip, fan] of [
      [200, 'Ann'],
      [500, 'Bo'],
    ] as const) {
      expect((await pay(await paidRequest(show.session.id, tip, { fan_name: fan }))).status).toBe(200);
    }
    await digestJob();
    await deliver();
    expect(subjects(show.musician.email)).toEqual([]);
    expect((await show.client.post(`/api/sessions/live/${show.session.id}/end`)).status).toBe(200);
    await Promise.all([digestJob(), digestJob()]);
    await digestJob();
    await deliver();
    expect(subjects(show.musician.email)).toEqual(['Your show at The Anchor earned £7.00']);
    const text = smtp.to(show.musician.email)[0]!.decoded;
    expect(text).toContain('£2.00 from Ann for Galway Girl');
    expect(text).toContain('£5.00 from Bo for Galway Girl');
  });
});

describe('the new-requests digest', () => {
  it('lists song, fan, message and tip, links to the live manager, and sends a last one when the show ends', async () => {
    const show = await liveShow(t, 'The Harbour');
    await show.client.put('/api/musicians/notification-settings', {
      email_new_requests: true,
      email_payment_received: false,
      email_gig_reminders: true,
      email_marketing: false,
    });
    clock.advance(1000);
    expect((await pay(await paidRequest(show.session.id, 400, { message: 'For my mum 💐' }))).status).toBe(200);
    await digestJob();
    await deliver();
    const first = smtp.to(show.musician.email);
    expect(first.map((m) => m.subject)).toEqual(['1 new song request']);
    expect(first[0]!.decoded).toContain('Galway Girl · from Aoife · £4.00 tip · “For my mum 💐”');
    expect(first[0]!.decoded).toContain(`https://stagecall.example/live/${show.session.id}`);
    expect(first[0]!.decoded).not.toContain('/manager');

    // A request after the last digest, then the show ends within the ten minutes.
    clock.advance(60_000);
    const free = await fanRequest(t, show.session.id, { song_title: 'Zombie', fan_name: 'Cat' });
    expect(free.status).toBe(201);
    await digestJob();
    await deliver();
    expect(smtp.to(show.musician.email)).toHaveLength(1);
    clock.advance(60_000);
    expect((await show.client.post(`/api/sessions/live/${show.session.id}/end`)).status).toBe(200);
    await Promise.all([digestJob(), digestJob()]);
    clock.advance(NEW_REQUESTS_EMAIL_GAP_MS);
    await digestJob();
    await deliver();
    const all = smtp.to(show.musician.email);
    expect(all.map((m) => m.subject)).toEqual(['1 new song request', 'Last requests of your show: 1 new song request']);
    expect(all[1]!.decoded).toContain('Zombie · from Cat');
    expect(all[1]!.decoded).toContain(`https://stagecall.example/shows/${show.session.id}`);
  });
});
