import type { AppContext } from '../../context';
import type { PlatformStats } from '../../../shared/admin/overview';
import type { AdminWithdrawal } from '../../../shared/admin/withdrawals';
import { SUBSCRIPTION_MONTHLY_PENCE } from '../../../shared/constants';

const num = (value: unknown) => Number(value ?? 0);

/** Spec 2 'Overview' (§3 'Platform summary'). */
export async function platformStats(ctx: AppContext): Promise<PlatformStats> {
  const db = ctx.db;
  const [users, subscriptions, fees, refundedFees, subscriptionIncome, pending] = await Promise.all([
    db
      .selectFrom('users')
      .select(['user_type', (eb) => eb.fn.countAll<number>().as('count')])
      // A deleted account's row stays for its money records (decision 022); it is no user.
      .where('deleted_at', 'is', null)
      .groupBy('user_type')
      .execute(),
    db
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', 'in', ['active', 'cancelling'])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('tips')
      .select((eb) => eb.fn.sum<number>('fee_amount').as('total'))
      .where('status', 'in', ['succeeded', 'refunded'])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('tip_refunds')
      .select((eb) => eb.fn.sum<number>('fee_amount').as('total'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('subscription_payments')
      .select((eb) => [eb.fn.sum<number>('amount').as('paid'), eb.fn.sum<number>('refunded_amount').as('refunded')])
      .where('status', 'in', ['paid', 'refunded'])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('withdrawals')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('amount_requested').as('amount')])
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  const countOf = (type: string) => num(users.find((row) => row.user_type === type)?.count);
  const musicians = countOf('musician');
  const fans = countOf('fan');
  const active = num(subscriptions.count);
  return {
    total_users: musicians + fans,
    total_musicians: musicians,
    total_fans: fans,
    active_subscriptions: active,
    monthly_revenue_estimate: active * SUBSCRIPTION_MONTHLY_PENCE,
    // Fees − refunded fees + subscription payments − subscription refunds.
    total_revenue:
      num(fees.total) - num(refundedFees.total) + num(subscriptionIncome.paid) - num(subscriptionIncome.refunded),
    pending_withdrawals: num(pending.count),
    pending_withdrawals_amount: num(pending.amount),
  };
}

/** Spec 2 'Withdrawals': pending first, then newest. */
export async function listAllWithdrawals(ctx: AppContext): Promise<AdminWithdrawal[]> {
  const rows = await ctx.db
    .selectFrom('withdrawals')
    .innerJoin('musician_profiles', 'musician_profiles.id', 'withdrawals.musician_id')
    .innerJoin('users', 'users.id', 'musician_profiles.user_id')
    .select([
      'withdrawals.id',
      'musician_profiles.stage_name',
      'users.email',
      'withdrawals.amount_requested',
      'withdrawals.fee_amount',
      'withdrawals.net_amount',
      'withdrawals.status',
      'withdrawals.stage',
      'withdrawals.provider_transfer_id as reference',
      'withdrawals.failure_reason',
      'withdrawals.created_at',
      'withdrawals.processed_at',
      'withdrawals.paid_at',
    ])
    .orderBy((eb) => eb.case().when('withdrawals.status', '=', 'pending').then(0).else(1).end())
    .orderBy('withdrawals.id', 'desc')
    .limit(500)
    .execute();
  return rows;
}
