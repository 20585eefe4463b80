import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import type { Subscription, SubscriptionStatus } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { queueSubscriptionEmail } from './emails';
import {
  findSubscriptionById,
  findSubscriptionByProviderId,
  firstPaidPayment,
  insertSubscriptionPayment,
} from './queries';
import { SUBSCRIPTION_ID_KEY } from './stripe-billing';

type Handler = (object: { id?: string; subscription?: unknown }) => Promise<void>;

/** An event about an object Stripe no longer has (or never had for this account) has nothing to sync. */
const unlessMissing =
  (work: Handler): Handler =>
  async (object) => {
    try {
      await work(object);
    } catch (error) {
      if ((error as { code?: string }).code === 'resource_missing') return;
      throw error;
    }
  };

const iso = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);
const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String(value.id) : null;

/** Stripe's subscription status in this app's words (spec 2 §4). */
function statusOf(sub: Stripe.Subscription, current: SubscriptionStatus): SubscriptionStatus {
  switch (sub.status) {
    // past_due: Stripe is still retrying the renewal, so access continues (as on the local provider).
    case 'trialing':
    case 'active':
    case 'past_due':
      return sub.cancel_at_period_end ? 'cancelling' : 'active';
    case 'incomplete':
      // The first payment has not gone through yet: nothing has started.
      return current;
    default:
      // canceled, unpaid, incomplete_expired, paused. An admin's cancel stays 'cancelled'.
      return current === 'cancelled' ? 'cancelled' : 'inactive';
  }
}

/**
 * Stripe is retrying the subscription's latest invoice (a failed renewal, or the first charge at
 * the trial's end): how many attempts failed and when it tries again (null: it will not).
 */
function retryOf(
  sub: Stripe.Subscription,
): { invoiceId: string; attempts: number; nextAttemptAt: string | null } | null {
  const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
  if (sub.status !== 'past_due' || !invoice?.id || invoice.status !== 'open' || invoice.attempt_count === 0) {
    return null;
  }
  return { invoiceId: invoice.id, attempts: invoice.attempt_count, nextAttemptAt: iso(invoice.next_payment_attempt) };
}

/**
 * PAYMENTS=stripe: what Stripe's subscription webhooks change (docs/decisions/013). Every event is
 * only a hint: the subscription, invoice or setup intent is re-read from Stripe before anything is
 * written, so a late, repeated or out-of-order event writes Stripe's current state again and a
 * payment row is inserted once (its invoice id is unique).
 */
