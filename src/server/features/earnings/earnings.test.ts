import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createAdmin, createLiveSession, createMusician, createSongRequest } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { connectTestBank } from '../../../../test/payouts';
import { earningsMessages } from '../../../shared/earnings';
import { decideWithdrawal } from './service';

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

/** A signed-in musician whose fans have tipped these amounts (pence, before the 5 % fee). */
async function tippedMusician(tips: number[]) {
  const m = await createMusician(t.ctx.db, { profile: { bio: 'Covers', music_styles: ['Pop'] } });
  const session = await createLiveSession(t.ctx.db, m.profileId);
  for (const [i, tip] of tips.entries()) {
    await createSongRequest(
      t.ctx.db,
      { id: session.id, musician_id: m.profileId },
      { song_title: `Tip ${i}`, tip_amount: tip },
    );
  }
  const client = t.client();
  await client.post('/api/auth/signin', { email: m.email, password: m.password });
  await connectTestBank(client);
  return { m, client };
}

describe('GET /api/musicians/earnings', () => {
  it('sums the tips net of the 5 % fee, once', async () => {
    const { client } = await tippedMusician([500, 1000, 333]);
    const res = await client.get('/api/musicians/earnings');
    expect(res.status).toBe(200);
    // 500 → 475, 1000 → 950, 333 → 316 (fee 16.65 rounds half up to 17).
    expect(res.body).toEqual({
      available_for_withdrawal: 1741,
      total_tips_earned: 1741,
      total_withdrawn: 0,
      pending_withdrawals: 0,
    });
  });

  it('needs a signed-in musician', async () => {
    expect((await t.client().get('/api/musicians/earnings')).status).toBe(401);
  });
});

describe('POST /api/musicians/withdraw', () => {
  it('holds the amount as pending and lists it', async () => {
    const { client } = await tippedMusician([2000]);
    const res = await client.post('/api/musicians/withdraw', { amount: 1000 });
    expect(res.status).toBe(201);
    expect(res.body.withdrawal).toMatchObject({
      amount_requested: 1000,
      fee_amount: 0,
      net_amount: 1000,
      status: 'pending',
    });
    expect(res.body.earnings).toEqual({
      available_for_withdrawal: 900,
      total_tips_earned: 1900,
      total_withdrawn: 0,
      pending_withdrawals: 1000,
    });
    const history = await client.get('/api/musicians/withdrawals');
    expect(history.body.withdrawals).toHaveLength(1);
  });

  it('refuses, with the spec’s words and nothing written, an amount that is not a positive whole number of pence', async () => {
    const { client } = await tippedMusician([2000]);
    for (const amount of [0, -500, 12.5, '500', null, 1e12]) {
      const res = await client.post('/api/musicians/withdraw', { amount });
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.error).toBe(earningsMessages.invalidAmount);
    }
    expect((await client.get('/api/musicians/withdrawals')).body.withdrawals).toEqual([]);
  });

  it('refuses more than the balance, less than the minimum and more than the maximum', async () => {
    const { client } = await tippedMusician([2000]);
    const tooMuch = await client.post('/api/musicians/withdraw', { amount: 1901 });
    expect(tooMuch.body).toEqual({ error: earningsMessages.insufficientFunds, code: 'insufficient_funds' });
    const tooLittle = await client.post('/api/musicians/withdraw', { amount: 499 });
    expect(tooLittle.body).toEqual({ error: 'Minimum withdrawal amount is £5.00', code: 'withdrawal_below_minimum' });
    await t.ctx.db.updateTable('platform_settings').set({ maximum_withdrawal_amount: 1000 }).execute();
    try {
      const overMax = await client.post('/api/musicians/withdraw', { amount: 1500 });
      expect(overMax.body).toEqual({ error: 'Maximum withdrawal amount is £10.00', code: 'withdrawal_above_maximum' });
    } finally {
      await t.ctx.db.updateTable('platform_settings').set({ maximum_withdrawal_amount: 100_000 }).execute();
    }
    expect((await client.get('/api/musicians/earnings')).body.available_for_withdrawal).toBe(1900);
  });

  it('is approved at once when the platform auto-approves', async () => {
    const { client } = await tippedMusician([2000]);
    await t.ctx.db.updateTable('platform_settings').set({ auto_approve_withdrawals: 1 }).execute();
    try {
      const res = await client.post('/api/musicians/withdraw', { amount: 600 });
      expect(res.body.withdrawal.status).toBe('approved');
      expect(res.body.earnings).toMatchObject({
        available_for_withdrawal: 1300,
        total_withdrawn: 600,
        pending_withdrawals: 0,
      });
    } finally {
      await t.ctx.db.updateTable('platform_settings').set({ auto_approve_withdrawals: 0 }).execute();
    }
  });

  it('needs a signed-in musician', async () => {
    expect((await t.client().post('/api/musicians/withdraw', { amount: 500 })).status).toBe(401);
  });

  it('never overdraws: fifty withdrawals at once against one balance', async () => {
    const { client } = await tippedMusician([10_000]); // 9,500 available: room for 19 of 500
    const results = await Promise.all(
      Array.from({ length: 50 }, () => client.post('/api/musicians/withdraw', { amount: 500 })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(19);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 400 && r.body.error === earningsMessages.insufficientFunds)).toBe(true);
    expect((await client.get('/api/musicians/earnings')).body).toMatchObject({
      available_for_withdrawal: 0,
      pending_withdrawals: 9500,
    });
  });
});

describe('an admin decides a withdrawal', () => {
  it('approving pays it; rejecting returns the funds exactly once, even when two admins click at once', async () => {
    const { m, client } = await tippedMusician([3000]);
    const admin = await createAdmin(t.ctx.db);
    const first = (await client.post('/api/musicians/withdraw', { amount: 1000 })).body.withdrawal.id as number;
    const second = (await client.post('/api/musicians/withdraw', { amount: 800 })).body.withdrawal.id as number;

    await decideWithdrawal(t.ctx, first, 'approved', { adminId: admin.id });
    const clicks = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        decideWithdrawal(t.ctx, second, 'rejected', { adminId: admin.id, note: 'Bank details' }),
      ),
    );
    expect(clicks.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
    expect(
      clicks.every((c) => c.status === 'fulfilled' || (c.reason as { statusCode: number }).statusCode === 409),
    ).toBe(true);
    // A decided withdrawal cannot be decided again, either way.
    await expect(decideWithdrawal(t.ctx, first, 'rejected', { adminId: admin.id })).rejects.toMatchObject({
      statusCode: 409,
    });

    expect((await client.get('/api/musicians/earnings')).body).toEqual({
      available_for_withdrawal: 1850,
      total_tips_earned: 2850,
      total_withdrawn: 1000,
      pending_withdrawals: 0,
    });
    const rows = await t.ctx.db
      .selectFrom('withdrawals')
      .select(['id', 'status'])
      .where('musician_id', '=', m.profileId)
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [first]: 'approved',
      [second]: 'rejected',
    });
  });
});
