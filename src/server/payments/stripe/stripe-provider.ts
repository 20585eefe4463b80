import type Stripe from 'stripe';
import type { Dispute, Payment, PaymentProvider, PaymentStatus, Refund } from '../provider';

/** Stripe's PaymentIntent statuses in the interface's words. */
function statusOf(intent: Stripe.PaymentIntent): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    case 'requires_action':
      return 'requires_action';
    case 'requires_payment_method':
      return 'requires_payment_method';
    case 'requires_capture':
      return 'requires_capture';
    default:
      // requires_confirmation, processing: not final yet.
      return 'processing';
  }
}

const toPayment = (intent: Stripe.PaymentIntent, refunded = false): Payment => ({
  id: intent.id,
  amount: intent.amount,
  status: refunded ? 'refunded' : statusOf(intent),
  metadata: { ...intent.metadata },
  lastError: intent.last_payment_error?.message ?? null,
  amountReceived: intent.amount_received ?? 0,
});

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? '');

const toRefund = (refund: Stripe.Refund): Refund => ({
  id: refund.id,
  paymentId: idOf(refund.payment_intent),
  amount: refund.amount,
  purpose: refund.metadata?.purpose ?? null,
});

/**
 * Stripe's dispute statuses in three: won (or a warning closed without a chargeback) releases
 * the held money, lost keeps it gone, anything else is still open.
 */
function disputeStatusOf(status: Stripe.Dispute.Status): Dispute['status'] {
  if (status === 'won' || status === 'warning_closed') return 'won';
  if (status === 'lost') return 'lost';
  return 'open';
}

const isStripeError = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/**
 * PAYMENTS=stripe: tips are PaymentIntents, confirmed in the browser by Stripe.js's Payment
 * Element with the client secret. Every create carries an idempotency key, so a retried request
 * never makes a second charge.
 */
export function createStripeProvider(stripe: Stripe, publishableKey: string): PaymentProvider {
  return {
    name: 'stripe',
    publishableKey,

    async createPayment(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: 'gbp',
          description: input.description,
          metadata: input.metadata,
          automatic_payment_methods: { enabled: true },
          ...(input.captureMethod === 'manual' ? { capture_method: 'manual' as const } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
      return { ...toPayment(intent), clientSecret: intent.client_secret };
    },

    async retrievePayment(id) {
      try {
        const intent = await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
        const charge =
          intent.latest_charge !== null && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
        return toPayment(intent, charge?.refunded === true);
      } catch (error) {
        if (isStripeError(error, 'resource_missing')) return null;
        throw error;
      }
    },

    async cancelPayment(id) {
      try {
        await stripe.paymentIntents.cancel(id);
      } catch (error) {
        // Already final (succeeded or canceled): nothing to give up.
        if (isStripeError(error, 'payment_intent_unexpected_state')) return;
        throw error;
      }
    },

    async capturePayment(id, idempotencyKey, amount) {
      try {
        await stripe.paymentIntents.capture(id, amount === undefined ? {} : { amount_to_capture: amount }, {
          idempotencyKey,
        });
      } catch (error) {
        // Captured or cancelled already (a retry after a lost answer, the webhook's own settle):
        // what Stripe has now is the answer, read below.
        if (!isStripeError(error, 'payment_intent_unexpected_state')) throw error;
      }
      const intent = await stripe.paymentIntents.retrieve(id);
      return toPayment(intent);
    },

    async refundPayment(id, idempotencyKey, amount, purpose) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: id,
          ...(amount === undefined ? {} : { amount }),
          ...(purpose ? { metadata: { purpose } } : {}),
        },
        { idempotencyKey },
      );
      return toRefund(refund);
    },

    async listRefunds(paymentId) {
      // A pending refund counts: the money is on its way back to the fan, so it is not paid out.
      const refunds = await stripe.refunds.list({ payment_intent: paymentId, limit: 100 });
      return refunds.data.filter((r) => r.status === 'succeeded' || r.status === 'pending').map(toRefund);
    },

    async retrieveDispute(id) {
      try {
        const dispute = await stripe.disputes.retrieve(id);
        return {
          id: dispute.id,
          paymentId: idOf(dispute.payment_intent),
          amount: dispute.amount,
          status: disputeStatusOf(dispute.status),
          reason: dispute.reason ?? null,
        };
      } catch (error) {
        if (isStripeError(error, 'resource_missing')) return null;
        throw error;
      }
    },
  };
}
