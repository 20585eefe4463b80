import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMusician } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { fanRequest, liveShow } from '../../../../test/live-show';
import { connectStripeAccount } from '../../../../test/payouts';
import { startStripeTestApp, stripeEvent, type StripeTestApp } from '../../../../test/stripe-app';
import type { TestApp } from '../../../../test/app';
import type { TestClient } from '../../../../test/http-client';
import type { StripeStandIn } from '../../../../test/stripe-stand-in';
import type { RequestCheckout } from '../../../shared/tips';
import { channels } from '../../realtime/event-bus';
import { creditTip } from './service';
import { largestRemainder, type Sharer } from './split';

/**
 * Tips split by shares (docs/decisions/035, "Shares and the split" and "As built, step 3"): the
 * rounding rule, the shares API, each member's own money (a leaver's included), refunds and
 * disputes split the way the tip was, and 200 tips split while the leader changes the shares.
 */

let app: StripeTestApp;
let standIn: StripeStandIn;
let t: TestApp;
beforeAll(async () => {
  app = await startStripeTestApp();
  ({ standIn, t } = app);
  // Parts of a tip are small: withdrawing them needs a low minimum.
  await t.ctx.db.updateTable('platform_settings').set({ minimum_withdrawal_amount: 50 }).where('id', '=', 1).execute();
});
afterEach(async () => {
  await expectLedgerConsistent(t.ctx.db);
});
afterAll(async () => {
  await app.close();
});

const sharer = (userId: number, weight: number, leader = false, joinedAt = '2026-01-01T00:00:00.000Z'): Sharer => ({
  userId,
  weight,
  leader,
  joinedAt,
});

describe('the rounding rule (largest remainder)', () => {
  it('splits 1,001 p on 3333/3333/3334: the odd pence to the largest remainder, then the leader', () => {
    // floor: 333, 333, 333 (999); remainders 6333, 6333, 7334: the 3334 share first, then the leader.
    expect(largestRemainder(1001, [sharer(7, 3333), sharer(3, 3333, true), sharer(5, 3334)])).toEqual([
      { userId: 7, amount: 333 },
      { userId: 3, amount: 334 },
      { userId: 5, amount: 334 },
    ]);
  });

  it('breaks ties leader first, then by the earliest join, then by user id; parts always add up', () => {
    const early = '2026-01-01T00:00:00.000Z';
    const late = '2026-02-01T00:00:00.000Z';
    // 1 p on three equal shares: the leader gets it however late they joined.
    expect(largestRemainder(1, [sharer(1, 1, false, early), sharer(2, 1, true, late), sharer(3, 1)])).toEqual([
      { userId: 2, amount: 1 },
    ]);
    // No leader among them: the earliest join, then the lowest user id.
    expect(
      largestRemainder(2, [sharer(9, 1, false, late), sharer(8, 1, false, early), sharer(4, 1, false, late)]),
    ).toEqual([
      { userId: 8, amount: 1 },
      { userId: 4, amount: 1 },
    ]);
    for (let net = 0; net < 2000; net += 37) {
      const parts = largestRemainder(net, [sharer(1, 5000, true), sharer(2, 2500), sharer(3, 2499), sharer(4, 1)]);
      expect(parts.reduce((s, p) => s + p.amount, 0)).toBe(net);
    }
  });

  it('never gives a stored part back more than it held, split over pence as weights', () => {
    const parts = [sharer(1, 475, true), sharer(2, 238), sharer(3, 237)];
    for (let amount = 0; amount <= 950; amount += 1) {
      for (const part of largestRemainder(amount, parts)) {
        expect(part.amount).toBeLessThanOrEqual(parts.find((p) => p.userId === part.userId)!.weight);
      }
    }
  });
});

interface Band {
  actId: number;
  leader: TestClient;
  leaderId: number;
  /** Two more people, each with an act of their own, who joined the band as members. */
  others: { id: number; memberId: number; client: TestClient }[];
  leaderMemberId: number;
  sessionId: number;
}

