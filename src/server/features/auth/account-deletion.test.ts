import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createAdmin, createMusician } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { fanRequest, liveShow } from '../../../../test/live-show';
import { connectTestBank } from '../../../../test/payouts';
import { messages } from '../../../shared/user-messages';
import { payoutMessages } from '../../../shared/earnings/payouts';
import type { RequestCheckout } from '../../../shared/tips';
import { channels } from '../../realtime/event-bus';

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

async function signedInAdmin() {
  const admin = await createAdmin(t.ctx.db);
  const client = t.client();
  expect((await client.post('/api/admin/login', admin.login())).status).toBe(200);
  return client;
}

/** A live musician whose fan paid `amount` with the local test card. */
async function tippedMusician(amount: number) {
  const show = await liveShow(t);
  const res = await fanRequest(t, show.session.id, {
    song_title: 'Dirty Old Town',
    tip_amount: amount,
    fan_name: 'Fan Zq',
  });
  const checkout = ((await res.json()) as { checkout: RequestCheckout }).checkout;
  const paid = await t.client().post(`/api/payments/local/${checkout.payment_id}/confirm`, {
    client_secret: checkout.client_secret,
    card_number: '4242424242424242',
    expiry: '12/30',
    cvc: '123',
  });
  expect(paid.status).toBe(200);
  return show;
}

const today = () => new Date().toISOString().slice(0, 10);

