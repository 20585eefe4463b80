import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { signedInAdmin as signedInAdminOf } from '../../../../test/admin';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { fanRequest, liveShow } from '../../../../test/live-show';
import { connectTestBank, failingBank, payingBank } from '../../../../test/payouts';
import { payoutMessages } from '../../../shared/earnings/payouts';
import type { RequestCheckout } from '../../../shared/tips';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await expectLedgerConsistent(t.ctx.db);
});
afterAll(async () => {
  await t.close();
});

const signedInAdmin = () => signedInAdminOf(t);

/** A live musician whose fan paid `amount` with the local test card. */
async function tippedMusician(amount: number, song = 'Dirty Old Town') {
  const show = await liveShow(t);
  const res = await fanRequest(t, show.session.id, { song_title: song, tip_amount: amount });
  const checkout = ((await res.json()) as { checkout: RequestCheckout }).checkout;
  const paid = await t.client().post(`/api/payments/local/${checkout.payment_id}/confirm`, {
    client_secret: checkout.client_secret,
    card_number: '4242424242424242',
    expiry: '12/30',
    cvc: '123',
  });
  expect(paid.status).toBe(200);
  const tip = await t.ctx.db
    .selectFrom('tips')
    .select('id')
    .where('provider_payment_id', '=', checkout.payment_id)
    .executeTakeFirstOrThrow();
  return { ...show, tipId: tip.id, paymentId: checkout.payment_id };
}

const withdrawals = async (client: ReturnType<TestApp['client']>) =>
  (await client.get('/api/musicians/withdrawals')).body.withdrawals as Record<string, unknown>[];