/** A live band: the leader (signed in, live) and two members who joined later, each signed in. */
async function liveBand(): Promise<Band> {
  const show = await liveShow(t);
  const actId = show.musician.profileId;
  const joinedAt = new Date(Date.now() + 1000).toISOString();
  const others = [];
  for (const name of ['Bass', 'Drums']) {
    const person = await createMusician(t.ctx.db, { stageName: `${name} Solo` });
    const row = await t.ctx.db
      .insertInto('act_members')
      .values({
        act_id: actId,
        user_id: person.user.id,
        role: 'member',
        share_bps: 0,
        joined_at: joinedAt,
        left_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const client = t.client();
    expect((await client.post('/api/auth/signin', { email: person.email, password: person.password })).status).toBe(
      200,
    );
    others.push({ id: person.user.id, memberId: row.id, client });
  }
  const leaderRow = await t.ctx.db
    .selectFrom('act_members')
    .select('id')
    .where('act_id', '=', actId)
    .where('user_id', '=', show.musician.user.id)
    .executeTakeFirstOrThrow();
  return {
    actId,
    leader: show.client,
    leaderId: show.musician.user.id,
    leaderMemberId: leaderRow.id,
    others,
    sessionId: show.session.id,
  };
}

const sharesOf = (band: Band, bps: [number, number, number]) => ({
  shares: [
    { member_id: band.leaderMemberId, share_bps: bps[0] },
    { member_id: band.others[0]!.memberId, share_bps: bps[1] },
    { member_id: band.others[1]!.memberId, share_bps: bps[2] },
  ],
});

/** A fan's tip to the band through Stripe (the webhook delivered); the tip's row. */
async function paidTip(band: Band, amount: number) {
  const res = await fanRequest(t, band.sessionId, { song_title: 'Whiskey in the Jar 🥃', tip_amount: amount });
  const checkout = ((await res.json()) as { checkout: RequestCheckout }).checkout;
  const intent = standIn.succeed(checkout.payment_id);
  expect((await app.deliver(stripeEvent('payment_intent.succeeded', intent))).status).toBe(200);
  const tip = await t.ctx.db
    .selectFrom('tips')
    .select(['id', 'net_amount'])
    .where('provider_payment_id', '=', intent.id)
    .executeTakeFirstOrThrow();
  return { paymentId: intent.id, tip };
}

const partsOf = async (tipId: number) =>
  Object.fromEntries(
    (
      await t.ctx.db.selectFrom('tip_splits').select(['member_user_id', 'amount']).where('tip_id', '=', tipId).execute()
    ).map((r) => [r.member_user_id, r.amount]),
  );

const ownEarnings = async (client: TestClient, actId: number) => {
  const res = await client.get(`/api/musicians/earnings?act_id=${actId}`);
  expect(res.status, res.text).toBe(200);
  return res.body as { available_for_withdrawal: number; total_tips_earned: number };
};

describe('PUT /api/musicians/act/shares', () => {
  it('saves shares adding up to 100 % and audits who changed what; anything else changes nothing', async () => {
    const band = await liveBand();
    const before = await t.ctx.db
      .selectFrom('act_members')
      .select(['id', 'share_bps'])
      .where('act_id', '=', band.actId)
      .orderBy('id')
      .execute();
    const refused = async (body: unknown, status: number, code: string) => {
      const res = await band.leader.put('/api/musicians/act/shares', body);
      expect(res.status, res.text).toBe(status);
      expect(res.body.code).toBe(code);
    };
    await refused(sharesOf(band, [5000, 2500, 2400]), 400, 'shares_must_total_100');
    await refused(sharesOf(band, [5000, 2500, 2600]), 400, 'shares_must_total_100');
    // A member left out, or listed twice.
    await refused({ shares: sharesOf(band, [7500, 2500, 0]).shares.slice(0, 2) }, 400, 'shares_must_total_100');
    await refused(
      {
        shares: [
          ...sharesOf(band, [5000, 2500, 2500]).shares.slice(0, 2),
          { member_id: band.leaderMemberId, share_bps: 2500 },
        ],
      },
      400,
      'shares_must_total_100',
    );
    await refused(
      {
        shares: [...sharesOf(band, [5000, 2500, 2500]).shares.slice(0, 2), { member_id: 99_999_999, share_bps: 2500 }],
      },
      404,
      'not_a_member',
    );
    // Crew hold no share.
    await t.ctx.db
      .updateTable('act_members')
      .set({ role: 'crew' })
      .where('id', '=', band.others[1]!.memberId)
      .execute();
    await refused(sharesOf(band, [5000, 2500, 2500]), 400, 'shares_must_total_100');
    await t.ctx.db
      .updateTable('act_members')
      .set({ role: 'member' })
      .where('id', '=', band.others[1]!.memberId)
      .execute();
    // A member (not a leader) may not.
    const member = band.others[0]!.client;
    await t.ctx.db
      .updateTable('auth_sessions')
      .set({ current_act_id: band.actId })
      .where('user_id', '=', band.others[0]!.id)
      .execute();
    expect((await member.put('/api/musicians/act/shares', sharesOf(band, [0, 10000, 0]))).status).toBe(403);
    expect(
      await t.ctx.db
        .selectFrom('act_members')
        .select(['id', 'share_bps'])
        .where('act_id', '=', band.actId)
        .orderBy('id')
        .execute(),
    ).toEqual(before);
    expect(await t.ctx.db.selectFrom('act_audit_log').selectAll().where('act_id', '=', band.actId).execute()).toEqual(
      [],
    );

    const saved = await band.leader.put('/api/musicians/act/shares', sharesOf(band, [5000, 2500, 2500]));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.success).toBe(true);
    expect(
      (saved.body.members as { id: number; share_bps: number }[])
        .map((m) => [m.id, m.share_bps])
        .sort((a, b) => a[0]! - b[0]!),
    ).toEqual([
      [band.leaderMemberId, 5000],
      [band.others[0]!.memberId, 2500],
      [band.others[1]!.memberId, 2500],
    ]);
    const audit = await t.ctx.db.selectFrom('act_audit_log').selectAll().where('act_id', '=', band.actId).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_id: band.leaderId, action: 'shares.changed' });
    const shareOf = (json: string | null, memberId: number) =>
      (JSON.parse(json!) as { member_id: number; share_bps: number }[]).find((s) => s.member_id === memberId)!
        .share_bps;
    expect(shareOf(audit[0]!.before, band.leaderMemberId)).toBe(10000);
    expect(shareOf(audit[0]!.after, band.leaderMemberId)).toBe(5000);
    expect(shareOf(audit[0]!.after, band.others[1]!.memberId)).toBe(2500);
  });
});

