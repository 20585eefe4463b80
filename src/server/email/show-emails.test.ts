import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { expectLedgerConsistent } from '../../../test/ledger';
import { fanRequest, liveShow } from '../../../test/live-show';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { fanReceiptMessages } from '../../shared/tips/fan-receipt';
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

describe('fan receipts', () => {
  it('go to the address typed before paying, with the request price and the tip apart', async () => {
    const show = await liveShow(t, 'The Swan');
    expect(
      (
        await show.client.put('/api/musicians/pricing', {
          custom_pricing_enabled: true,
          default_request_price: 300,
          premium_request_price: 750,
          suggested_tip_amounts: '£1,£2',
        })
      ).status,
    ).toBe(200);
    const res = await fanRequest(t, show.session.id, { song_title: 'Wonderwall', tip_amount: 200, premium: true });
    const checkout = ((await res.json()) as { checkout: RequestCheckout }).checkout;
    const fan = `fan-${'x'.repeat(60)}@example.test`;
    expect((await receiptTo(checkout, `  ${fan.toUpperCase()} `)).status).toBe(200);
    expect((await pay(checkout)).status).toBe(200);
    await deliver();
    // The price is held until the request is played (decision 036): the receipt says so.
    expect(subjects(fan)).toEqual([`Your receipt: £9.50 held for ${show.musician.user.name}`]);
    const text = smtp.to(fan)[0]!.decoded;
    for (const line of [
      "Request price: £7.50 held — you pay only if it's played",
      'Tip: £2.00',
      'Held on your card: £9.50',
      'Song: Wonderwall',
      `Reference: ${checkout.id}`,
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain('Questions about this payment? Write to support@stagecall.local');
    // The address is used for the receipt only: it appears nowhere else in the outbox.
    const rows = await t.ctx.db.selectFrom('email_outbox').select('kind').where('to_address', '=', fan).execute();
    expect(rows).toEqual([{ kind: 'fan_receipt' }]);
  });

  it('is sent once whether the address comes before, during or after the payment', async () => {
    const show = await liveShow(t, 'The Bell');
    const after = await paidRequest(show.session.id, 100);
    expect((await pay(after)).status).toBe(200);
    expect((await receiptTo(after, 'after@example.test')).status).toBe(200);
    expect((await receiptTo(after, 'after@example.test')).status).toBe(200);

    const racing = await paidRequest(show.session.id, 100);
    await Promise.all([
      pay(racing),
      receiptTo(racing, 'racing@example.test'),
      receiptTo(racing, 'racing@example.test'),
    ]);
    await deliver();
    expect(subjects('after@example.test')).toHaveLength(1);
    expect(subjects('racing@example.test')).toHaveLength(1);
  });

  it('refuses a bad address, an unknown checkout and a payment that failed, changing nothing', async () => {
    const show = await liveShow(t, 'The Lamb');
    const checkout = await paidRequest(show.session.id, 100);
    const bad = await receiptTo(checkout, 'not an address');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(fanReceiptMessages.invalid);
    expect((await t.client().put('/api/request-checkouts/nope/receipt-email', { receipt_email: null })).status).toBe(
      404,
    );
    expect((await receiptTo(checkout, '')).status).toBe(200);
    await t.ctx.db
      .updateTable('request_checkouts')
      .set({ status: 'failed' })
      .where('public_id', '=', checkout.id)
      .execute();
    const failed = await receiptTo(checkout, 'late@example.test');
    expect(failed.status).toBe(409);
    expect(failed.body.error).toBe(fanReceiptMessages.notPaid);
    expect(failed.body.code).toBe('tip_not_paid');
    const stored = await t.ctx.db
      .selectFrom('request_checkouts')
      .select('receipt_email')
      .where('public_id', '=', checkout.id)
      .executeTakeFirstOrThrow();
    expect(stored.receipt_email).toBeNull();
  });
});
