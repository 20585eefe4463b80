import { z } from 'zod';

// The Tips tab: every tip on the platform, for support answering "please refund me".

export const TIPS_PAGE_SIZE = 25;

const day = (error: string) => z.iso.date({ error }).optional();
const pence = (error: string) =>
  z.coerce.number({ error }).int({ error }).min(0, { error }).max(100_000_000, { error });
const text = z.string().trim().max(254).default('');

/**
 * Every filter is optional and they combine (AND). Days are inclusive YYYY-MM-DD bounds (UTC, the
 * server's calendar, as the reports take them); amounts are pence, inclusive.
 */
export const tipsQuery = z
  .object({
    from: day('Give the first day as YYYY-MM-DD'),
    to: day('Give the last day as YYYY-MM-DD'),
    amount_min: pence('Give the smallest amount in pence').optional(),
    amount_max: pence('Give the largest amount in pence').optional(),
    /** Stage name or e-mail of the musician, any part. */
    musician: text,
    /** The receipt's reference (what the fan quotes) or the payment provider's id, any part. */
    reference: text,
    /** The address the fan asked for a receipt at, any part. */
    receipt: text,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The last day must be on or after the first',
  })
  .refine((q) => q.amount_min === undefined || q.amount_max === undefined || q.amount_min <= q.amount_max, {
    path: ['amount_max'],
    message: 'The largest amount must be at least the smallest',
  });
export type TipsQuery = z.infer<typeof tipsQuery>;

export const adminTip = z.object({
  id: z.number(),
  created_at: z.string(),
  amount: z.number().int(),
  fee_amount: z.number().int(),
  net_amount: z.number().int(),
  /** Pence refunded of it so far; Refund offers the rest. */
  refunded: z.number().int(),
  status: z.enum(['succeeded', 'refunded']),
  fan_name: z.string().nullable(),
  musician_id: z.number(),
  /** The musician's account, for their page in Users (null once deleted). */
  user_id: z.number().nullable(),
  stage_name: z.string(),
  musician_email: z.string().nullable(),
  /** The reference on the fan's receipt (null when the checkout is gone). */
  reference: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  receipt_email: z.string().nullable(),
});
export type AdminTip = z.infer<typeof adminTip>;
