import { z } from 'zod';
import { testCardMessages } from './test-cards';

/** Words of the payment step (spec 2 §8 'Payment' plus the local provider's test mode). */
export const paymentMessages = {
  loadFailed: 'Failed to load payment system',
  notReady: 'Payment system not ready',
  paymentNotFound: 'Payment not found',
  notAwaitingCard: 'This payment is no longer waiting for a card',
  notAwaitingAuthentication: 'This payment is not waiting for a second step',
  checkoutNotFound: 'Payment not found',
  notRefundable: 'This payment has nothing left to refund of that amount',
  notCapturable: 'This payment is not held on the card any more',
} as const;

/** The test card form's fields; an overlong entry gets the same words as any unknown card. */
/** The card fields' length limits, shared by the schema and the inputs' maxLength. */
export const CARD_FIELD_LIMITS = { number: 40, expiry: 10, cvc: 10 } as const;

export const cardFields = {
  card_number: z
    .string()
    .trim()
    .min(1, 'Enter a card number')
    .max(CARD_FIELD_LIMITS.number, testCardMessages.notATestCard),
  expiry: z
    .string()
    .trim()
    .min(1, 'Enter the expiry as MM/YY')
    .max(CARD_FIELD_LIMITS.expiry, testCardMessages.invalidExpiry),
  cvc: z
    .string()
    .trim()
    .min(1, "Enter the card's 3-digit security code")
    .max(CARD_FIELD_LIMITS.cvc, testCardMessages.invalidCvc),
};

/** The local provider's card form (TEST MODE): card details go to this app, never further. */
export const localConfirmBody = z.strictObject({ client_secret: z.string().min(1).max(200), ...cardFields });
export type LocalConfirmBody = z.infer<typeof localConfirmBody>;

export const localAuthenticateBody = z.strictObject({
  client_secret: z.string().min(1).max(200),
  approve: z.boolean(),
});

export const paymentIdParam = z.strictObject({ paymentId: z.string().min(1).max(100) });

export type { PaymentStep, StripeKeyResponse } from './payment-responses';
