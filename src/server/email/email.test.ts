import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { fanRequest, liveShow } from '../../../test/live-show';
import { startSmtpCapture } from '../../../test/smtp-capture';
import { createTestClock } from '../clock';
import type { RequestCheckout } from '../../shared/tips';
import { deliverOutbox, MAX_ATTEMPTS } from './worker';
import { queueEmail } from './outbox';

/** The bodies as a mail client shows them (soft line breaks joined, =XX bytes decoded). */
function decodeQuotedPrintable(raw: string): string {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const body = rest
    .join('\r\n\r\n')
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replace(/=/g, ''), 'hex').toString('utf8'));
  return `${head}\r\n\r\n${body}`;
}

const clock = createTestClock('2026-11-20T20:00:00Z');
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Stagecall <mail@stagecall.test>' } });
});
beforeEach(async () => {
  smtp.received.length = 0;
  await t.ctx.db.deleteFrom('email_outbox').execute();
  await t.ctx.db.updateTable('platform_settings').set({ email_notifications_enabled: 1 }).execute();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function paidTip(show: Awaited<ReturnType<typeof liveShow>>, amount: number, fanName: string | null) {
  const res = await fanRequest(t, show.session.id, {
    song_title: 'Galway <Girl>',
    fan_name: fanName,
    tip_amount: amount,
  });
  const { checkout } = (await res.json()) as { checkout: RequestCheckout };
  const paid = await t.client().post(`/api/payments/local/${checkout.payment_id}/confirm`, {
    client_secret: checkout.client_secret,
    card_number: '4242424242424242',
    expiry: '12/30',
    cvc: '123',
  });
  expect(paid.body.checkout.status).toBe('completed');
}

describe('the payment received e-mail', () => {
  it("is queued with the tip and delivered over SMTP once, with the fan's words escaped in HTML", async () => {
    const show = await liveShow(t);
    await paidTip(show, 500, '<b>Aoife</b> 🎉');
    expect(await deliverOutbox(t.ctx)).toEqual({ sent: 1, failed: 0 });
    expect(await deliverOutbox(t.ctx)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([show.musician.email]);
    expect(mail!.from).toBe('mail@stagecall.test');
    const decoded = decodeQuotedPrintable(mail!.raw);
    expect(decoded).toContain('Subject: =?UTF-8?Q?You_received_=C2=A35=2E00_on_Stagecall?=');
    // Plain text as typed; HTML escaped, so a fan's markup cannot style or link anything.
    expect(decoded).toContain('<b>Aoife</b> 🎉 tipped you £5.00 with a request for “Galway <Girl>”.');
    expect(decoded).toContain(
      '<p>&lt;b&gt;Aoife&lt;/b&gt; 🎉 tipped you £5.00 with a request for “Galway &lt;Girl&gt;”.</p>',
    );
    expect(decoded).toContain('£4.75 has been added to your available balance');
  });

  it("respects the musician's setting and the platform's e-mail switch", async () => {
    const show = await liveShow(t);
    const settings = {
      email_new_requests: true,
      email_payment_received: false,
      email_gig_reminders: true,
      email_marketing: false,
    };
    expect((await show.client.put('/api/musicians/notification-settings', settings)).status).toBe(200);
    await paidTip(show, 300, null);
    const other = await liveShow(t);
    await t.ctx.db.updateTable('platform_settings').set({ email_notifications_enabled: 0 }).execute();
    await paidTip(other, 300, null);
    expect(await t.ctx.db.selectFrom('email_outbox').select('id').execute()).toEqual([]);
  });

  it('retries a refused message with a doubling wait, and gives up after the last attempt', async () => {
    await queueEmail(
      t.ctx.db,
      { to: 'busy@example.test', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>', kind: 'test' },
      clock.now().toISOString(),
    );
    smtp.refuse(1);
    expect(await deliverOutbox(t.ctx)).toEqual({ sent: 0, failed: 1 });
    // Not due again until a minute has passed.
    expect(await deliverOutbox(t.ctx)).toEqual({ sent: 0, failed: 0 });
    clock.advance(61_000);
    expect(await deliverOutbox(t.ctx)).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['busy@example.test']]);

    await queueEmail(
      t.ctx.db,
      { to: 'never@example.test', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>', kind: 'test' },
      clock.now().toISOString(),
    );
    smtp.refuse(MAX_ATTEMPTS);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      await deliverOutbox(t.ctx);
      clock.advance(24 * 3600_000);
    }
    const row = await t.ctx.db
      .selectFrom('email_outbox')
      .select(['status', 'attempts', 'error'])
      .where('to_address', '=', 'never@example.test')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(row.error).toContain('Mailbox busy');
  });

  it('never sends a message twice when several workers run at once', async () => {
    for (let i = 0; i < 10; i += 1) {
      await queueEmail(
        t.ctx.db,
        { to: `fan${i}@example.test`, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>', kind: 'test' },
        clock.now().toISOString(),
      );
    }
    const runs = await Promise.all(Array.from({ length: 5 }, () => deliverOutbox(t.ctx)));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(10);
    expect(smtp.received).toHaveLength(10);
  });
});
