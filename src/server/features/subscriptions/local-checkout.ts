import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { checkTestCard, testCardMessages, type CardDetails, type TestCard } from '../../../shared/tips/test-cards';
import { subscriptionMessages as m, type LocalCheckout } from '../../../shared/subscriptions';
import { localCustomerId, saveLocalCard, verifySetupSecret } from './local-billing';
import { queueSubscriptionEmail } from './emails';
import { findSubscriptionById, firstPaidPayment, insertSubscriptionPayment, moveSubscription } from './queries';
import { addDays, addInterval, intervalOf } from './periods';

/**
 * The `local` provider's side of a subscription (TEST MODE): the checkout page and the card form
 * of the Add Payment Method modal post their test card here. Only the documented test cards are
 * accepted (src/shared/tips/test-cards.ts), and their outcome is what a real processor would answer.
 */

/** A card that cannot be saved for later: declined at once, or one that needs the payer present. */
function refusal(card: TestCard): AppError | null {
  switch (card.outcome) {
    case 'declined':
      return new AppError(402, testCardMessages.declined);
    case 'insufficient_funds':
      return new AppError(402, testCardMessages.insufficientFunds);
    case 'requires_action':
      return badRequest(m.needsSecondStep);
    default:
      return null;
  }
}

function checkedCard(ctx: AppContext, details: CardDetails) {
  const check = checkTestCard(details, ctx.clock.now());
  if (!check.ok) throw badRequest(check.message);
  const refused = refusal(check.card);
  if (refused) throw refused;
  return { brand: check.card.brand, last4: check.last4, outcome: check.card.outcome };
}

export async function findLocalCheckout(
  ctx: AppContext,
  checkoutId: string,
  musicianId: number,
): Promise<LocalCheckout & { subscription_id: number }> {
  const row = await ctx.db
    .selectFrom('local_subscription_checkouts')
    .innerJoin('subscriptions', 'subscriptions.id', 'local_subscription_checkouts.subscription_id')
    .select([
      'local_subscription_checkouts.id',
      'local_subscription_checkouts.plan',
      'local_subscription_checkouts.amount',
      'local_subscription_checkouts.trial_days',
      'local_subscription_checkouts.status',
      'local_subscription_checkouts.subscription_id',
    ])
    .where('local_subscription_checkouts.id', '=', checkoutId)
    .where('subscriptions.musician_id', '=', musicianId)
    .executeTakeFirst();
  if (!row) throw notFound(m.checkoutNotFound);
  return row;
}

/**
 * Pays a checkout: the card is saved, and the plan starts. With trial days left nothing is charged
 * now: the paid period begins when the trial would have ended. Otherwise the first period is
 * charged at once (a card whose charges fail is declined here). Claiming the checkout, the charge
 * and the plan are one transaction; a second submit finds the checkout completed (409).
 */
export async function payLocalCheckout(
  ctx: AppContext,
  checkoutId: string,
  musicianId: number,
  details: CardDetails,
): Promise<void> {
  const checkout = await findLocalCheckout(ctx, checkoutId, musicianId);
  if (checkout.status !== 'open') throw conflict(m.checkoutClosed, 'checkout_closed');
  const card = checkedCard(ctx, details);
  const chargesNow = checkout.trial_days === 0;
  if (chargesNow && card.outcome === 'charge_fails') throw new AppError(402, testCardMessages.declined);

  const now = ctx.clock.now();
  const at = now.toISOString();
  const interval = intervalOf(checkout.plan);
  const periodStart = chargesNow ? now : addDays(now, checkout.trial_days);
  const periodEnd = chargesNow ? addInterval(now, interval) : periodStart;

  await ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('local_subscription_checkouts')
      .set({ status: 'completed', updated_at: at })
      .where('id', '=', checkoutId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) throw conflict(m.checkoutClosed, 'checkout_closed');
    const sub = await findSubscriptionById(trx, checkout.subscription_id);
    if (!sub) throw notFound(m.noSubscription);
    const customer = localCustomerId(sub.id);
    await saveLocalCard(trx, customer, card, at);
    const moved = await moveSubscription(trx, sub.id, ['trial', 'inactive', 'cancelled'], {
      status: 'active',
      plan: checkout.plan,
      amount: checkout.amount,
      billing_interval: interval,
      current_period_start: at,
      current_period_end: periodEnd.toISOString(),
      next_billing_date: periodEnd.toISOString(),
      cancel_at_period_end: 0,
      cancelled_at: null,
      provider: 'local',
      provider_customer_id: customer,
      provider_subscription_id: sub.provider_subscription_id ?? `lsub_${sub.id}`,
      payment_method_brand: card.brand,
      payment_method_last4: card.last4,
      has_payment_method: 1,
      renewal_attempts: 0,
      updated_at: at,
    });
    if (!moved) throw conflict(m.alreadySubscribed, 'already_subscribed');
    if (chargesNow) {
      const paymentId = `lpay_${randomBytes(12).toString('base64url')}`;
      await insertSubscriptionPayment(trx, {
        subscription_id: sub.id,
        amount: checkout.amount,
        status: 'paid',
        provider_payment_id: paymentId,
        period_start: at,
        period_end: periodEnd.toISOString(),
        at,
      });
      // A charge at checkout (no trial days left) has its receipt, as every charge does.
      const first = (await firstPaidPayment(trx, sub.id))?.provider_payment_id === paymentId;
      await queueSubscriptionEmail(trx, ctx, sub.musician_id, first ? 'subscription_receipt' : 'subscription_renewed', {
        amountPence: checkout.amount,
        plan: checkout.plan,
        periodEnd: periodEnd.toISOString(),
        cardLast4: card.last4,
        dedupeKey: paymentId,
      });
    } else {
      // Subscribed in the trial: nothing is charged now, so the musician hears when it will be.
      await queueSubscriptionEmail(trx, ctx, sub.musician_id, 'subscription_started', {
        amountPence: checkout.amount,
        plan: checkout.plan,
        periodEnd: periodEnd.toISOString(),
        cardLast4: card.last4,
        dedupeKey: checkoutId,
      });
    }
  });
}

/** The Add Payment Method modal's card on the local provider (its setup-intent's confirm). */
export async function saveLocalSetupCard(
  ctx: AppContext,
  musicianId: number,
  clientSecret: string,
  details: CardDetails,
): Promise<void> {
  const subscriptionId = verifySetupSecret(ctx.secret, clientSecret);
  const sub = subscriptionId === undefined ? undefined : await findSubscriptionById(ctx.db, subscriptionId);
  if (!sub || sub.musician_id !== musicianId) throw notFound(m.noSubscription);
  const card = checkedCard(ctx, details);
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const customer = localCustomerId(sub.id);
    await saveLocalCard(trx, customer, card, at);
    // After a failed payment a new card is tried at once (the next renewals run), not on the
    // retry date: the musician who fixed it expects the warning to go.
    const failedRenewal = sub.status === 'active' && sub.renewal_attempts > 0;
    await trx
      .updateTable('subscriptions')
      .set({
        provider_customer_id: customer,
        payment_method_brand: card.brand,
        payment_method_last4: card.last4,
        has_payment_method: 1,
        renewal_attempts: failedRenewal ? sub.renewal_attempts : 0,
        ...(failedRenewal ? { next_billing_date: at } : {}),
        updated_at: at,
      })
      .where('id', '=', sub.id)
      .execute();
  });
}
