import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import type { Subscription } from '../../db/types';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { queueSubscriptionEmail } from './emails';
import {
  subscriptionMessages as m,
  type CreateCheckoutBody,
  type SubscriptionPayment,
  type SubscriptionStatusResponse,
} from '../../../shared/subscriptions';
import { getPlatformSettings } from '../platform/public';
import { effectiveStatus, hasAccess, isTrialActive } from './access';
import { findSubscription, firstPaidPayment, listSubscriptionPayments, moveSubscription } from './queries';
import { addDays, daysUntil, MONEY_BACK_DAYS } from './periods';

export interface Subscriber {
  musicianId: number;
  email: string;
}

async function subscriptionOf(db: Db, musicianId: number): Promise<Subscription> {
  const sub = await findSubscription(db, musicianId);
  if (!sub) throw notFound(m.noSubscription);
  return sub;
}

const refundableUntil = (firstPaidAt: string | undefined) =>
  firstPaidAt ? addDays(new Date(firstPaidAt), MONEY_BACK_DAYS).toISOString() : null;

/** Spec 1 §3 / spec 2 §3 "Subscription status", plus what the Settings tab shows. */
export async function subscriptionStatus(ctx: AppContext, musicianId: number): Promise<SubscriptionStatusResponse> {
  const [sub, settings] = await Promise.all([subscriptionOf(ctx.db, musicianId), getPlatformSettings(ctx.db)]);
  const now = ctx.clock.now();
  const status = effectiveStatus(sub, now);
  const first = await firstPaidPayment(ctx.db, sub.id);
  const until = first?.status === 'paid' ? refundableUntil(first.created_at) : null;
  const paid = status === 'active' || status === 'cancelling';
  // A renewal (or a trial's first charge) that failed: shown until a payment succeeds or the plan
  // lapses. The active plan's next billing date is then the retry.
  const paymentFailed = sub.renewal_attempts > 0 && (status === 'active' || status === 'trial');
  return {
    subscription_status: status,
    is_trial_active: isTrialActive(sub, now),
    trial_days_remaining: status === 'trial' ? daysUntil(sub.trial_ends_at, now) : 0,
    has_payment_method: sub.has_payment_method === 1,
    next_billing_date:
      status === 'active' || (status === 'trial' && sub.has_payment_method === 1 && !paymentFailed)
        ? (sub.next_billing_date ?? sub.trial_ends_at)
        : null,
    payment_failed: paymentFailed,
    next_payment_attempt_at: paymentFailed && status === 'active' ? sub.next_billing_date : null,
    has_access: hasAccess(sub, now),
    plan: paid ? sub.plan : null,
    amount: paid ? sub.amount : 0,
    trial_ends_at: sub.trial_ends_at,
    current_period_end: paid ? sub.current_period_end : null,
    cancel_at_period_end: status === 'cancelling',
    payment_method_brand: sub.has_payment_method ? sub.payment_method_brand : null,
    payment_method_last4: sub.has_payment_method ? sub.payment_method_last4 : null,
    refundable_until: until && new Date(until) > now ? until : null,
    prices: { monthly: settings.subscription_price_monthly, yearly: settings.subscription_price_yearly },
  };
}

export async function subscriptionPayments(ctx: AppContext, musicianId: number): Promise<SubscriptionPayment[]> {
  const sub = await subscriptionOf(ctx.db, musicianId);
  return listSubscriptionPayments(ctx.db, sub.id);
}

/**
 * Going live and scheduling a public gig need access (access.ts). A 403 whose details carry
 * `subscription_required`, so the dashboard opens the upgrade modal rather than showing a dead end.
 */
export async function requireSubscriptionAccess(ctx: AppContext, musicianId: number): Promise<void> {
  const sub = await findSubscription(ctx.db, musicianId);
  const now = ctx.clock.now();
  if (hasAccess(sub, now)) return;
  const status = sub ? effectiveStatus(sub, now) : 'inactive';
  throw new AppError(403, m.required(status, sub?.status === 'trial'), 'subscription_required');
}

/**
 * Spec 1 §7 create-checkout. Open to a trial (whose remaining days carry over: the first charge
 * waits for them) and to an ended plan; free and paying musicians have nothing to buy (409). The
 * server counts the trial's days itself: the browser's figure is only what it believed.
 */
export async function startCheckout(
  ctx: AppContext,
  subscriber: Subscriber,
  body: CreateCheckoutBody,
  origin: string,
): Promise<{ checkout_url: string }> {
  const sub = await subscriptionOf(ctx.db, subscriber.musicianId);
  const now = ctx.clock.now();
  const status = effectiveStatus(sub, now);
  if (status === 'free') throw conflict(m.lifetimeAccess, 'lifetime_access');
  if (status === 'active' || status === 'cancelling') throw conflict(m.alreadySubscribed, 'already_subscribed');
  const settings = await getPlatformSettings(ctx.db);
  const amount = body.plan === 'yearly' ? settings.subscription_price_yearly : settings.subscription_price_monthly;
  const trialDays = isTrialActive(sub, now) ? daysUntil(sub.trial_ends_at, now) : 0;
  const checkoutUrl = await ctx.billing.startCheckout(sub, {
    plan: body.plan,
    amount,
    trialDays,
    email: subscriber.email,
    successUrl: `${origin}/dashboard?subscription=success`,
    cancelUrl: `${origin}/dashboard?subscription=cancelled`,
  });
  return { checkout_url: checkoutUrl };
}

