import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/app';
import { createAdmin } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { fanRequest, liveShow } from '../../../../test/live-show';
import { connectStripeAccount } from '../../../../test/payouts';
import { connectEvent, startStripeTestApp, stripeEvent, type StripeTestApp } from '../../../../test/stripe-app';
import type { StripeStandIn } from '../../../../test/stripe-stand-in';
import { payoutMessages } from '../../../shared/earnings/payouts';
import type { RequestCheckout } from '../../../shared/tips';

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

async function signedInAdmin() {
  const admin = await createAdmin(t.ctx.db);
  const client = t.client();
  expect((await client.post('/api/admin/login', admin.login())).status).toBe(200);
  return client;
}

/** Onboarded through Stripe, tipped £20 (1900 net), and asking to withdraw `amount`. */
async function withdrawingMusician(amount: number) {
  const show = await liveShow(t);
  const accountId = await connectStripeAccount(app, show.client);
  const res = await fanRequest(t, show.session.id, { song_title: 'Whiskey in the Jar', tip_amount: 2000 });
  const checkout = ((await res.json()) as { checkout: RequestCheckout }).checkout;
  await app.deliver(stripeEvent('payment_intent.succeeded', standIn.succeed(checkout.payment_id)));
  const withdrawn = await show.client.post('/api/musicians/withdraw', { amount });
  expect(withdrawn.status, withdrawn.text).toBe(201);
  return { ...show, accountId, withdrawalId: withdrawn.body.withdrawal.id as number };
}

const withdrawalOf = async (client: ReturnType<TestApp['client']>, id: number) =>
  ((await client.get('/api/musicians/withdrawals')).body.withdrawals as { id: number }[]).find((w) => w.id === id) as
    Record<string, unknown> | undefined;

/** The money e-mails queued for a withdrawal, by stage (each must be there once). */
const mailsOf = async (withdrawalId: number) =>
  (
    await t.ctx.db
      .selectFrom('email_outbox')
      .select(['dedupe_key', 'subject'])
      .where('dedupe_key', 'like', `withdrawal-${withdrawalId}-%`)
      .orderBy('id')
      .execute()
  ).map((row) => row.dedupe_key!.replace(`withdrawal-${withdrawalId}-`, ''));

const transfersOf = (withdrawalId: number) =>
  [...standIn.transfers.values()].filter((tr) => tr.metadata.withdrawal_id === String(withdrawalId));
const payoutsOf = (withdrawalId: number) =>
  [...standIn.payouts.values()].filter((po) => po.metadata.withdrawal_id === String(withdrawalId));

describe('Stripe Connect onboarding', () => {
  it('creates one Express account, links to onboarding, and keeps its state from account.updated', async () => {
    const show = await liveShow(t);
    expect((await show.client.get('/api/musicians/payout-account')).body).toMatchObject({
      provider: 'stripe',
      connected: false,
      payouts_enabled: false,
    });
    const first = await show.client.post('/api/musicians/payout-account/onboarding');
    const second = await show.client.post('/api/musicians/payout-account/onboarding');
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/e\/acct_/);
    const creates = standIn.calls.filter((c) => c.method === 'POST' && c.path === '/v1/accounts');
    const mine = creates.filter((c) => c.idempotencyKey === creates.at(-1)!.idempotencyKey);
    expect(mine.length).toBe(1);
    expect(second.body.url).not.toBe(first.body.url);
    const accountId = /(acct_[^/]+)/.exec(first.body.url as string)![1]!;
    expect(standIn.accounts.get(accountId)).toMatchObject({
      type: 'express',
      settings: { payouts: { schedule: { interval: 'manual' } } },
    });

    // Not finished yet: Withdraw says what is missing.
    const view = (await show.client.get('/api/musicians/payout-account')).body;
    expect(view).toMatchObject({ connected: true, details_submitted: false, payouts_enabled: false });
    expect(view.requirements_due).toContain('external_account');
    const refused = await show.client.post('/api/musicians/withdraw', { amount: 500 });
    expect(refused.status).toBe(400);

    // A forged Connect event is refused; a real one (replayed) re-reads the account.
    const account = standIn.completeOnboarding(accountId);
    const event = connectEvent('account.updated', account, accountId);
    expect((await app.deliverConnect(event, 'whsec_wrong')).status).toBe(400);
    expect((await app.deliverConnect(event)).status).toBe(200);
    expect((await app.deliverConnect(event)).status).toBe(200);
    expect((await show.client.get('/api/musicians/payout-account')).body).toMatchObject({
      payouts_enabled: true,
      requirements_due: [],
      bank_last4: '2345',
    });
  });
});

