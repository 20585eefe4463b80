import { z } from 'zod';
import { formatPence } from '../money';

/** Not in the spec: the back office's "Refund tip", in words an admin can act on. */
export const refundMessages = {
  tipNotFound: 'Tip not found',
  notPaidThroughProvider: 'This tip was not paid through the payment provider, so it cannot be refunded here',
  alreadyRefunded: 'This tip has already been refunded in full',
  tooMuch: (remainingPence: number) => `At most ${formatPence(remainingPence)} of this tip is left to refund`,
  reasonRequired: 'Give a reason for the refund',
  invalidAmount: 'Enter the amount to refund in pence, above 0',
  collided: (remainingPence: number) =>
    `Another refund of this tip was made at the same moment, so yours was not made. ${formatPence(remainingPence)} is left to refund.`,
} as const;

/** POST /api/admin/tips/{id}/refund: all that is left of the tip when `amount` is left out. */
export const refundTipBody = z.strictObject({
  amount: z
    .number({ error: refundMessages.invalidAmount })
    .int({ error: refundMessages.invalidAmount })
    .positive({ error: refundMessages.invalidAmount })
    .max(100_000_000, { error: refundMessages.invalidAmount })
    .optional(),
  reason: z
    .string({ error: refundMessages.reasonRequired })
    .trim()
    .min(1, refundMessages.reasonRequired)
    .max(500, 'Keep the reason under 500 characters'),
});

export const refundTipResult = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Pence this refund returned to the fan. */
  refunded: z.number().int(),
  /** Pence refunded of the tip so far (this refund and any before it), and what is left. */
  total_refunded: z.number().int(),
  remaining: z.number().int(),
});