describe('a tip split by shares', () => {
  it('£10 on 50/25/25: each member sees and withdraws their own part, to their own account, with their own e-mails', async () => {
    const band = await liveBand();
    expect((await band.leader.put('/api/musicians/act/shares', sharesOf(band, [5000, 2500, 2500]))).status).toBe(200);
    const { tip } = await paidTip(band, 1000);
    expect(tip.net_amount).toBe(950);
    expect(await partsOf(tip.id)).toEqual({
      [band.leaderId]: 475,
      [band.others[0]!.id]: 238,
      [band.others[1]!.id]: 237,
    });
    // The leader's own balance in the act (their current act), and each member's own.
    const leaderEarnings = (await band.leader.get('/api/musicians/earnings')).body;
    expect(leaderEarnings).toMatchObject({ available_for_withdrawal: 475, total_tips_earned: 475 });
    expect(await ownEarnings(band.others[0]!.client, band.actId)).toMatchObject({ available_for_withdrawal: 238 });
    expect(await ownEarnings(band.others[1]!.client, band.actId)).toMatchObject({ available_for_withdrawal: 237 });
    // The member's own solo act has none of it.
    const acts = (await band.others[0]!.client.get('/api/musicians/earnings/acts')).body.acts as {
      act_id: number;
      current: boolean;
      earnings: { available_for_withdrawal: number };
    }[];
    expect(acts.find((a) => a.act_id === band.actId)).toMatchObject({
      current: true,
      earnings: { available_for_withdrawal: 238 },
    });
    expect(acts.filter((a) => a.act_id !== band.actId).map((a) => a.earnings.available_for_withdrawal)).toEqual([0]);

    // The bass player withdraws their part to their own Stripe account.
    const bass = band.others[0]!;
    const account = await connectStripeAccount(app, bass.client);
    const leaderAccount = await t.ctx.db
      .selectFrom('payout_accounts')
      .select('user_id')
      .where('provider_account_id', '=', account)
      .executeTakeFirstOrThrow();
    expect(leaderAccount.user_id).toBe(bass.id);
    const tooMuch = await bass.client.post('/api/musicians/withdraw', { amount: 239, act_id: band.actId });
    expect(tooMuch.status).toBe(400);
    const withdrawn = await bass.client.post('/api/musicians/withdraw', { amount: 238, act_id: band.actId });
    expect(withdrawn.status, withdrawn.text).toBe(201);
    expect(withdrawn.body.earnings).toMatchObject({ available_for_withdrawal: 0, pending_withdrawals: 238 });
    const row = await t.ctx.db
      .selectFrom('withdrawals')
      .select(['member_user_id', 'musician_id'])
      .where('id', '=', withdrawn.body.withdrawal.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ member_user_id: bass.id, musician_id: band.actId });
    // The others' balances did not move; the list is the member's own.
    expect((await band.leader.get('/api/musicians/earnings')).body.available_for_withdrawal).toBe(475);
    expect((await band.leader.get('/api/musicians/withdrawals')).body.withdrawals).toEqual([]);
    expect((await bass.client.get(`/api/musicians/withdrawals?act_id=${band.actId}`)).body.withdrawals).toHaveLength(1);

    // The admin approves: the e-mails go to the bass player's own address, naming the act.
    const admin = await createAdmin(t.ctx.db);
    const adminClient = t.client();
    expect((await adminClient.post('/api/admin/login', admin.login())).status).toBe(200);
    expect((await adminClient.post(`/api/admin/withdrawals/${withdrawn.body.withdrawal.id}/approve`, {})).status).toBe(
      200,
    );
    const mails = await t.ctx.db
      .selectFrom('email_outbox')
      .select(['to_address', 'dedupe_key'])
      .where('dedupe_key', 'like', `withdrawal-${withdrawn.body.withdrawal.id}-%`)
      .execute();
    const bassEmail = (
      await t.ctx.db.selectFrom('users').select('email').where('id', '=', bass.id).executeTakeFirstOrThrow()
    ).email;
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((m) => m.to_address === bassEmail)).toBe(true);

    // Statements: the member's own rows (their part, and the fee in proportion); the act's for the leader.
    const own = await bass.client.get(`/api/musicians/me/statement?act_id=${band.actId}`);
    expect(own.status, own.text).toBe(200);
    expect(own.body.tips).toEqual({ count: 1, gross: 251, fee: 13, net: 238 });
    expect(own.body.withdrawals_requested).toEqual({ count: 1, amount: -238 });
    const whole = await band.leader.get('/api/musicians/me/statement?scope=act');
    expect(whole.body.tips).toEqual({ count: 1, gross: 1000, fee: 50, net: 950 });
    expect((await band.leader.get('/api/musicians/me/statement')).body.tips).toEqual({
      count: 1,
      gross: 500,
      fee: 25,
      net: 475,
    });
    await t.ctx.db
      .updateTable('auth_sessions')
      .set({ current_act_id: band.actId })
      .where('user_id', '=', bass.id)
      .execute();
    expect((await bass.client.get('/api/musicians/me/statement?scope=act')).status).toBe(403);

    // Someone never in the act is refused it.
    const stranger = await createMusician(t.ctx.db);
    const client = t.client();
    await client.post('/api/auth/signin', { email: stranger.email, password: stranger.password });
    const refused = await client.get(`/api/musicians/earnings?act_id=${band.actId}`);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('not_a_member');
  });

  it('splits refunds and disputes the way the tip was, after a member left; the leaver keeps and withdraws their part', async () => {
    const band = await liveBand();
    expect((await band.leader.put('/api/musicians/act/shares', sharesOf(band, [5000, 2500, 2500]))).status).toBe(200);
    const first = await paidTip(band, 1000);
    const second = await paidTip(band, 1000);
    const drums = band.others[1]!;
    // The drummer leaves: their share passes to the leader; the next tip splits between two.
    expect((await band.leader.delete(`/api/musicians/act/members/${drums.memberId}`)).status).toBe(200);
    const third = await paidTip(band, 1000);
    // 75/25 of 950: 712.5 and 237.5, the odd penny to the leader.
    expect(await partsOf(third.tip.id)).toEqual({ [band.leaderId]: 713, [band.others[0]!.id]: 237 });

    // A refund of 300 p of the first tip (net share 285) falls on its three parts, the drummer's too.
    const refund = standIn.refundFromDashboard(first.paymentId, 300);
    await app.deliver(stripeEvent('charge.refunded', refund.charge));
    const refundRows = await t.ctx.db
      .selectFrom('ledger_entries')
      .innerJoin('tip_refunds', 'tip_refunds.id', 'ledger_entries.refund_id')
      .select(['ledger_entries.member_user_id', 'ledger_entries.amount'])
      .where('tip_refunds.tip_id', '=', first.tip.id)
      .execute();
    // 285 over 475/238/237: 142.5, 71.4, 71.1 → 142, 71, 71 and the odd penny to the largest remainder (the leader).
    expect(Object.fromEntries(refundRows.map((r) => [r.member_user_id, r.amount]))).toEqual({
      [band.leaderId]: -143,
      [band.others[0]!.id]: -71,
      [drums.id]: -71,
    });
    // The rest of the first tip: each gives back exactly what is left of their part.
    const rest = standIn.refundFromDashboard(first.paymentId, 700);
    await app.deliver(stripeEvent('charge.refunded', rest.charge));
    const refunded = await t.ctx.db
      .selectFrom('ledger_entries')
      .innerJoin('tip_refunds', 'tip_refunds.id', 'ledger_entries.refund_id')
      .select((eb) => ['ledger_entries.member_user_id', eb.fn.sum<number>('ledger_entries.amount').as('total')])
      .where('tip_refunds.tip_id', '=', first.tip.id)
      .groupBy('ledger_entries.member_user_id')
      .execute();
    expect(Object.fromEntries(refunded.map((r) => [r.member_user_id, Number(r.total)]))).toEqual({
      [band.leaderId]: -475,
      [band.others[0]!.id]: -238,
      [drums.id]: -237,
    });

    // A lost dispute of the second tip: each member's hold is their part's share, and stays gone.
    const dispute = standIn.openDispute(second.paymentId, 600);
    await app.deliver(stripeEvent('charge.dispute.created', dispute));
    await app.deliver(stripeEvent('charge.dispute.closed', standIn.setDisputeStatus(dispute.id, 'lost')));
    const holds = await t.ctx.db
      .selectFrom('ledger_entries')
      .innerJoin('tip_disputes', 'tip_disputes.id', 'ledger_entries.dispute_id')
      .select(['ledger_entries.member_user_id', 'ledger_entries.entry_type', 'ledger_entries.amount'])
      .where('tip_disputes.provider_dispute_id', '=', dispute.id)
      .where('ledger_entries.entry_type', '=', 'dispute_held')
      .execute();
    // 570 over 475/238/237: 285, 142.8, 142.2 → 285, 143, 142.
    expect(Object.fromEntries(holds.map((r) => [r.member_user_id, r.amount]))).toEqual({
      [band.leaderId]: -285,
      [band.others[0]!.id]: -143,
      [drums.id]: -142,
    });
    const drumsMail = await t.ctx.db
      .selectFrom('email_outbox')
      .innerJoin('users', 'users.email', 'email_outbox.to_address')
      .select('email_outbox.dedupe_key')
      .where('users.id', '=', drums.id)
      .where('email_outbox.dedupe_key', 'like', 'dispute-%')
      .execute();
    expect(drumsMail).toHaveLength(2);

    // The drummer left but keeps their balance in the act: 237 (second tip) − 142 (dispute) = 95.
    expect(await ownEarnings(drums.client, band.actId)).toMatchObject({ available_for_withdrawal: 95 });
    const acts = (await drums.client.get('/api/musicians/earnings/acts')).body.acts as {
      act_id: number;
      current: boolean;
    }[];
    expect(acts.find((a) => a.act_id === band.actId)).toMatchObject({ current: false });
    await connectStripeAccount(app, drums.client);
    const withdrawn = await drums.client.post('/api/musicians/withdraw', { amount: 95, act_id: band.actId });
    expect(withdrawn.status, withdrawn.text).toBe(201);
    expect(await ownEarnings(drums.client, band.actId)).toMatchObject({ available_for_withdrawal: 0 });
  });
});