describe('account deletion with money at stake (decision 022)', () => {
  it('shows what is at stake, asks for the password, keeps the books adding up', async () => {
    const show = await tippedMusician(1250);
    const { client, musician } = show;
    await connectTestBank(client);
    const { withdrawal } = (await client.post('/api/musicians/withdraw', { amount: 500 })).body;
    const admin = await signedInAdmin();

    const atStake = await client.get('/api/users/delete-account');
    expect(atStake.status).toBe(200);
    expect(atStake.body).toMatchObject({ pending_withdrawals: { count: 1, amount: 500 }, has_password: true });
    const available = atStake.body.available_balance as number;
    expect(available).toBeGreaterThan(0);

    // A wrong or missing password changes nothing; a withdrawal on its way refuses the deletion.
    expect((await client.delete('/api/users/delete-account', { password: 'not it' })).body.error).toBe(
      messages.account.passwordWrong,
    );
    expect((await client.delete('/api/users/delete-account', {})).status).toBe(400);
    const refused = await client.delete('/api/users/delete-account', { password: musician.password });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(payoutMessages.deletionWithWithdrawal);
    expect(refused.body.code).toBe('withdrawal_in_progress');
    expect((await client.get('/api/musicians/earnings')).status).toBe(200);
    expect((await admin.post(`/api/admin/withdrawals/${withdrawal.id}/reject`)).status).toBe(200);

    const range = `from=${today()}&to=${today()}`;
    const reportBefore = (await admin.get(`/api/admin/reports/money?${range}`)).body;
    const statsBefore = (await admin.get('/api/admin/stats')).body;
    const ledgerBefore = await t.ctx.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('musician_id', '=', musician.profileId)
      .orderBy('id')
      .execute();
    expect(ledgerBefore.length).toBeGreaterThan(0);
    await t.ctx.bus.publish(channels.musicianQueue(musician.profileId), 'request.created', { song_title: 'x' });

    expect((await client.delete('/api/users/delete-account', { password: musician.password })).status).toBe(200);

    // The books are unchanged: the money report, the platform's revenue and the musician's ledger.
    expect((await admin.get(`/api/admin/reports/money?${range}`)).body).toEqual(reportBefore);
    const statsAfter = (await admin.get('/api/admin/stats')).body;
    expect(statsAfter.total_revenue).toBe(statsBefore.total_revenue);
    expect(statsAfter.total_musicians).toBe(statsBefore.total_musicians - 1);
    expect(
      await t.ctx.db
        .selectFrom('ledger_entries')
        .selectAll()
        .where('musician_id', '=', musician.profileId)
        .orderBy('id')
        .execute(),
    ).toEqual(ledgerBefore);
    const tips = await t.ctx.db.selectFrom('tips').selectAll().where('musician_id', '=', musician.profileId).execute();
    expect(tips.map((tip) => [tip.amount, tip.status, tip.fan_name])).toEqual([[1250, 'succeeded', null]]);
    expect(
      await t.ctx.db.selectFrom('withdrawals').select('stage').where('musician_id', '=', musician.profileId).execute(),
    ).toEqual([{ stage: 'rejected' }]);

    // The person is gone: no name, e-mail, sign-in, live show, requests or real-time channels.
    const user = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', musician.user.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ password_hash: null, name: null, is_active: 0 });
    expect(user.email).not.toContain(musician.email);
    expect(user.deleted_at).not.toBeNull();
    const profile = await t.ctx.db
      .selectFrom('musician_profiles')
      .selectAll()
      .where('id', '=', musician.profileId)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ stage_name: 'Deleted account', bio: null, public_profile_enabled: 0 });
    for (const table of ['live_sessions', 'song_requests', 'messages', 'scheduled_gigs'] as const) {
      expect(
        await t.ctx.db.selectFrom(table).select('id').where('musician_id', '=', musician.profileId).execute(),
      ).toEqual([]);
    }
    const left = await t.ctx.db
      .selectFrom('realtime_channels')
      .select('channel')
      .where('channel', 'in', [
        channels.musicianQueue(musician.profileId),
        channels.musicianEarnings(musician.profileId),
      ])
      .execute();
    expect(left).toEqual([]);
    expect(
      (await t.client().post('/api/auth/signin', { email: musician.email, password: musician.password })).status,
    ).toBe(401);
    // The admin no longer lists it, nor can act on it.
    const listed = (await admin.get(`/api/admin/users?search=${encodeURIComponent(musician.email)}`)).body;
    expect(listed.users).toEqual([]);
    expect((await admin.delete(`/api/admin/users/${musician.user.id}`)).status).toBe(404);
  });

  it('ten deletions of one account at once: one deletes, the rest get the same 401', async () => {
    const show = await tippedMusician(800);
    const { client, musician } = show;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.delete('/api/users/delete-account', { password: musician.password })),
    );
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(401)]);
    const errors = new Set(results.filter((res) => res.status === 401).map((res) => res.body.error));
    expect(errors.size).toBe(1);
    const users = await t.ctx.db.selectFrom('users').select('deleted_at').where('id', '=', musician.user.id).execute();
    expect(users).toHaveLength(1);
    expect(users[0]?.deleted_at).not.toBeNull();
  });

  it('a paying plan stops billing with the account', async () => {
    const m = await createMusician(t.ctx.db);
    const client = t.client();
    await client.post('/api/auth/signin', { email: m.email, password: m.password });
    const periodEnd = new Date(Date.now() + 20 * 86_400_000).toISOString();
    await t.ctx.db
      .updateTable('subscriptions')
      .set({
        status: 'active',
        plan: 'monthly',
        amount: 999,
        current_period_end: periodEnd,
        next_billing_date: periodEnd,
      })
      .where('musician_id', '=', m.profileId)
      .execute();
    const atStake = (await client.get('/api/users/delete-account')).body;
    expect(atStake.active_plan).toEqual({ status: 'active', plan: 'monthly', amount: 999 });
    expect((await client.delete('/api/users/delete-account', { password: m.password })).status).toBe(200);
    const sub = await t.ctx.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('musician_id', '=', m.profileId)
      .executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ status: 'cancelled', next_billing_date: null, has_payment_method: 0 });
  });

  it('a Google-only account is asked to set a password first', async () => {
    const m = await createMusician(t.ctx.db);
    const client = t.client();
    await client.post('/api/auth/signin', { email: m.email, password: m.password });
    await t.ctx.db
      .updateTable('users')
      .set({ password_hash: null, google_subject: 'google-123' })
      .where('id', '=', m.user.id)
      .execute();
    expect((await client.get('/api/users/delete-account')).body.has_password).toBe(false);
    const res = await client.delete('/api/users/delete-account', { password: 'anything' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.account.setPasswordFirst);
    expect(res.body.code).toBe('password_not_set');
    expect((await client.get('/api/users/me')).status).toBe(200);
  });
});
