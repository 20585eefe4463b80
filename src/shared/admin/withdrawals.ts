import { z } from 'zod';
import { withdrawalStage } from '../earnings/payouts';

// The Withdrawals tab's rows.

export const adminWithdrawal = z.object({
  id: z.number(),
  stage_name: z.string(),
  email: z.string(),
  amount_requested: z.number().int(),
  fee_amount: z.number().int(),
  net_amount: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  stage: withdrawalStage,
  reference: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawal>;