describe('a Stripe withdrawal', () => {
  it('is transferred on approval, paid out, and paid when the bank says so; replays change nothing', async () => {
    const { client, accountId, withdrawalId } = await withdrawingMusician(1500);
    expect(await withdrawalOf(client, withdrawalId)).toMatchObject({ stage: 'requested', status: 'pending' });
    const admin = await signedInAdmin();
    expect((await admin.post(`/api/admin/withdrawals/${withdrawalId}/approve`)).status).toBe(200);

    const [transfer] = transfersOf(withdrawalId);
    expect(transfer).toMatchObject({ amount: 1500, currency: 'gbp', destination: accountId });
    const transferCall = standIn.calls.find((c) => c.path === '/v1/transfers' && c.method === 'POST');
    expect(transferCall?.idempotencyKey).toMatch(/^withdrawal-\d+-transfer$/);
    const [payout] = payoutsOf(withdrawalId);
    expect(payout).toMatchObject({ amount: 1500, account: accountId, status: 'pending' });
    expect(await withdrawalOf(client, withdrawalId)).toMatchObject({ stage: 'sent', reference: transfer!.id });
    const listed = (await admin.get('/api/admin/withdrawals')).body.withdrawals.find(
      (w: { id: number }) => w.id === withdrawalId,
    );
    expect(listed).toMatchObject({ stage: 'sent', reference: transfer!.id });

    // An out-of-date event (the payout as it was when created) changes nothing.
    await app.deliverConnect(connectEvent('payout.updated', payout!, accountId));
    expect(await withdrawalOf(client, withdrawalId)).toMatchObject({ stage: 'sent' });

    const paid = connectEvent('payout.paid', standIn.settlePayout(payout!.id, 'paid'), accountId);
    expect((await app.deliverConnect(paid)).status).toBe(200);
    await app.deliverConnect(paid);
    await app.deliverConnect(connectEvent('payout.paid', payout!, accountId));
    expect(await withdrawalOf(client, withdrawalId)).toMatchObject({ stage: 'paid', status: 'approved' });
    expect((await client.get('/api/musicians/earnings')).body).toMatchObject({
      available_for_withdrawal: 400,
      total_withdrawn: 1500,
    });
    expect(transfersOf(withdrawalId)).toHaveLength(1);
    expect(await mailsOf(withdrawalId)).toEqual(['approved', 'sent', 'paid']);
  });

  it('returns the funds once when the payout fails: the transfer is reversed first', async () => {
    const { client, accountId, withdrawalId } = await withdrawingMusician(1000);
    const admin = await signedInAdmin();
    await admin.post(`/api/admin/withdrawals/${withdrawalId}/approve`);
    const [payout] = payoutsOf(withdrawalId);
    const failed = connectEvent('payout.failed', standIn.settlePayout(payout!.id, 'failed'), accountId);
    // Delivered three times, twice at once.
    await Promise.all([app.deliverConnect(failed), app.deliverConnect(failed)]);
    await app.deliverConnect(connectEvent('payout.failed', payout!, accountId));
    const [transfer] = transfersOf(withdrawalId);
    expect(transfer).toMatchObject({ reversed: true, amount_reversed: 1000 });
    const reversals = standIn.calls.filter((c) => c.path.endsWith('/reversals'));
    expect(new Set(reversals.map((c) => c.idempotencyKey))).toEqual(new Set([`withdrawal-${withdrawalId}-reversal`]));
    // The platform's own transfer.reversed event changes nothing further.
    await app.deliver(stripeEvent('transfer.reversed', transfer!));
    expect(await withdrawalOf(client, withdrawalId)).toMatchObject({
      stage: 'failed',
      status: 'rejected',
      failure_reason: 'The bank account has been closed.',
    });
    expect((await client.get('/api/musicians/earnings')).body).toMatchObject({
      available_for_withdrawal: 1900,
      total_withdrawn: 0,
      pending_withdrawals: 0,
    });
    expect(await mailsOf(withdrawalId)).toEqual(['approved', 'sent', 'failed']);
  });

  it('twenty concurrent approvals and webhook deliveries make one transfer, one payout and one outcome', async () => {
    const { client, accountId, withdrawalId } = await withdrawingMusician(1200);
    const admins = await Promise.all([signedInAdmin(), signedInAdmin(), signedInAdmin()]);
    const approvals = Array.from({ length: 20 }, (_, i) =>
      admins[i % 3]!.post(`/api/admin/withdrawals/${withdrawalId}/approve`),
    );
    // Webhooks for the withdrawal arrive while the approvals race (its payout may not exist yet).
    const hint = { id: 'po_unknown', object: 'payout', metadata: { withdrawal_id: String(withdrawalId) } };
    const webhooks = Array.from({ length: 20 }, () =>
      app.deliverConnect(connectEvent('payout.updated', hint, accountId)),
    );
    const statuses = (await Promise.all(approvals)).map((r) => r.status);
    await Promise.all(webhooks);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(transfersOf(withdrawalId)).toHaveLength(1);
    expect(payoutsOf(withdrawalId)).toHaveLength(1);

    // The bank pays; twenty deliveries of the news, and twenty admin "send again", at once.
    const paid = connectEvent('payout.paid', standIn.settlePayout(payoutsOf(withdrawalId)[0]!.id, 'paid'), accountId);
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => app.deliverConnect(paid)),
      ...Array.from({ length: 20 }, (_, i) => admins[i % 3]!.post(`/api/admin/withdrawals/${withdrawalId}/send`)),
    ]);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await withdrawalOf(client, withdrawalId)).toMatchObject({ stage: 'paid' });
    expect(transfersOf(withdrawalId)).toHaveLength(1);
    const paidEntries = await t.ctx.db
      .selectFrom('ledger_entries')
      .select('entry_type')
      .where('withdrawal_id', '=', withdrawalId)
      .execute();
    expect(paidEntries.map((e) => e.entry_type).sort()).toEqual(['withdrawal_paid', 'withdrawal_requested']);
    expect(await mailsOf(withdrawalId)).toEqual(['approved', 'sent', 'paid']);
    const again = await admins[0]!.post(`/api/admin/withdrawals/${withdrawalId}/send`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(payoutMessages.notSendable);
  });

  it('stays approved when Stripe refuses the transfer, and goes once it can', async () => {
    const { client, accountId, withdrawalId } = await withdrawingMusician(800);
    // The musician's account lost payouts after the request (Stripe wants more details).
    standIn.accounts.get(accountId)!.payouts_enabled = false;
    const admin = await signedInAdmin();
    // Our copy still says enabled: the approval stands, the transfer is refused by Stripe.
    expect((await admin.post(`/api/admin/withdrawals/${withdrawalId}/approve`)).status).toBe(200);
    expect(await withdrawalOf(client, withdrawalId)).toMatchObject({ stage: 'approved' });
    expect((await withdrawalOf(client, withdrawalId))!.failure_reason).toBeTruthy();
    expect(transfersOf(withdrawalId)).toHaveLength(0);

    standIn.accounts.get(accountId)!.payouts_enabled = true;
    expect((await admin.post(`/api/admin/withdrawals/${withdrawalId}/send`)).status).toBe(200);
    expect(await withdrawalOf(client, withdrawalId)).toMatchObject({ stage: 'sent', failure_reason: null });
    expect(transfersOf(withdrawalId)).toHaveLength(1);
  });
});
