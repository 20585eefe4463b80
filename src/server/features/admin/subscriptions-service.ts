import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/types';
import { containsPattern } from '../../db/like';
import { adminMessages as m } from '../../../shared/admin/messages';
import {
  SUBSCRIPTIONS_PAGE_SIZE,
  type AdminSubscription,
  type SubscriptionsQuery,
} from '../../../shared/admin/subscriptions';
import { effectiveStatus } from '../subscriptions/access';
import { findSubscriptionById } from '../subscriptions/public';
import { cancelSubscription, endWithRefund } from '../subscriptions/service';
import type { ProviderSubscriptionDetails } from '../subscriptions/public';
import { recordAudit, type AuditActor } from './audit';

/**
 * Spec 2 'Subscriptions' (§3 'Subscription row'), with what time has decided (a cancelled plan past
 * its end), searched by stage name or e-mail, filtered by that status and paged.
 */
export async function listSubscriptions(
  ctx: AppContext,
  query: SubscriptionsQuery,
): Promise<{ subscriptions: AdminSubscription[]; total: number }> {
  const now = ctx.clock.now();
  const at = now.toISOString();
  let base = ctx.db
    .selectFrom('subscriptions')
    .innerJoin('musician_profiles', 'musician_profiles.id', 'subscriptions.musician_id')
    .innerJoin('users', 'users.id', 'musician_profiles.user_id');
  if (query.search) {
    const pattern = containsPattern(query.search.toLowerCase());
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(users.email)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(musician_profiles.stage_name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  // The status as effectiveStatus reads it: a cancelling plan past its period end is inactive.
  const ended = (eb: ExpressionBuilder<Database, 'subscriptions'>) =>
    eb.and([eb('subscriptions.current_period_end', 'is not', null), eb('subscriptions.current_period_end', '<=', at)]);
  if (query.status === 'inactive') {
    base = base.where((eb) =>
      eb.or([
        eb('subscriptions.status', '=', 'inactive'),
        eb.and([eb('subscriptions.status', '=', 'cancelling'), ended(eb)]),
      ]),
    );
  } else if (query.status === 'cancelling') {
    base = base.where((eb) => eb.and([eb('subscriptions.status', '=', 'cancelling'), eb.not(ended(eb))]));
  } else if (query.status) {
    base = base.where('subscriptions.status', '=', query.status);
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll('subscriptions')
      .select((eb) => [
        'musician_profiles.stage_name',
        'users.email',
        eb
          .selectFrom('subscription_payments')
          .select((p) => p.fn.sum<number>(p.ref('subscription_payments.amount')).as('n'))
          .whereRef('subscription_payments.subscription_id', '=', 'subscriptions.id')
          .where('subscription_payments.status', 'in', ['paid', 'refunded'])
          .as('paid'),
        eb
          .selectFrom('subscription_payments')
          .select((p) => p.fn.sum<number>(p.ref('subscription_payments.refunded_amount')).as('n'))
          .whereRef('subscription_payments.subscription_id', '=', 'subscriptions.id')
          .as('refunded'),
      ])
      .orderBy('subscriptions.id', 'desc')
      .limit(SUBSCRIPTIONS_PAGE_SIZE)
      .offset((query.page - 1) * SUBSCRIPTIONS_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const subscriptions = rows.map((row) => {
    const status = effectiveStatus(row, now);
    return {
      id: row.id,
      musician_id: row.musician_id,
      stage_name: row.stage_name,
      email: row.email,
      subscription_status: status,
      cancel_at_period_end: row.cancel_at_period_end === 1,
      trial_ends_at: row.trial_ends_at,
      subscription_amount: status === 'free' ? 0 : row.amount,
      subscription_interval: row.billing_interval,
      subscription_created_at: row.created_at,
      payment_method_brand: row.payment_method_brand,
      payment_method_last4: row.payment_method_last4,
      next_billing_date: row.next_billing_date,
      total_paid: Number(row.paid ?? 0) - Number(row.refunded ?? 0),
      // The spec's name; the local provider's own id when it is the one billing.
      stripe_subscription_id: row.provider_subscription_id,
      is_cancelled: status === 'cancelled' || status === 'inactive',
    };
  });
  return { subscriptions, total: Number(count.count) };
}

async function subscriptionRow(ctx: AppContext, id: number) {
  const sub = await findSubscriptionById(ctx.db, id);
  if (!sub) throw notFound(m.subscriptionNotFound);
  return sub;
}

/** Spec 2: cancel (with a provider subscription, not already cancelled): as the musician's own cancel. */
export async function adminCancelSubscription(ctx: AppContext, actor: AuditActor, id: number): Promise<void> {
  const sub = await subscriptionRow(ctx, id);
  // Any paying plan, however it started (one started from a card saved during the
  // trial has no provider subscription id); the billing adapter skips what it has nothing to tell.
  if (effectiveStatus(sub, ctx.clock.now()) !== 'active') throw badRequest(m.nothingToCancel);
  await cancelSubscription(ctx, sub.musician_id);
  await recordAudit(
    ctx.db,
    actor,
    {
      action: 'subscription.cancelled',
      target: { type: 'subscription', id },
      before: { status: sub.status },
      after: { status: 'cancelling' },
    },
    ctx.clock.now().toISOString(),
  );
}

/** Spec 2 §4 refund-and-cancel: the current period's payment back, access ended at once. */
export async function adminRefundSubscription(ctx: AppContext, actor: AuditActor, id: number): Promise<void> {
  const sub = await subscriptionRow(ctx, id);
  const status = effectiveStatus(sub, ctx.clock.now());
  if (status === 'cancelled' || status === 'free') throw badRequest(m.nothingToCancel);
  const latest = await ctx.db
    .selectFrom('subscription_payments')
    .select(['id', 'amount', 'provider_payment_id'])
    .where('subscription_id', '=', id)
    .where('status', '=', 'paid')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!latest?.provider_payment_id) throw badRequest('There is no payment to refund');
  await endWithRefund(ctx, sub, latest.id, latest.provider_payment_id, latest.amount);
  await recordAudit(
    ctx.db,
    actor,
    {
      action: 'subscription.refunded',
      target: { type: 'subscription', id },
      before: { status },
      after: { status: 'cancelled', refunded: latest.amount },
    },
    ctx.clock.now().toISOString(),
  );
}

/** Spec 2: extending applies to a trial; the days add to its end (or to now, once it has passed). */
export async function extendTrial(ctx: AppContext, actor: AuditActor, musicianId: number, days: number) {
  const sub = await ctx.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('musician_id', '=', musicianId)
    .executeTakeFirst();
  if (!sub) throw notFound(m.subscriptionNotFound);
  if (sub.status !== 'trial') throw conflict(m.trialOnly);
  const now = ctx.clock.now();
  const from = Math.max(now.getTime(), sub.trial_ends_at ? new Date(sub.trial_ends_at).getTime() : 0);
  const trialEndsAt = new Date(from + days * 86_400_000).toISOString();
  const at = now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('subscriptions')
      .set({ trial_ends_at: trialEndsAt, renewal_attempts: 0, updated_at: at })
      .where('id', '=', sub.id)
      .where('status', '=', 'trial')
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) throw conflict(m.trialOnly);
    await recordAudit(
      trx,
      actor,
      {
        action: 'subscription.trial_extended',
        target: { type: 'subscription', id: sub.id },
        before: { trial_ends_at: sub.trial_ends_at },
        after: { trial_ends_at: trialEndsAt, days },
      },
      at,
    );
  });
  return { trial_ends_at: trialEndsAt };
}

export async function subscriptionDetails(ctx: AppContext, id: number): Promise<ProviderSubscriptionDetails> {
  return ctx.billing.describe(await subscriptionRow(ctx, id));
}
