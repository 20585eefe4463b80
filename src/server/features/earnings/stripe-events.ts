import type { AppContext } from '../../context';
import type { StripeEventHandler } from '../../payments/stripe/webhook-routes';
import { syncPayoutAccount, syncWithdrawal } from './payouts-service';
import { syncTipDispute, syncTipRefunds } from './refunds-service';

const paymentIntentOf = (object: { payment_intent?: unknown }): string | null => {
  const intent = object.payment_intent;
  if (typeof intent === 'string') return intent;
  return intent && typeof intent === 'object' && 'id' in intent ? String(intent.id) : null;
};

/**
 * The Stripe events that move a musician's money after a tip (docs/payments.md): refunds and
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
    // A transfer taken back (by the platform after a failed payout, or from the Dashboard).
    'transfer.reversed': withdrawalOf(ctx),
    'charge.refunded': refunds,
    'charge.refund.updated': refunds,
    'charge.dispute.created': dispute,
    'charge.dispute.updated': dispute,
    'charge.dispute.closed': dispute,
    'charge.dispute.funds_withdrawn': dispute,
    'charge.dispute.funds_reinstated': dispute,
  };
}

/** The withdrawal a transfer or payout names in its metadata; re-read from the provider by id. */
const withdrawalOf =
  (ctx: AppContext): StripeEventHandler =>
  async (object) => {
    const id = Number((object as { metadata?: Record<string, string> }).metadata?.withdrawal_id);
    if (Number.isInteger(id) && id > 0) await syncWithdrawal(ctx, id);
  };

/**
 * The Connect endpoint's events (POST /api/payments/connect-webhook): they happen on the musicians'
 * connected accounts. account.updated keeps onboarding's state; payout.* tells a withdrawal's end.
 */
export function connectWebhookHandlers(ctx: AppContext): Record<string, StripeEventHandler> {
  const payout = withdrawalOf(ctx);
  return {
    'account.updated': async (object) => {
      if (object.id) await syncPayoutAccount(ctx, object.id);
    },
    'payout.paid': payout,
    'payout.failed': payout,
    'payout.canceled': payout,
    'payout.updated': payout,
  };
}
