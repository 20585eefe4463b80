import { z } from 'zod';
import { cardFields } from '../tips/payments';

/**
 * The musician's subscription (spec 1 §3, §4, §7; spec 2 §3, §4, §7): the API's shapes and words.
 * Statuses: free (lifetime complimentary), trial, active, cancelling (paid to the period end, not
 * renewing), inactive (lapsed or ended), and cancelled (ended at once by an administrator).
 */
export const subscriptionStatuses = ['free', 'trial', 'active', 'cancelling', 'cancelled', 'inactive'] as const;
export type SubscriptionStatusName = (typeof subscriptionStatuses)[number];

export const plans = ['monthly', 'yearly'] as const;
export type Plan = (typeof plans)[number];

/** GET /api/musicians/subscription/status. The first five fields are the spec's; the rest serve Settings. */
export const subscriptionStatusResponse = z.object({
  subscription_status: z.enum(subscriptionStatuses),
  is_trial_active: z.boolean(),
  trial_days_remaining: z.number().int(),
  has_payment_method: z.boolean(),
  next_billing_date: z.string().nullable(),
  /** The last payment failed: the dashboard and Settings say so until one succeeds. */
  payment_failed: z.boolean(),
  /** When a failed renewal is tried again; null when it is not (a trial's first charge). */
  next_payment_attempt_at: z.string().nullable(),
  /** Whether the musician may go live and schedule public gigs now. */
  has_access: z.boolean(),
  plan: z.enum(plans).nullable(),
  /** Pence per interval. */
  amount: z.number().int(),
  trial_ends_at: z.string().nullable(),
  /** Paid access runs to here (active or cancelling). */
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  payment_method_brand: z.string().nullable(),
  payment_method_last4: z.string().nullable(),
  /** The 30-day money-back promise: the first payment can be refunded until this instant. */
  refundable_until: z.string().nullable(),
  prices: z.object({ monthly: z.number().int(), yearly: z.number().int() }),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponse>;

export const createCheckoutBody = z.strictObject({
  plan: z.enum(plans, { message: 'Choose the monthly or the yearly plan' }),
  /** What the browser believes is left of the trial; the server counts it itself and uses its own. */
  trial_days_remaining: z.number().int().min(0).max(365).optional(),
});
export type CreateCheckoutBody = z.infer<typeof createCheckoutBody>;

export const checkoutResponse = z.object({ checkout_url: z.string() });
export const setupIntentResponse = z.object({ client_secret: z.string() });

/** The built-in provider's checkout page, /subscribe/checkout/{checkoutId}. */
export const localCheckoutParams = z.strictObject({ checkoutId: z.string().min(1).max(100) });
export const localCheckoutResponse = z.object({
  id: z.string(),
  plan: z.enum(plans),
  amount: z.number().int(),
  trial_days: z.number().int(),
  status: z.enum(['open', 'completed', 'expired']),
});
export type LocalCheckout = z.infer<typeof localCheckoutResponse>;

export const localCheckoutConfirmBody = z.strictObject(cardFields);
export const localCardSetupBody = z.strictObject({ client_secret: z.string().min(1).max(200), ...cardFields });

export const subscriptionPayment = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  refunded_amount: z.number().int(),
  status: z.enum(['pending', 'paid', 'failed', 'refunded']),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  created_at: z.string(),
});
export type SubscriptionPayment = z.infer<typeof subscriptionPayment>;

export const subscriptionMessages = {
  checkoutFailed: 'Failed to create checkout session',
  upgradeFailed: 'Failed to process upgrade. Please try again.',
  cancelFailed: 'Failed to cancel subscription',
  reactivateFailed: 'Failed to reactivate subscription',
  setupFailed: 'Failed to setup payment method',
  alreadySubscribed: 'You already have an active subscription',
  lifetimeAccess: 'You have lifetime complimentary access: there is nothing to pay',
  onlyActiveCancels: 'Only an active subscription can be cancelled',
  onlyCancellingReactivates: 'Only a cancelled subscription that has not ended yet can be reactivated',
  noSubscription: 'Subscription not found',
  checkoutNotFound: 'Checkout not found',
  checkoutClosed: 'This checkout has already been completed or has expired',
  needsSecondStep: 'This card asks for a second step, which saved cards cannot do here. Use another test card.',
  noCardToRemove: 'There is no saved card to remove',
  refundWindowPassed: 'The 30-day money-back period has passed',
  nothingToRefund: 'There is no payment to refund',
  /** Going live or scheduling a public gig after the trial or the subscription has ended. */
  required: (status: SubscriptionStatusName, trialEnded: boolean) =>
    trialEnded && status === 'trial'
      ? 'Your free trial has ended. Subscribe to go live and schedule public gigs.'
      : 'You need an active subscription to go live and schedule public gigs.',
} as const;

/** 'save 20%': what a year of the monthly plan costs more than the yearly plan, in whole percent. */
export const yearlySaving = (monthly: number, yearly: number): number =>
  monthly > 0 ? Math.round((1 - yearly / (monthly * 12)) * 100) : 0;
