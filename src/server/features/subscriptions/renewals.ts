import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Subscription } from '../../db/types';
import { queueSubscriptionEmail } from './emails';
import { testCardMessages } from '../../../shared/tips/test-cards';
import { getPlatformSettings } from '../platform/public';
import { findLocalCard } from './local-billing';
import { findSubscriptionPayment, firstPaidPayment, insertSubscriptionPayment, moveSubscription } from './queries';
import { addDays, addInterval, RENEWAL_RETRY_DAYS } from './periods';

const chargeFailure = (outcome: string | undefined): string | null =>
  outcome === 'succeeds'
    ? null
    : outcome === 'insufficient_funds'
      ? testCardMessages.insufficientFunds
      : testCardMessages.declined;

/**
 * The renewals job (every minute; tests call it after moving the clock). On every provider it
 * writes down what time already decided: a cancelled plan past its period end is inactive. On the
 * `local` provider it also does what Stripe does for a Stripe subscription: it charges the saved
 * card when a period ends, retries a failed renewal after 1 and 3 days and lapses the plan after
 * the third failure, and turns a trial that saved a card into the monthly plan when it ends (its
 * first charge failing is retried the same way).
 * Each subscription is one transaction whose first write is conditional on the state it read, so
 * two instances running the job at once charge once.
 */
export async function renewDueSubscriptions(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const at = now.toISOString();
  await ctx.db
    .updateTable('subscriptions')
    .set({ status: 'inactive', next_billing_date: null, updated_at: at })
    .where('status', '=', 'cancelling')
    .where('current_period_end', '<=', at)
    .execute();
  const local = ctx.billing.name === 'local';
  // On Stripe only a trial's saved card is charged here (and retried): Stripe renews the plans
  // that started, and the app charges nothing it does not know of.
  if (!local && !ctx.billing.startPlanOnSavedCard) return 0;

  const due = await ctx.db
    .selectFrom('subscriptions')
    .selectAll()
    .where((eb) => (local ? eb('provider', '=', 'local') : eb('provider_subscription_id', 'is', null)))
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'active'),
          eb('next_billing_date', '<=', at),
          ...(local ? [] : [eb('renewal_attempts', '>', 0)]),
        ]),
        eb.and([
          eb('status', '=', 'trial'),
          eb('has_payment_method', '=', 1),
          eb('renewal_attempts', '=', 0),
          eb('trial_ends_at', '<=', at),
        ]),
      ]),
    )
    .orderBy('id')
    .limit(200)
    .execute();
  let renewed = 0;
  for (const sub of due) {
    if (await renewOne(ctx, sub, now)) renewed += 1;
  }
  return renewed;
}

