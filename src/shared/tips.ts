import type { PaymentStep } from './payments';

/** £500: the most one tip can be (a typo guard, not a business rule). */
export const MAX_TIP_PENCE = 50_000;

/** A checkout the fan did not finish is given up after this long (docs/decisions/006). */
export const CHECKOUT_TTL_MS = 30 * 60_000;

export const tipMessages = {
  tipInvalid: 'Enter a tip in pounds, such as £5, up to £500',
  refunded: (reason: string) => `${reason} Your payment has been refunded.`,
  expired: 'This payment was not finished in time, so nothing was charged. Please send your request again.',
  cancelled: 'The payment was cancelled, so nothing was charged.',
} as const;

/** 202 answer of POST /api/sessions/{id}/requests when the request has a tip or a price to pay first. */
export interface RequestCheckout {
  id: string;
  status: CheckoutState;
  amount: number;
  tip_amount: number;
  /** The request's own price under custom pricing (0 when requests are free). */
  price_amount: number;
  premium: boolean;
  provider: 'local' | 'stripe';
  /** Confirms the payment with the provider (the local card form, or Stripe.js). */
  client_secret: string;
  payment_id: string;
  publishable_key: string | null;
}

export type CheckoutState = 'awaiting_payment' | 'completed' | 'failed' | 'expired' | 'refunded';

/** GET /api/request-checkouts/{id}: where a tipped request stands. */
export interface RequestCheckoutStatus {
  id: string;
  status: CheckoutState;
  amount: number;
  song_title: string;
  /** Why it did not go through (declined card, show ended and refunded, expired). */
  message: string | null;
  request_id: number | null;
}

/** POST /api/payments/local/{id}/confirm and /authenticate answer with both. */
export interface PaymentStepResult extends PaymentStep {
  checkout: RequestCheckoutStatus | null;
}