describe('the TEST MODE bank form (PAYMENTS=local)', () => {
  it('takes only the documented test banks, with clear words for each mistake', async () => {
    const { client } = await liveShow(t);
    const cases: [object, string][] = [
      [{ account_holder: '', sort_code: '108800', account_number: '00012345' }, payoutMessages.accountHolder],
      [{ account_holder: 'A', sort_code: '1088', account_number: '00012345' }, payoutMessages.sortCode],
      [{ account_holder: 'A', sort_code: '108800', account_number: '123' }, payoutMessages.accountNumber],
      [{ account_holder: 'A', sort_code: '200000', account_number: '55779911' }, payoutMessages.notATestBank],
    ];
    for (const [body, error] of cases) {
      const res = await client.put('/api/musicians/payout-account/test-bank', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(error);
    }
    expect((await client.get('/api/musicians/payout-account')).body).toMatchObject({ connected: false });
    const onboarding = await client.post('/api/musicians/payout-account/onboarding');
    expect(onboarding.status).toBe(400);
    expect(onboarding.body.error).toBe(payoutMessages.stripeOnly);

    // Dashes and spaces as people type them; a long name with emoji.
    const res = await client.put('/api/musicians/payout-account/test-bank', {
      account_holder: `${'Seán Ó Ríordáin 🎻'.repeat(5)}`,
      sort_code: '10-88-00',
      account_number: '0001 2345',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ provider: 'local', connected: true, payouts_enabled: true, bank_last4: '2345' });
  });

  it('refuses a withdrawal until payout details are given, saying what is missing', async () => {
    const { client } = await tippedMusician(1000);
    const refused = await client.post('/api/musicians/withdraw', { amount: 500 });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(payoutMessages.notEnabled);
    expect(refused.body.code).toBe('payouts_not_enabled');
    expect(await withdrawals(client)).toEqual([]);
  });
});

describe('a local withdrawal', () => {
  it('pays to the paying test bank on approval: requested → paid, with a reference', async () => {
    const { client } = await tippedMusician(2000);
    await connectTestBank(client, payingBank);
    const { withdrawal } = (await client.post('/api/musicians/withdraw', { amount: 1000 })).body;
    const admin = await signedInAdmin();
    expect((await admin.post(`/api/admin/withdrawals/${withdrawal.id}/approve`)).status).toBe(200);
    const [row] = await withdrawals(client);
    expect(row).toMatchObject({ stage: 'paid', status: 'approved', failure_reason: null });
    expect(row!.reference).toMatch(/^tr_local_/);
    expect((await client.get('/api/musicians/earnings')).body).toMatchObject({
      available_for_withdrawal: 900,
      total_withdrawn: 1000,
    });
  });

  it('returns the funds once when the failing test bank bounces the payout', async () => {
    const { client } = await tippedMusician(2000);
    await connectTestBank(client, failingBank);
    const { withdrawal } = (await client.post('/api/musicians/withdraw', { amount: 1200 })).body;
    const admin = await signedInAdmin();
    await admin.post(`/api/admin/withdrawals/${withdrawal.id}/approve`);
    expect((await admin.post(`/api/admin/withdrawals/${withdrawal.id}/send`)).status).toBe(409);
    const [row] = await withdrawals(client);
    expect(row).toMatchObject({ stage: 'failed', status: 'rejected', failure_reason: failingBank.failure });
    expect((await client.get('/api/musicians/earnings')).body).toMatchObject({
      available_for_withdrawal: 1900,
      total_withdrawn: 0,
      pending_withdrawals: 0,
    });
  });

  it('keeps an account with a withdrawal on its way from being deleted', async () => {
    const { client, musician } = await tippedMusician(1000);
    await connectTestBank(client);
    const { withdrawal } = (await client.post('/api/musicians/withdraw', { amount: 600 })).body;
    const refused = await client.delete('/api/users/delete-account', { password: musician.password });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(payoutMessages.deletionWithWithdrawal);
    expect(refused.body.code).toBe('withdrawal_in_progress');
    expect((await client.get('/api/musicians/earnings')).status).toBe(200);
    const admin = await signedInAdmin();
    await admin.post(`/api/admin/withdrawals/${withdrawal.id}/reject`);
    expect((await client.delete('/api/users/delete-account', { password: musician.password })).status).toBe(200);
  });

  it('pays at once with auto-approve on', async () => {
    const { client } = await tippedMusician(1000);
    await connectTestBank(client);
    await t.ctx.db.updateTable('platform_settings').set({ auto_approve_withdrawals: 1 }).execute();
    try {
      const res = await client.post('/api/musicians/withdraw', { amount: 600 });
      expect(res.status).toBe(201);
      expect(res.body.withdrawal).toMatchObject({ status: 'approved', stage: 'paid' });
      expect(res.body.earnings).toMatchObject({ available_for_withdrawal: 350, total_withdrawn: 600 });
    } finally {
      await t.ctx.db.updateTable('platform_settings').set({ auto_approve_withdrawals: 0 }).execute();
    }
  });
});

describe('Refund tip on the local provider', () => {
  it('refunds in part then the rest; the Songs Database and platform revenue follow', async () => {
    const song = `Raglan Road ${Date.now()}`;
    const admin = await signedInAdmin();
    const revenueBefore = (await admin.get('/api/admin/stats')).body.total_revenue as number;
    const { client, tipId, paymentId } = await tippedMusician(1000, song);
    const songTips = async () =>
      (
        (await admin.get(`/api/admin/songs?search=${encodeURIComponent(song)}`)).body.songs as { total_tips: number }[]
      )[0]!.total_tips;
    expect(await songTips()).toBe(1000);
    expect((await admin.get('/api/admin/stats')).body.total_revenue).toBe(revenueBefore + 50);

    const part = await admin.post(`/api/admin/tips/${tipId}/refund`, { amount: 400, reason: 'Played the wrong song' });
    expect(part.body).toMatchObject({ refunded: 400, total_refunded: 400, remaining: 600 });
    expect((await client.get('/api/musicians/earnings')).body.available_for_withdrawal).toBe(950 - 380);
    expect(await songTips()).toBe(600);
    // Fees − refunded fees: 50 − 20.
    expect((await admin.get('/api/admin/stats')).body.total_revenue).toBe(revenueBefore + 30);
    const rest = await admin.post(`/api/admin/tips/${tipId}/refund`, { reason: 'Fan asked 🙏'.repeat(20) });
    // The answer is this refund's own amount, beside the tip's total so far.
    expect(rest.body).toMatchObject({ refunded: 600, total_refunded: 1000, remaining: 0 });
    expect((await client.get('/api/musicians/earnings')).body.available_for_withdrawal).toBe(0);
    expect(await songTips()).toBe(0);
    expect((await admin.get('/api/admin/stats')).body.total_revenue).toBe(revenueBefore);
    const payment = await t.ctx.db
      .selectFrom('local_payments')
      .select('status')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('refunded');
  });
});

describe('the money report', () => {
  it('adds up tips, fees, refunds, payouts and revenue by day and week, and exports CSV', async () => {
    const admin = await signedInAdmin();
    const today = new Date().toISOString().slice(0, 10);
    const range = `from=${today}&to=${today}`;
    const before = (await admin.get(`/api/admin/reports/money?period=day&${range}`)).body.totals;

    const { client, tipId } = await tippedMusician(2000, `Carrickfergus ${Date.now()}`);
    await admin.post(`/api/admin/tips/${tipId}/refund`, { amount: 500, reason: 'Half the song' });
    await connectTestBank(client);
    const { withdrawal } = (await client.post('/api/musicians/withdraw', { amount: 800 })).body;
    await admin.post(`/api/admin/withdrawals/${withdrawal.id}/approve`);

    const day = (await admin.get(`/api/admin/reports/money?period=day&${range}`)).body;
    expect(day.rows).toHaveLength(1);
    expect(day.rows[0].period_start).toBe(today);
    const delta = (key: string) => day.totals[key] - before[key];
    expect([delta('tips'), delta('fees'), delta('refunds'), delta('refunded_fees'), delta('payouts')]).toEqual([
      2000, 100, 500, 25, 800,
    ]);
    expect(delta('revenue')).toBe(75);
    expect(day.totals.revenue).toBe(
      day.totals.fees - day.totals.refunded_fees + day.totals.subscriptions - day.totals.subscription_refunds,
    );
    const week = (await admin.get(`/api/admin/reports/money?period=week&${range}`)).body;
    expect(week.totals).toEqual(day.totals);
    expect(new Date(`${week.rows[0].period_start}T00:00:00Z`).getUTCDay()).toBe(1);

    const csv = await admin.get(`/api/admin/reports/money.csv?period=day&${range}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    const lines = csv.text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'period_start,tips,fees,refunds,refunded_fees,disputes_lost,payouts,subscriptions,subscription_refunds,revenue',
    );
    expect(lines.at(-1)).toMatch(new RegExp(`^total,${day.totals.tips},${day.totals.fees},`));

    const bad = await admin.get('/api/admin/reports/money?period=day&from=2026-01-01&to=2027-06-01');
    expect(bad.status).toBe(400);
    expect((await client.get(`/api/admin/reports/money?${range}`)).status).toBe(401);
  });

  it("the admin's page for one user shows its shows, tips, refunds, withdrawals and ledger", async () => {
    const { client, musician, tipId, session } = await tippedMusician(1000, 'Raglan Road');
    await connectTestBank(client);
    const requested = await client.post('/api/musicians/withdraw', { amount: 500 });
    expect(requested.status, requested.text).toBe(201);
    const { withdrawal } = requested.body;
    const admin = await signedInAdmin();
    expect((await admin.post(`/api/admin/tips/${tipId}/refund`, { amount: 200, reason: 'Wrong song' })).status).toBe(
      200,
    );

    const page = await admin.get(`/api/admin/users/${musician.user.id}/details`);
    expect(page.status).toBe(200);
    const detail = page.body;
    expect(detail.profile).toMatchObject({ id: musician.user.id, email: musician.email, user_type: 'musician' });
    expect(detail.profile.available_balance).toBe(
      (await client.get('/api/musicians/earnings')).body.available_for_withdrawal,
    );
    expect(detail.shows.map((show: { id: number }) => show.id)).toEqual([session.id]);
    expect(detail.tips).toEqual([expect.objectContaining({ id: tipId, amount: 1000, refunded: 200 })]);
    expect(detail.refunds).toEqual([expect.objectContaining({ tip_id: tipId, amount: 200, reason: 'Wrong song' })]);
    expect(detail.withdrawals).toEqual([expect.objectContaining({ id: withdrawal.id, amount_requested: 500 })]);
    expect(detail.subscription_payments).toEqual([]);
    expect(detail.ledger.map((entry: { entry_type: string }) => entry.entry_type).sort()).toEqual(
      ['tip_received', 'tip_refunded', 'withdrawal_requested'].sort(),
    );

    expect((await admin.get('/api/admin/users/99999999/details')).status).toBe(404);
    expect((await client.get(`/api/admin/users/${musician.user.id}/details`)).status).toBe(401);
  });
});
