import { z } from 'zod';

/**
 * A fan's optional receipt: an address typed on the payment step, used for that one
 * receipt and nothing else. Empty means no receipt.
 */
export const fanReceiptMessages = {
  label: 'E-mail for a receipt (optional)',
  hint: 'We send your receipt here and use the address for nothing else.',
  invalid: 'Please enter a valid email address for the receipt, or leave it empty',
  notPaid: 'This payment did not go through, so there is no receipt to send.',
  saved: (email: string) => `Your receipt goes to ${email}.`,
  failed: 'Could not save the address for your receipt. Please try again.',
} as const;

export const receiptEmailField = z
  .string({ error: fanReceiptMessages.invalid })
  .trim()
  .max(254, fanReceiptMessages.invalid)
  .refine((value) => value === '' || z.email().safeParse(value).success, fanReceiptMessages.invalid)
  .transform((value) => (value === '' ? null : value.toLowerCase()))
  .nullish()
  .transform((value) => value ?? null);

/** PUT /api/request-checkouts/{id}/receipt-email: empty or null takes the address off again. */
export const receiptEmailBody = z.strictObject({ receipt_email: receiptEmailField });
export type ReceiptEmailBody = z.infer<typeof receiptEmailBody>;
