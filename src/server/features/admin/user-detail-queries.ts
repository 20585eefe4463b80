import type { Db } from '../../db/connection';
import { formerMembersOf, memberBalance } from '../acts/public';
import { USER_DETAIL_LIMIT, type AdminUserDetail } from '../../../shared/admin/users';

/**
 * One user's page for the back office: the profile and, for a musician, the newest
 * shows, tips (with what was refunded of each), refunds, withdrawals, subscription payments and
 * ledger entries. Undefined for no user or a deleted account (decision 022).
 */
export async function findUserDetail(db: Db, userId: number): Promise<AdminUserDetail | undefined> {
  const user = await db
    .selectFrom('users')
    .leftJoin('musician_profiles', 'musician_profiles.user_id', 'users.id')
    .leftJoin('subscriptions', 'subscriptions.musician_id', 'musician_profiles.id')
    .select([
      'users.id',
      'users.email',
      'users.user_type',
      'users.is_active',
      'users.created_at',
      'musician_profiles.id as profile_id',
      'musician_profiles.stage_name',
      'musician_profiles.qr_code_id',
      'subscriptions.id as subscription_id',
      'subscriptions.status as subscription_status',
    ])
    .where('users.id', '=', userId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) return undefined;
  const musicianId = user.profile_id ?? -1;
  const [balance, shows, tips, refunds, withdrawals, payments, ledger] = await Promise.all([
    db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
      .where('musician_id', '=', musicianId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('live_sessions')
      .select(['id', 'venue_name', 'status', 'started_at', 'ended_at'])
      .where('musician_id', '=', musicianId)
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(USER_DETAIL_LIMIT)
      .execute(),
    db
      .selectFrom('tips')
      .select((eb) => [
        'tips.id',
        'tips.amount',
        'tips.fee_amount',
        'tips.net_amount',
        'tips.status',
        'tips.provider',
        'tips.fan_name',
        'tips.created_at',
        eb
          .selectFrom('tip_refunds')
          .select((r) => r.fn.coalesce(r.fn.sum<number>('tip_refunds.amount'), r.lit(0)).as('total'))
          .whereRef('tip_refunds.tip_id', '=', 'tips.id')
          .as('refunded'),
      ])
      .where('tips.musician_id', '=', musicianId)
      .where('tips.status', 'in', ['succeeded', 'refunded'])
      .orderBy('tips.created_at', 'desc')
      .orderBy('tips.id', 'desc')
      .limit(USER_DETAIL_LIMIT)
      .execute(),
    db
      .selectFrom('tip_refunds')
      .select(['id', 'tip_id', 'amount', 'fee_amount', 'net_amount', 'reason', 'created_at'])
      .where('musician_id', '=', musicianId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(USER_DETAIL_LIMIT)
      .execute(),
    db
      .selectFrom('withdrawals')
      .select(['id', 'amount_requested', 'stage', 'provider_transfer_id', 'failure_reason', 'created_at'])
      .where('musician_id', '=', musicianId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(USER_DETAIL_LIMIT)
      .execute(),
    db
      .selectFrom('subscription_payments')
      .select(['id', 'amount', 'refunded_amount', 'status', 'created_at'])
      .where('subscription_id', '=', user.subscription_id ?? -1)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(USER_DETAIL_LIMIT)
      .execute(),
    db
      .selectFrom('ledger_entries as l')
      .leftJoin('users as u', 'u.id', 'l.member_user_id')
      .select(['l.id', 'l.entry_type', 'l.amount', 'l.member_user_id', 'u.name as member_name', 'l.created_at'])
      .where('l.musician_id', '=', musicianId)
      .orderBy('l.id', 'desc')
      .limit(USER_DETAIL_LIMIT)
      .execute(),
  ]);
  const acts = await actsOf(db, user.id);
  return {
    profile: {
      id: user.id,
      email: user.email,
      user_type: user.user_type,
      is_active: user.is_active === 1,
      created_at: user.created_at,
      stage_name: user.stage_name,
      qr_code_id: user.qr_code_id,
      subscription_status: user.subscription_status,
      available_balance: Number(balance.total),
    },
    shows,
    tips: tips.map((tip) => ({ ...tip, refunded: Number(tip.refunded ?? 0) })),
    refunds,
    withdrawals,
    subscription_payments: payments.map((payment) => ({
      ...payment,
      refunded_amount: Number(payment.refunded_amount),
    })),
    ledger,
    acts,
  };
}

/** The person's acts (newest membership first), each with its current members and their balances. */
async function actsOf(db: Db, userId: number): Promise<AdminUserDetail['acts']> {
  const memberships = await db
    .selectFrom('act_members as m')
    .innerJoin('musician_profiles as p', 'p.id', 'm.act_id')
    .select(['p.id', 'p.stage_name', 'm.role', 'm.joined_at', 'm.left_at'])
    .where('m.user_id', '=', userId)
    .orderBy('m.joined_at', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
  return Promise.all(
    memberships.map(async (membership) => {
      const members = await db
        .selectFrom('act_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select((eb) => ['m.id', 'm.user_id', 'u.name', 'm.role', 'm.share_bps', 'm.joined_at', memberBalance(eb)])
        .where('m.act_id', '=', membership.id)
        .where('m.left_at', 'is', null)
        .orderBy('m.joined_at')
        .orderBy('m.id')
        .execute();
      return {
        ...membership,
        stage_name: membership.stage_name ?? '',
        members: members.map((member) => ({ ...member, balance: Number(member.balance ?? 0) })),
        former_members: await formerMembersOf(db, membership.id),
      };
    }),
  );
}
