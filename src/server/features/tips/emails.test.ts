import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { fanRequest, liveShow, paidRequest, payCheckout } from '../../../../test/live-show';
import { mailTestApp } from '../../../../test/mail-app';
import type { TestSmtp } from '../../../../test/smtp';
import type { RequestCheckout } from '../../../shared/tips';
import { fanReceiptMessages } from '../../../shared/tips/fan-receipt';

/** A fan's receipt, to the address typed on the request page. */
const mail = mailTestApp('2026-11-20T20:00:00Z');
const { deliver } = mail;
let t: TestApp;
let smtp: TestSmtp;
beforeAll(() => ({ t, smtp } = mail));
afterEach(async () => {
  await expectLedgerConsistent(t.ctx.db);
});

const receiptTo = (checkout: RequestCheckout, email: string | null) =>
  t.client().put(`/api/request-checkouts/${checkout.id}/receipt-email`, { receipt_email: email });
const subjects = (email: string) => smtp.to(email).map((m) => m.subject);

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
    expect((await payCheckout(t, checkout)).status).toBe(200);
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
    const after = await paidRequest(t, show.session.id, 100);
    expect((await payCheckout(t, after)).status).toBe(200);
    expect((await receiptTo(after, 'after@example.test')).status).toBe(200);
    expect((await receiptTo(after, 'after@example.test')).status).toBe(200);

    const racing = await paidRequest(t, show.session.id, 100);
    await Promise.all([
      payCheckout(t, racing),
      receiptTo(racing, 'racing@example.test'),
      receiptTo(racing, 'racing@example.test'),
    ]);
    await deliver();
    expect(subjects('after@example.test')).toHaveLength(1);
    expect(subjects('racing@example.test')).toHaveLength(1);
  });

  it('refuses a bad address, an unknown checkout and a payment that failed, changing nothing', async () => {
    const show = await liveShow(t, 'The Lamb');
    const checkout = await paidRequest(t, show.session.id, 100);
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
