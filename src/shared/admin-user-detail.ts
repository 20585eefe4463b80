import { z } from 'zod';

/** Not in the spec (issue 24): the admin's page for one user, GET /api/admin/users/{id}/details. */
export const USER_DETAIL_LIMIT = 50;

export const adminUserDetail = z.object({
  profile: z.object({
    id: z.number().int(),
    email: z.string(),
    user_type: z.enum(['musician', 'fan', 'admin']),
    is_active: z.boolean(),
    created_at: z.string(),
    stage_name: z.string().nullable(),
    qr_code_id: z.string().nullable(),
    subscription_status: z.string().nullable(),
    /** Pence; may be below zero after a refund or a lost dispute. */
    available_balance: z.number().int(),
  }),
  /** The newest first, at most USER_DETAIL_LIMIT of each. */
  shows: z.array(
    z.object({
      id: z.number().int(),
      venue_name: z.string(),
      status: z.string(),
      started_at: z.string(),
      ended_at: z.string().nullable(),
    }),
  ),
  tips: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number().int(),
      fee_amount: z.number().int(),
      net_amount: z.number().int(),
      status: z.string(),
      provider: z.string(),
      fan_name: z.string().nullable(),
      /** Pence refunded of it so far; Refund tip offers the rest. */
      refunded: z.number().int(),
      created_at: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.number().int(),
      tip_id: z.number().int(),
      amount: z.number().int(),
      fee_amount: z.number().int(),
      net_amount: z.number().int(),
      reason: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  withdrawals: z.array(
    z.object({
      id: z.number().int(),
      amount_requested: z.number().int(),
      stage: z.string(),
      provider_transfer_id: z.string().nullable(),
      failure_reason: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  subscription_payments: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number().int(),
      refunded_amount: z.number().int(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  ledger: z.array(
    z.object({ id: z.number().int(), entry_type: z.string(), amount: z.number().int(), created_at: z.string() }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;
