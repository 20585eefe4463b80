/** £500: the most one tip can be (a typo guard, not a business rule). */
export const MAX_TIP_PENCE = 50_000;

/** A checkout the fan did not finish is given up after this long (docs/decisions/006). */
export const CHECKOUT_TTL_MS = 30 * 60_000;

/**
 * A request's price is held on the fan's card at most this long after its show started (or until
 * the show ends, if sooner): a request not played by then is not paid for.
 */
export const PRICE_HOLD_MS = 6 * 3600_000;

export const tipMessages = {
  tipInvalid: 'Enter a tip in pounds, such as £5, up to £500',
  refunded: (reason: string) => `${reason} Your payment has been refunded.`,
  expired: 'This payment was not finished in time, so nothing was charged. Please send your request again.',
  cancelled: 'The payment was cancelled, so nothing was charged.',
} as const;

export type { CheckoutState, PaymentStepResult, RequestCheckout, RequestCheckoutStatus } from './payment-responses';
