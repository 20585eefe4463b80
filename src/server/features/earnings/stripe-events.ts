import type { AppContext } from '../../context';
import type { StripeEventHandler } from '../../payments/stripe/webhook-routes';
import { syncTipDispute, syncTipRefunds } from './refunds-service';

const paymentIntentOf = (object: { payment_intent?: unknown }): string | null => {
  const intent = object.payment_intent;
  if (typeof intent === 'string') return intent;
  return intent && typeof intent === 'object' && 'id' in intent ? String(intent.id) : null;
};

/**
 * The Stripe events that move a musician's money after a tip (README 'Payments'): refunds and
 * disputes. Each only names what to re-read; the handlers ask Stripe and record what is new.
 */
export function moneyWebhookHandlers(ctx: AppContext): Record<string, StripeEventHandler> {
  const refunds: StripeEventHandler = async (object) => {
    const paymentId = paymentIntentOf(object as { payment_intent?: unknown });
    if (paymentId) await syncTipRefunds(ctx, paymentId);
  };
  const dispute: StripeEventHandler = async (object) => {
    if (object.id) await syncTipDispute(ctx, object.id);
  };
  return {
    'charge.refunded': refunds,
    'charge.refund.updated': refunds,
    'charge.dispute.created': dispute,
    'charge.dispute.updated': dispute,
    'charge.dispute.closed': dispute,
    'charge.dispute.funds_withdrawn': dispute,
    'charge.dispute.funds_reinstated': dispute,
  };
}
