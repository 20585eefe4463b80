import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { fanRequest, liveShow } from '../../../../test/live-show';
import { connectStripeAccount } from '../../../../test/payouts';
import { startStripeTestApp, stripeEvent, type StripeTestApp } from '../../../../test/stripe-app';
import type { TestApp } from '../../../../test/app';
import type { StripeStandIn } from '../../../../test/stripe-stand-in';
import { earningsMessages } from '../../../shared/earnings';
import { refundMessages } from '../../../shared/earnings/refunds';
import type { RequestCheckout } from '../../../shared/tips';
import { netShare } from './refunds-service';

let app: StripeTestApp;
let standIn: StripeStandIn;
let t: TestApp;
beforeAll(async () => {
  app = await startStripeTestApp();
  ({ standIn, t } = app);
});
afterEach(async () => {
  await expectLedgerConsistent(t.ctx.db);
});
afterAll(async () => {
  await app.close();
});

/** A live musician whose fan paid a tip through Stripe (the webhook delivered). */
async function paidTip(amount: number) {
  const show = await liveShow(t);
  await connectStripeAccount(app, show.client);
  const res = await fanRequest(t, show.session.id, { song_title: 'Fields of Athenry', tip_amount: amount });
  const checkout = ((await res.json()) as { checkout: RequestCheckout }).checkout;
  const intent = standIn.succeed(checkout.payment_id);
  expect((await app.deliver(stripeEvent('payment_intent.succeeded', intent))).status).toBe(200);
  const tip = await t.ctx.db
    .selectFrom('tips')
    .select(['id', 'net_amount'])
    .where('provider_payment_id', '=', intent.id)
    .executeTakeFirstOrThrow();
  return { ...show, paymentId: intent.id, tip };
}

const mails = (prefix: string) =>
  t.ctx.db
    .selectFrom('email_outbox')
    .select(['dedupe_key', 'subject'])
    .where('dedupe_key', 'like', `${prefix}%`)
    // In the order they were queued: the outbox's job updates rows as it sends them, and
    // PostgreSQL then returns an unordered select in another order.
    .orderBy('id')
    .execute();

const earningsOf = async (client: ReturnType<TestApp['client']>) => (await client.get('/api/musicians/earnings')).body;

async function signedInAdmin() {
  const admin = await createAdmin(t.ctx.db);
  const client = t.client();
  expect((await client.post('/api/admin/login', admin.login())).status).toBe(200);
  return client;
}

describe('netShare', () => {
  it('splits any sequence of parts so the shares add up to the net exactly', () => {
    const tip = { amount: 333, net_amount: 316 };
    let before = 0;
    let total = 0;
    for (const cumulative of [1, 2, 100, 101, 250, 333]) {
      const share = netShare(tip, cumulative) - netShare(tip, before);
      expect(share).toBeGreaterThanOrEqual(0);
      total += share;
      before = cumulative;
    }
    expect(total).toBe(316);
    expect(netShare({ amount: 1000, net_amount: 950 }, 1000)).toBe(950);
    expect(netShare({ amount: 1000, net_amount: 950 }, 500)).toBe(475);
  });
});