export function subscriptionWebhookHandlers(ctx: AppContext, stripe: Stripe): Record<string, Handler> {
  async function rowFor(subscriptionId: string, metadata: Record<string, string>): Promise<Subscription | undefined> {
    const known = await findSubscriptionByProviderId(ctx.db, subscriptionId);
    if (known) return known;
    const id = Number(metadata[SUBSCRIPTION_ID_KEY]);
    return Number.isInteger(id) && id > 0 ? findSubscriptionById(ctx.db, id) : undefined;
  }

  async function syncSubscription(subscriptionId: string | null): Promise<void> {
    if (!subscriptionId) return;
    const sub = await stripe.subscriptions.retrieve(subscriptionId, {
      expand: ['default_payment_method', 'latest_invoice'],
    });
    const row = await rowFor(sub.id, sub.metadata ?? {});
    // Lifetime free access is the platform's gift, whatever a leftover Stripe plan says.
    if (!row || row.status === 'free') return;
    const item = sub.items.data[0];
    const card = typeof sub.default_payment_method === 'object' ? sub.default_payment_method?.card : undefined;
    const status = statusOf(sub, row.status);
    const periodEnd = iso(item?.current_period_end);
    const retry = retryOf(sub);
    const at = ctx.clock.now().toISOString();
    const trialEnd = sub.status === 'trialing' ? iso(sub.trial_end) : null;
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('subscriptions')
        .set({
          status,
          provider: 'stripe',
          provider_subscription_id: sub.id,
          provider_customer_id: idOf(sub.customer),
          plan: item?.price.recurring?.interval === 'year' ? 'yearly' : 'monthly',
          billing_interval: item?.price.recurring?.interval === 'year' ? 'year' : 'month',
          amount: item?.price.unit_amount ?? row.amount,
          current_period_start: iso(item?.current_period_start),
          current_period_end: periodEnd,
          // A charge Stripe is retrying (a renewal, or the trial's end) is the local provider's
          // failed renewal: the banner shows it and the next billing date is the retry.
          next_billing_date: status === 'active' ? (retry ? retry.nextAttemptAt : periodEnd) : null,
          renewal_attempts: retry?.attempts ?? 0,
          cancel_at_period_end: sub.cancel_at_period_end ? 1 : 0,
          cancelled_at: iso(sub.canceled_at),
          ...(card
            ? { payment_method_brand: card.brand, payment_method_last4: card.last4, has_payment_method: 1 }
            : {}),
          updated_at: at,
        })
        .where('id', '=', row.id)
        .execute();
      if (status === 'inactive' && (row.status === 'active' || row.status === 'cancelling')) {
        await queueSubscriptionEmail(trx, ctx, row.musician_id, 'subscription_lapsed', { dedupeKey: sub.id });
      }
      if (trialEnd && new Date(trialEnd) > ctx.clock.now()) {
        // Subscribed in the trial: nothing is charged yet, so the musician hears when it will be.
        // Once per Stripe subscription, whichever of its events arrives first or again.
        await queueSubscriptionEmail(trx, ctx, row.musician_id, 'subscription_started', {
          amountPence: item?.price.unit_amount ?? row.amount,
          plan: item?.price.recurring?.interval === 'year' ? 'yearly' : 'monthly',
          periodEnd: trialEnd,
          cardLast4: card?.last4 ?? null,
          dedupeKey: sub.id,
        });
      }
    });
  }

  async function recordInvoice(invoiceId: string | undefined): Promise<void> {
    if (!invoiceId) return;
    const invoice = await stripe.invoices.retrieve(invoiceId);
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
    // By its metadata too: the invoice of a plan the renewals job started on a trial's card can
    // arrive before the job has written the subscription's id.
    const metadata = invoice.parent?.subscription_details?.metadata ?? {};
    const row = subscriptionId ? await rowFor(subscriptionId, metadata) : undefined;
    if (!row) return;
    const paid = invoice.status === 'paid';
    if (paid && invoice.amount_paid === 0) return; // a trial's £0 first invoice is not a payment
    const failed = !paid && invoice.attempt_count > 0;
    if (!paid && !failed) return;
    const paymentId = paid ? invoice.id : `${invoice.id}#${invoice.attempt_count}`;
    const at = ctx.clock.now().toISOString();
    try {
      await ctx.db.transaction().execute(async (trx) => {
        await insertSubscriptionPayment(trx, {
          subscription_id: row.id,
          amount: paid ? invoice.amount_paid : invoice.amount_due,
          status: paid ? 'paid' : 'failed',
          provider_payment_id: paymentId,
          period_start: iso(invoice.period_start),
          period_end: iso(invoice.period_end),
          at,
        });
        if (paid) {
          // Every charge has its receipt: the first (at checkout, or when a trial ends) says so.
          const first = (await firstPaidPayment(trx, row.id))?.provider_payment_id === paymentId;
          await queueSubscriptionEmail(
            trx,
            ctx,
            row.musician_id,
            first ? 'subscription_receipt' : 'subscription_renewed',
            {
              amountPence: invoice.amount_paid,
              plan: row.plan,
              periodEnd: row.current_period_end,
              dedupeKey: paymentId,
            },
          );
        } else if (failed) {
          await queueSubscriptionEmail(trx, ctx, row.musician_id, 'subscription_renewal_failed', {
            amountPence: invoice.amount_due,
            plan: row.plan,
            reason: invoice.last_finalization_error?.message ?? null,
            nextAttemptAt: invoice.next_payment_attempt ? iso(invoice.next_payment_attempt) : null,
            cardLast4: row.payment_method_last4,
            // The charge at a trial's end is the plan's first: it says so, as on the local provider.
            isFirstCharge: (await firstPaidPayment(trx, row.id)) === undefined,
            dedupeKey: paymentId,
          });
        }
      });
    } catch (error) {
      // Seen before (a replay, or two deliveries at once): the first one recorded it.
      if (!isUniqueViolation(error)) throw error;
    }
    // A retry that fails again changes no subscription field, so Stripe sends no
    // customer.subscription.updated: the retry state (banner, next attempt) is read here too.
    if (subscriptionId) await syncSubscription(subscriptionId);
  }

  async function syncSetupIntent(setupIntentId: string | undefined): Promise<void> {
    if (!setupIntentId) return;
    const intent = await stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
    if (intent.status !== 'succeeded') return;
    const id = Number(intent.metadata?.[SUBSCRIPTION_ID_KEY]);
    const row = Number.isInteger(id) && id > 0 ? await findSubscriptionById(ctx.db, id) : undefined;
    const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
    if (!row || !method?.card || idOf(intent.customer) !== row.provider_customer_id) return;
    // Renewals charge the card the musician just saved.
    await stripe.customers.update(row.provider_customer_id!, {
      invoice_settings: { default_payment_method: method.id },
    });
    if (row.provider_subscription_id) {
      await stripe.subscriptions.update(row.provider_subscription_id, { default_payment_method: method.id });
    }
    await ctx.db
      .updateTable('subscriptions')
      .set({
        payment_method_brand: method.card.brand,
        payment_method_last4: method.card.last4,
        has_payment_method: 1,
        // A trial's first charge that failed is tried again at once on the new card (renewals.ts).
        ...(!row.provider_subscription_id && row.status === 'active' && row.renewal_attempts > 0
          ? { next_billing_date: ctx.clock.now().toISOString() }
          : {}),
        updated_at: ctx.clock.now().toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
    if (row.provider_subscription_id) await payRetriedInvoice(row.provider_subscription_id, method.id);
  }

  /**
   * A card saved while Stripe is retrying a charge is tried at once, as on the local provider
   * (Stripe itself would wait for its next attempt). A decline changes nothing: the retries go on,
   * and the attempt is not counted (Stripe counts only its own), so no second e-mail is sent.
   */
  async function payRetriedInvoice(subscriptionId: string, paymentMethodId: string): Promise<void> {
    const retry = retryOf(await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] }));
    if (!retry) return;
    try {
      await stripe.invoices.pay(
        retry.invoiceId,
        { payment_method: paymentMethodId, off_session: true },
        { idempotencyKey: `pay-${retry.invoiceId}-${paymentMethodId}` },
      );
    } catch (error) {
      if ((error as { type?: string }).type !== 'StripeCardError') throw error;
    }
    await recordInvoice(retry.invoiceId);
  }

  const subscription = unlessMissing((object) => syncSubscription(object.id ?? null));
  const invoice = unlessMissing((object) => recordInvoice(object.id));
  return {
    'checkout.session.completed': unlessMissing((object) => syncSubscription(idOf(object.subscription))),
    'customer.subscription.created': subscription,
    'customer.subscription.updated': subscription,
    'customer.subscription.deleted': subscription,
    'invoice.paid': invoice,
    'invoice.payment_failed': invoice,
    'setup_intent.succeeded': unlessMissing((object) => syncSetupIntent(object.id)),
  };
}
