import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import type { SubscriptionBilling } from './billing';

/** Ties every Stripe object this app creates back to its subscription row. */
export const SUBSCRIPTION_ID_KEY = 'stagecall_subscription_id';
const PREMIUM_PRODUCT_ID = 'stagecall_premium';

/**
 * PAYMENTS=stripe: Checkout Sessions in subscription mode (the trial's remaining days become
 * Stripe's trial, so the first charge waits for them), SetupIntents for the card, and Stripe's
 * own renewals and retries. Nothing here writes the subscription row: what Stripe did arrives
 * through the webhooks (stripe-sync.ts), which re-read each object before changing anything.
 * Idempotency keys make a retried create return the first answer.
 */
export function createStripeBilling(ctx: Pick<AppContext, 'db' | 'clock'>, stripe: Stripe): SubscriptionBilling {
  async function customerOf(sub: { id: number; provider_customer_id: string | null }, email: string) {
    if (sub.provider_customer_id) return sub.provider_customer_id;
    const customer = await stripe.customers.create(
      { email, metadata: { [SUBSCRIPTION_ID_KEY]: String(sub.id) } },
      { idempotencyKey: `customer-${sub.id}` },
    );
    await ctx.db
      .updateTable('subscriptions')
      .set({ provider_customer_id: customer.id, updated_at: ctx.clock.now().toISOString() })
      .where('id', '=', sub.id)
      .where('provider_customer_id', 'is', null)
      .execute();
    return customer.id;
  }

  /** The product a plan started outside Checkout is priced on (Checkout names its own). */
  async function premiumProduct(): Promise<string> {
    try {
      await stripe.products.create({ id: PREMIUM_PRODUCT_ID, name: 'Stagecall Premium' });
    } catch (error) {
      if ((error as { code?: string }).code !== 'resource_already_exists') throw error;
    }
    return PREMIUM_PRODUCT_ID;
  }

  return {
    name: 'stripe',

    async startCheckout(sub, offer) {
      const metadata = { [SUBSCRIPTION_ID_KEY]: String(sub.id) };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: await customerOf(sub, offer.email),
        client_reference_id: String(sub.id),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'gbp',
              unit_amount: offer.amount,
              recurring: { interval: offer.plan === 'yearly' ? 'year' : 'month' },
              product_data: { name: `Stagecall Premium (${offer.plan})` },
            },
          },
        ],
        subscription_data: { metadata, ...(offer.trialDays > 0 ? { trial_period_days: offer.trialDays } : {}) },
        metadata,
        success_url: offer.successUrl,
        cancel_url: offer.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return session.url;
    },

    async startCardSetup(sub, email) {
      const intent = await stripe.setupIntents.create({
        customer: await customerOf(sub, email),
        usage: 'off_session',
        metadata: { [SUBSCRIPTION_ID_KEY]: String(sub.id) },
      });
      if (!intent.client_secret) throw new Error('Stripe returned a setup intent without a client secret');
      return intent.client_secret;
    },

    async startPlanOnSavedCard(sub, { amount, key }) {
      if (!sub.provider_customer_id) return { failure: 'No card is saved' };
      let created: Stripe.Subscription;
      try {
        // error_if_incomplete: a declined card leaves no subscription behind, and the app retries
        // after 1 and 3 days as on the local provider (Stripe retries only plans that started).
        created = await stripe.subscriptions.create(
          {
            customer: sub.provider_customer_id,
            items: [
              {
                price_data: {
                  currency: 'gbp',
                  product: await premiumProduct(),
                  unit_amount: amount,
                  recurring: { interval: 'month' },
                },
              },
            ],
            payment_behavior: 'error_if_incomplete',
            metadata: { [SUBSCRIPTION_ID_KEY]: String(sub.id) },
            expand: ['latest_invoice'],
          },
          { idempotencyKey: `first-charge-${key}` },
        );
      } catch (error) {
        if ((error as { type?: string }).type !== 'StripeCardError') throw error;
        return { failure: (error as Error).message };
      }
      const item = created.items.data[0]!;
      const invoice = created.latest_invoice;
      return {
        failure: null,
        paymentId: typeof invoice === 'string' ? invoice : invoice!.id!,
        subscriptionId: created.id,
        periodStart: new Date(item.current_period_start * 1000).toISOString(),
        periodEnd: new Date(item.current_period_end * 1000).toISOString(),
      };
    },

    async setCancelAtPeriodEnd(sub, cancel) {
      if (!sub.provider_subscription_id) return;
      await stripe.subscriptions.update(sub.provider_subscription_id, { cancel_at_period_end: cancel });
    },

    async cancelNow(sub) {
      if (!sub.provider_subscription_id) return;
      await stripe.subscriptions.cancel(sub.provider_subscription_id);
    },

    async describe(sub) {
      if (!sub.provider_subscription_id) throw new Error('This subscription has no Stripe subscription');
      const found = await stripe.subscriptions.retrieve(sub.provider_subscription_id, { expand: ['latest_invoice'] });
      const item = found.items.data[0];
      const invoice = typeof found.latest_invoice === 'object' ? found.latest_invoice : null;
      return {
        status: found.status,
        current_period_start: item?.current_period_start ?? null,
        current_period_end: item?.current_period_end ?? null,
        items: found.items.data.map((entry) => ({ price: { unit_amount: entry.price.unit_amount ?? 0 } })),
        next_payment_attempt: invoice?.next_payment_attempt ?? null,
        created: found.created,
      };
    },

    async refund(invoiceId) {
      const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
      const intent = invoice.payments?.data.find((p) => p.status === 'paid')?.payment.payment_intent;
      const intentId = typeof intent === 'string' ? intent : intent?.id;
      if (!intentId) throw new Error(`Invoice ${invoiceId} has no paid payment to refund`);
      await stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey: `refund-${invoiceId}` });
    },
  };
}