describe('200 tips while the leader changes the shares', () => {
  it(
    'splits every tip entirely by the old or entirely by the new shares; the parts add up',
    { timeout: 240_000 },
    async () => {
      const band = await liveBand();
      const members = [band.leaderId, band.others[0]!.id, band.others[1]!.id];
      const vectors: [number, number, number][] = [
        [10000, 0, 0],
        [0, 10000, 0],
        [3333, 3333, 3334],
        [5000, 2500, 2500],
        [2000, 3000, 5000],
        [0, 0, 10000],
      ];
      const tipOnce = async (i: number) => {
        const amount = 1000 + i * 7;
        const fee = Math.round(amount * 0.05);
        const at = new Date().toISOString();
        // The tip's own transaction under the act's earnings lock, as a paid checkout's is.
        await t.ctx.bus.transaction([channels.musicianEarnings(band.actId)], async (trx) => {
          const tip = await trx
            .insertInto('tips')
            .values({
              musician_id: band.actId,
              request_id: null,
              session_id: null,
              amount,
              fee_amount: fee,
              net_amount: amount - fee,
              status: 'succeeded',
              provider: 'local',
              provider_payment_id: `split-${band.actId}-${i}`,
              fan_name: null,
              created_at: at,
              updated_at: at,
            })
            .returning(['id', 'musician_id', 'net_amount', 'created_at'])
            .executeTakeFirstOrThrow();
          await creditTip(trx, tip);
        });
      };
      const saves = vectors.map((v) => band.leader.put('/api/musicians/act/shares', sharesOf(band, v)));
      const tips = Array.from({ length: 200 }, (_, i) => tipOnce(i));
      const results = await Promise.all([...saves, ...tips]);
      for (const res of results.slice(0, vectors.length)) expect((res as { status: number }).status).toBe(200);

      // The share history: the shares the act began with and every saved vector.
      const history: number[][] = [[10000, 0, 0]];
      const audit = await t.ctx.db
        .selectFrom('act_audit_log')
        .select('after')
        .where('act_id', '=', band.actId)
        .orderBy('id')
        .execute();
      for (const row of audit) {
        const after = JSON.parse(row.after!) as { user_id: number; share_bps: number }[];
        history.push(members.map((m) => after.find((s) => s.user_id === m)!.share_bps));
      }
      expect(history.length).toBeGreaterThanOrEqual(vectors.length);
      const joined = await t.ctx.db
        .selectFrom('act_members')
        .select(['user_id', 'role', 'joined_at'])
        .where('act_id', '=', band.actId)
        .execute();
      const sharersFor = (bps: number[]) =>
        members.map((m, i) => {
          const row = joined.find((j) => j.user_id === m)!;
          return { userId: m, weight: bps[i]!, leader: row.role === 'leader', joinedAt: row.joined_at };
        });
      const tipRows = await t.ctx.db
        .selectFrom('tips')
        .select(['id', 'net_amount'])
        .where('musician_id', '=', band.actId)
        .where('provider_payment_id', 'like', `split-${band.actId}-%`)
        .execute();
      expect(tipRows).toHaveLength(200);
      for (const tip of tipRows) {
        const parts = await partsOf(tip.id);
        expect(
          Object.values(parts).reduce((s, p) => s + p, 0),
          `tip ${tip.id}: parts add up`,
        ).toBe(tip.net_amount);
        const by = history.findIndex((bps) => {
          const expected = Object.fromEntries(
            largestRemainder(tip.net_amount, sharersFor(bps)).map((p) => [p.userId, p.amount]),
          );
          return JSON.stringify(Object.entries(expected).sort()) === JSON.stringify(Object.entries(parts).sort());
        });
        expect(by, `tip ${tip.id} (${JSON.stringify(parts)}): split by one set of shares`).toBeGreaterThanOrEqual(0);
      }
    },
  );
});