/** Spec 2 §7 setup-intent: a card for the renewals (offered during a trial without one). */
export async function startCardSetup(ctx: AppContext, subscriber: Subscriber): Promise<{ client_secret: string }> {
  const sub = await subscriptionOf(ctx.db, subscriber.musicianId);
  if (effectiveStatus(sub, ctx.clock.now()) === 'free') throw conflict(m.lifetimeAccess, 'lifetime_access');
  return { client_secret: await ctx.billing.startCardSetup(sub, subscriber.email) };
}

/**
 * A trial's saved card is what the trial turns into a monthly plan with when it ends
 * (renewals.ts); removing it is how a musician on trial says no to that.
 */
export async function removeCard(ctx: AppContext, musicianId: number): Promise<void> {
  const sub = await subscriptionOf(ctx.db, musicianId);
  if (sub.status !== 'trial' || !sub.has_payment_method) throw conflict(m.noCardToRemove, 'no_card_to_remove');
  await moveSubscription(ctx.db, sub.id, ['trial'], {
    has_payment_method: 0,
    payment_method_brand: null,
    payment_method_last4: null,
    updated_at: ctx.clock.now().toISOString(),
  });
}

/** Spec 2 §4: cancel applies to active; access runs on to the end of the paid period. */
export async function cancelSubscription(ctx: AppContext, musicianId: number): Promise<SubscriptionStatusResponse> {
  const sub = await subscriptionOf(ctx.db, musicianId);
  const now = ctx.clock.now();
  if (effectiveStatus(sub, now) !== 'active') throw conflict(m.onlyActiveCancels, 'not_cancellable');
  await ctx.billing.setCancelAtPeriodEnd(sub, true);
  const at = now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await moveSubscription(trx, sub.id, ['active'], {
      status: 'cancelling',
      cancel_at_period_end: 1,
      cancelled_at: at,
      next_billing_date: null,
      updated_at: at,
    });
    if (!moved) throw conflict(m.onlyActiveCancels, 'not_cancellable');
    await queueSubscriptionEmail(trx, ctx, musicianId, 'subscription_cancelled', {
      periodEnd: sub.current_period_end,
      dedupeKey: `${sub.id}:${at}`,
    });
  });
  return subscriptionStatus(ctx, musicianId);
}

/** Spec 2 §4: reactivate applies to cancelling, before the period has ended. */
export async function reactivateSubscription(ctx: AppContext, musicianId: number): Promise<SubscriptionStatusResponse> {
  const sub = await subscriptionOf(ctx.db, musicianId);
  const now = ctx.clock.now();
  if (effectiveStatus(sub, now) !== 'cancelling') throw conflict(m.onlyCancellingReactivates, 'not_reactivatable');
  await ctx.billing.setCancelAtPeriodEnd(sub, false);
  const at = now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await moveSubscription(trx, sub.id, ['cancelling'], {
      status: 'active',
      cancel_at_period_end: 0,
      cancelled_at: null,
      next_billing_date: sub.current_period_end,
      updated_at: at,
    });
    if (!moved) throw conflict(m.onlyCancellingReactivates, 'not_reactivatable');
    await queueSubscriptionEmail(trx, ctx, musicianId, 'subscription_reactivated', {
      plan: sub.plan,
      amountPence: sub.amount,
      periodEnd: sub.current_period_end,
      dedupeKey: `${sub.id}:${at}`,
    });
  });
  return subscriptionStatus(ctx, musicianId);
}

/**
 * The 30-day money-back promise (spec 1 §9): the first payment of a plan, refunded in full on
 * request within 30 days of paying it. The plan ends at once, as the admin's refund-and-cancel
 * does (spec 2 §4). The refund is asked of the provider before anything is written; the paid row
 * moves to refunded in one conditional UPDATE, so two clicks refund once.
 */
export async function refundFirstPayment(ctx: AppContext, musicianId: number): Promise<SubscriptionStatusResponse> {
  const sub = await subscriptionOf(ctx.db, musicianId);
  const now = ctx.clock.now();
  const first = await firstPaidPayment(ctx.db, sub.id);
  if (!first || !first.provider_payment_id) throw badRequest(m.nothingToRefund, 'nothing_to_refund');
  // Already refunded is a state, whichever request got there first: the same 409 a concurrent
  // twin meets inside the transaction below, on either database.
  if (first.status !== 'paid') throw conflict(m.nothingToRefund, 'nothing_to_refund');
  if (addDays(new Date(first.created_at), MONEY_BACK_DAYS) <= now) throw forbidden(m.refundWindowPassed);
  await endWithRefund(ctx, sub, first.id, first.provider_payment_id, first.amount);
  return subscriptionStatus(ctx, musicianId);
}

/** Refunds one paid payment and ends the plan now: shared by the money-back promise and the admin. */
export async function endWithRefund(
  ctx: AppContext,
  sub: Subscription,
  paymentId: number,
  providerPaymentId: string,
  amount: number,
): Promise<void> {
  await ctx.billing.cancelNow(sub);
  await ctx.billing.refund(providerPaymentId);
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const refunded = await trx
      .updateTable('subscription_payments')
      .set({ status: 'refunded', refunded_amount: amount, updated_at: at })
      .where('id', '=', paymentId)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    if (refunded.numUpdatedRows === 0n) throw conflict(m.nothingToRefund, 'nothing_to_refund');
    await moveSubscription(trx, sub.id, ['active', 'cancelling', 'trial', 'inactive'], {
      status: 'cancelled',
      cancel_at_period_end: 0,
      cancelled_at: at,
      current_period_end: at,
      next_billing_date: null,
      updated_at: at,
    });
    await queueSubscriptionEmail(trx, ctx, sub.musician_id, 'subscription_refunded', {
      amountPence: amount,
      dedupeKey: `refund:${paymentId}`,
    });
  });
}