async function renewOne(ctx: AppContext, sub: Subscription, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const fromTrial = sub.status === 'trial';
  const plan = fromTrial ? 'monthly' : (sub.plan ?? 'monthly');
  const interval = plan === 'yearly' ? 'year' : 'month';
  const amount = fromTrial ? (await getPlatformSettings(ctx.db)).subscription_price_monthly : sub.amount;
  // A new period starts where the last one ended, so renewals keep their day of the month.
  const start = new Date(fromTrial ? (sub.trial_ends_at ?? at) : (sub.current_period_end ?? at));
  const end = addInterval(start, interval);
  const charge = await chargeSavedCard(ctx, sub, amount, start, end);
  const failure = charge.failure;

  return ctx.db.transaction().execute(async (trx) => {
    const claim = trx
      .updateTable('subscriptions')
      .where('id', '=', sub.id)
      .where('status', '=', sub.status)
      .where('renewal_attempts', '=', sub.renewal_attempts);
    const claimed = await (
      fromTrial
        ? claim.where('trial_ends_at', '=', sub.trial_ends_at)
        : claim.where('next_billing_date', '=', sub.next_billing_date!)
    )
      .set({ updated_at: at })
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return false;

    const paymentId = charge.paymentId;
    // On Stripe the invoice's own webhook may have recorded the payment already.
    if (!(await findSubscriptionPayment(trx, paymentId))) {
      await insertSubscriptionPayment(trx, {
        subscription_id: sub.id,
        amount,
        status: failure ? 'failed' : 'paid',
        provider_payment_id: paymentId,
        period_start: charge.periodStart,
        period_end: charge.periodEnd,
        at,
      });
    }

    if (!failure) {
      await moveSubscription(trx, sub.id, [sub.status], {
        status: 'active',
        plan,
        amount,
        billing_interval: interval,
        current_period_start: charge.periodStart,
        current_period_end: charge.periodEnd,
        next_billing_date: charge.periodEnd,
        renewal_attempts: 0,
        ...(charge.subscriptionId ? { provider: 'stripe', provider_subscription_id: charge.subscriptionId } : {}),
        updated_at: at,
      });
      // The first charge after a trial is a first payment, not a renewal.
      const first = (await firstPaidPayment(trx, sub.id))?.provider_payment_id === paymentId;
      await queueSubscriptionEmail(trx, ctx, sub.musician_id, first ? 'subscription_receipt' : 'subscription_renewed', {
        amountPence: amount,
        plan,
        periodEnd: charge.periodEnd,
        cardLast4: sub.payment_method_last4,
        dedupeKey: paymentId,
      });
      return true;
    }

    const attempts = sub.renewal_attempts + 1;
    let nextAttemptAt: string;
    if (fromTrial) {
      // The card saved in the trial failed its first charge: the plan starts as a renewal that
      // failed (its period is the trial's end, its next billing date the retry), so it is retried
      // after 1 and 3 days and the musician keeps going live meanwhile, as a paying one would.
      nextAttemptAt = addDays(now, RENEWAL_RETRY_DAYS[0]!).toISOString();
      const trialEnd = sub.trial_ends_at ?? at;
      await moveSubscription(trx, sub.id, ['trial'], {
        status: 'active',
        plan,
        amount,
        billing_interval: interval,
        current_period_start: trialEnd,
        current_period_end: trialEnd,
        next_billing_date: nextAttemptAt,
        renewal_attempts: attempts,
        updated_at: at,
      });
    } else if (attempts > RENEWAL_RETRY_DAYS.length) {
      await moveSubscription(trx, sub.id, ['active'], {
        status: 'inactive',
        next_billing_date: null,
        renewal_attempts: attempts,
        updated_at: at,
      });
      await queueSubscriptionEmail(trx, ctx, sub.musician_id, 'subscription_lapsed', { dedupeKey: paymentId });
      return false;
    } else {
      nextAttemptAt = addDays(now, RENEWAL_RETRY_DAYS[attempts - 1]!).toISOString();
      await moveSubscription(trx, sub.id, ['active'], {
        next_billing_date: nextAttemptAt,
        renewal_attempts: attempts,
        updated_at: at,
      });
    }
    await queueSubscriptionEmail(trx, ctx, sub.musician_id, 'subscription_renewal_failed', {
      amountPence: amount,
      plan,
      reason: failure,
      nextAttemptAt,
      cardLast4: sub.payment_method_last4,
      isFirstCharge: (await firstPaidPayment(trx, sub.id)) === undefined,
      dedupeKey: paymentId,
    });
    return false;
  });
}

/** A charge's outcome (failure: why not), the payment's id and the period it paid for. */
interface Charge {
  failure: string | null;
  paymentId: string;
  periodStart: string;
  periodEnd: string;
  /** Stripe: the subscription the paid charge started. */
  subscriptionId?: string;
}

/**
 * Charges the saved card for the period from `start` to `end`. The local provider's card answers
 * as its test number says. On Stripe (a trial's card only) the plan starts as a Stripe
 * subscription paid now, outside any transaction; the attempt's key makes a second instance, or
 * a rerun after a crash, get the same answer rather than a second charge.
 */
async function chargeSavedCard(
  ctx: AppContext,
  sub: Subscription,
  amount: number,
  start: Date,
  end: Date,
): Promise<Charge> {
  const period = { periodStart: start.toISOString(), periodEnd: end.toISOString() };
  if (ctx.billing.startPlanOnSavedCard) {
    const key = `${sub.id}-${sub.trial_ends_at}-${sub.renewal_attempts + 1}`;
    const charged = await ctx.billing.startPlanOnSavedCard(sub, { amount, key });
    return charged.failure === null
      ? charged
      : { ...period, failure: charged.failure, paymentId: `first-charge-${key}` };
  }
  const card = sub.provider_customer_id ? await findLocalCard(ctx.db, sub.provider_customer_id) : undefined;
  return {
    ...period,
    failure: chargeFailure(card?.outcome),
    paymentId: `lpay_${randomBytes(12).toString('base64url')}`,
  };
}
