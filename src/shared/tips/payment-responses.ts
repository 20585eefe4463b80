import { z } from 'zod';

/**
 * The answers of the tip and payment endpoints. Kept apart from tips.ts and payments.ts, whose
 * constants the fan's request page imports: the page pays for these schemas only where it
 * validates with them (the lazy payment step).
 */

/** What the browser learns after a confirm or a second step: where the payment stands. */
export const paymentStep = z.object({
  status: z.enum(['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled', 'refunded']),
  /** The decline's words when a card was refused; the fan may try another card. */
  error: z.string().nullable(),
});
export type PaymentStep = z.infer<typeof paymentStep>;

/** GET /api/payments/stripe-key (spec 2 §7): the publishable key, or null on the local provider. */
export const stripeKeyResponse = z.object({
  publishable_key: z.string().nullable(),
  provider: z.enum(['local', 'stripe']),
});
export type StripeKeyResponse = z.infer<typeof stripeKeyResponse>;

export const checkoutState = z.enum(['awaiting_payment', 'completed', 'failed', 'expired', 'refunded']);
export type CheckoutState = z.infer<typeof checkoutState>;

/** 202 answer of POST /api/sessions/{id}/requests when the request has a tip or a price to pay first. */
export const requestCheckout = z.object({
  id: z.string(),
  status: checkoutState,
  amount: z.number().int(),
  tip_amount: z.number().int(),
  /** The request's own price under custom pricing (0 when requests are free). */
  price_amount: z.number().int(),
  /** What happens to the price, in the fan's words ('£2.00 held — you pay only if it's played'); null without one. */
  price_note: z.string().nullable(),
  premium: z.boolean(),
  provider: z.enum(['local', 'stripe']),
  /** Confirms the payment with the provider (the local card form, or Stripe.js). */
  client_secret: z.string(),
  payment_id: z.string(),
  publishable_key: z.string().nullable(),
});
export type RequestCheckout = z.infer<typeof requestCheckout>;

/** GET /api/request-checkouts/{id}: where a tipped request stands. */
export const requestCheckoutStatus = z.object({
  id: z.string(),
  status: checkoutState,
  amount: z.number().int(),
  song_title: z.string(),
  /** Why it did not go through (declined card, show ended and refunded, expired). */
  message: z.string().nullable(),
  request_id: z.number().nullable(),
});
export type RequestCheckoutStatus = z.infer<typeof requestCheckoutStatus>;

/** POST /api/payments/local/{id}/confirm and /authenticate answer with both. */
export const paymentStepResult = paymentStep.extend({ checkout: requestCheckoutStatus.nullable() });
export type PaymentStepResult = z.infer<typeof paymentStepResult>;