describe('a tip refunded at Stripe (charge.refunded)', () => {
  it('takes the musician’s share out of the balance, and the refunded money cannot be withdrawn', async () => {
    // The case: £10 and £42 paid, the £10 refunded at Stripe.
    const { client, paymentId, session } = await paidTip(1000);
    const second = await fanRequest(t, session.id, {
      song_title: 'Zombie',
      tip_amount: 4200,
    });
    const checkout = ((await second.json()) as { checkout: RequestCheckout }).checkout;
    await app.deliver(stripeEvent('payment_intent.succeeded', standIn.succeed(checkout.payment_id)));
    expect((await earningsOf(client)).available_for_withdrawal).toBe(950 + 3990);

    const { charge } = standIn.refundFromDashboard(paymentId);
    const event = stripeEvent('charge.refunded', charge);
    expect((await app.deliver(event)).status).toBe(200);
    // Total Tips is net of refunds: the refunded tip's 950 no longer counts.
    expect(await earningsOf(client)).toMatchObject({ available_for_withdrawal: 3990, total_tips_earned: 3990 });
    const tip = await t.ctx.db
      .selectFrom('tips')
      .select('status')
      .where('provider_payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(tip.status).toBe('refunded');

    // The same event again, and a second one for the same charge: nothing further.
    await app.deliver(event);
    await app.deliver(stripeEvent('charge.refunded', charge));
    expect((await earningsOf(client)).available_for_withdrawal).toBe(3990);

    const refused = await client.post('/api/musicians/withdraw', { amount: 4940 });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(earningsMessages.insufficientFunds);
    expect(refused.body.code).toBe('insufficient_funds');
    expect((await client.post('/api/musicians/withdraw', { amount: 3990 })).status).toBe(201);
  });

  it('records partial refunds in proportion; the fee and the share add up to each refund', async () => {
    const { client, paymentId, tip } = await paidTip(1000);
    const first = standIn.refundFromDashboard(paymentId, 300);
    await app.deliver(stripeEvent('charge.refunded', first.charge));
    expect((await earningsOf(client)).available_for_withdrawal).toBe(950 - 285);
    const second = standIn.refundFromDashboard(paymentId, 333);
    // Delivered twice, out of order with the first: each refund counted once.
    await app.deliver(stripeEvent('charge.refunded', second.charge));
    await app.deliver(stripeEvent('charge.refunded', first.charge));
    const refunds = await t.ctx.db
      .selectFrom('tip_refunds')
      .select(['amount', 'fee_amount', 'net_amount'])
      .where('tip_id', '=', tip.id)
      .orderBy('id')
      .execute();
    expect(refunds).toEqual([
      { amount: 300, fee_amount: 15, net_amount: 285 },
      // 633 of 1000 is 601.35 of the net: 601 − 285 = 316.
      { amount: 333, fee_amount: 17, net_amount: 316 },
    ]);
    expect((await earningsOf(client)).available_for_withdrawal).toBe(950 - 285 - 316);
    // One e-mail per refund, however often the webhook came.
    const ids = await t.ctx.db.selectFrom('tip_refunds').select('id').where('tip_id', '=', tip.id).execute();
    for (const { id } of ids) expect(await mails(`tip-refund-${id}`)).toHaveLength(1);
  });
});

describe('the back office’s Refund tip', () => {
  it('refunds through Stripe with an idempotency key; the webhook that follows changes nothing', async () => {
    const { client, paymentId, tip } = await paidTip(2000);
    const admin = await signedInAdmin();
    const res = await admin.post(`/api/admin/tips/${tip.id}/refund`, { amount: 500, reason: 'Song never played' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, refunded: 500, remaining: 1500 });
    const call = standIn.calls.find((c) => c.path === '/v1/refunds' && c.method === 'POST');
    expect(call?.idempotencyKey).toBe(`tip-refund-${tip.id}-0`);
    expect((await earningsOf(client)).available_for_withdrawal).toBe(1900 - 475);
    const row = await t.ctx.db
      .selectFrom('tip_refunds')
      .select(['reason', 'refunded_by'])
      .where('tip_id', '=', tip.id)
      .executeTakeFirstOrThrow();
    expect(row.reason).toBe('Song never played');

    // Stripe's charge.refunded for the same refund arrives afterwards.
    const intent = standIn.intents.get(paymentId)!;
    await app.deliver(
      stripeEvent('charge.refunded', { id: intent.latest_charge, object: 'charge', payment_intent: paymentId }),
    );
    expect((await earningsOf(client)).available_for_withdrawal).toBe(1900 - 475);

    const tooMuch = await admin.post(`/api/admin/tips/${tip.id}/refund`, { amount: 1501, reason: 'x' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toBe(refundMessages.tooMuch(1500));
    expect(tooMuch.body.code).toBe('refund_too_much');
    const noReason = await admin.post(`/api/admin/tips/${tip.id}/refund`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toBe(refundMessages.reasonRequired);

    // The rest, by two admins at once: one refund of 1500.
    const [a, b] = await Promise.all([
      admin.post(`/api/admin/tips/${tip.id}/refund`, { reason: 'Fan asked twice' }),
      admin.post(`/api/admin/tips/${tip.id}/refund`, { reason: 'Fan asked twice' }),
    ]);
    // Which admin's call settles first is a race: the other either finds the same refund (200)
    // or, once it is recorded, is told it is already refunded (409). Either way, one refund.
    expect([a.status, b.status]).toContain(200);
    for (const late of [a, b].filter((res) => res.status !== 200)) {
      expect(late.status).toBe(409);
      expect(late.body.error).toBe(refundMessages.alreadyRefunded);
      expect(late.body.code).toBe('already_refunded');
    }
    expect(await t.ctx.db.selectFrom('tip_refunds').select('amount').where('tip_id', '=', tip.id).execute()).toEqual([
      { amount: 500 },
      { amount: 1500 },
    ]);
    expect((await earningsOf(client)).available_for_withdrawal).toBe(0);
    const again = await admin.post(`/api/admin/tips/${tip.id}/refund`, { reason: 'again' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(refundMessages.alreadyRefunded);
    expect(again.body.code).toBe('already_refunded');
  });

  it('is for admins only, and answers 404 for a tip that does not exist', async () => {
    const { client, tip } = await paidTip(700);
    expect((await client.post(`/api/admin/tips/${tip.id}/refund`, { reason: 'mine' })).status).toBe(401);
    const admin = await signedInAdmin();
    expect((await admin.post('/api/admin/tips/999999/refund', { reason: 'none' })).status).toBe(404);
  });

  it('lets the balance go below zero after money was withdrawn, and refuses withdrawals until it recovers', async () => {
    const { client, tip } = await paidTip(1000);
    expect((await client.post('/api/musicians/withdraw', { amount: 900 })).status).toBe(201);
    const admin = await signedInAdmin();
    expect((await admin.post(`/api/admin/tips/${tip.id}/refund`, { reason: 'Chargeback risk' })).status).toBe(200);
    expect((await earningsOf(client)).available_for_withdrawal).toBe(50 - 950);
    const refused = await client.post('/api/musicians/withdraw', { amount: 500 });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(earningsMessages.negativeBalance(-900));
    expect(refused.body.code).toBe('insufficient_funds');
  });
});

describe('disputes (charge.dispute.*)', () => {
  it('holds the disputed share while open and releases it when won; replays change nothing', async () => {
    const { client, paymentId } = await paidTip(1000);
    const dispute = standIn.openDispute(paymentId);
    const created = stripeEvent('charge.dispute.created', dispute);
    await app.deliver(created);
    await app.deliver(created);
    expect((await earningsOf(client)).available_for_withdrawal).toBe(0);
    expect((await client.post('/api/musicians/withdraw', { amount: 500 })).status).toBe(400);

    const won = stripeEvent('charge.dispute.closed', standIn.setDisputeStatus(dispute.id, 'won'));
    await app.deliver(won);
    await app.deliver(won);
    // A late 'updated' event (sent while it was open) cannot re-open it.
    await app.deliver(stripeEvent('charge.dispute.updated', { ...dispute, status: 'under_review' }));
    expect((await earningsOf(client)).available_for_withdrawal).toBe(950);
    const row = await t.ctx.db
      .selectFrom('tip_disputes')
      .select(['status', 'net_amount'])
      .where('provider_dispute_id', '=', dispute.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'won', net_amount: 950 });
    const held = await t.ctx.db
      .selectFrom('tip_disputes')
      .select('id')
      .where('provider_dispute_id', '=', dispute.id)
      .executeTakeFirstOrThrow();
    expect((await mails(`dispute-${held.id}-`)).map((m) => m.subject)).toEqual([
      'A fan’s bank disputed a tip',
      'A tip dispute was decided in your favour',
    ]);
  });

  it('keeps the money gone when lost, even when the close arrives before the open', async () => {
    const { client, paymentId } = await paidTip(1000);
    const dispute = standIn.openDispute(paymentId, 600);
    const lost = standIn.setDisputeStatus(dispute.id, 'lost');
    await app.deliver(stripeEvent('charge.dispute.closed', lost));
    await app.deliver(stripeEvent('charge.dispute.created', dispute));
    expect((await earningsOf(client)).available_for_withdrawal).toBe(950 - 570);
    const kinds = await t.ctx.db
      .selectFrom('ledger_entries')
      .innerJoin('tip_disputes', 'tip_disputes.id', 'ledger_entries.dispute_id')
      .select(['entry_type', 'ledger_entries.amount'])
      .where('provider_dispute_id', '=', dispute.id)
      .orderBy('ledger_entries.id')
      .execute();
    expect(kinds).toEqual([
      { entry_type: 'dispute_held', amount: -570 },
      { entry_type: 'dispute_lost', amount: 0 },
    ]);
  });
});
