import { z } from 'zod';

// The Overview tab's figures.

export const platformStats = z.object({
  total_users: z.number().int(),
  total_musicians: z.number().int(),
  total_fans: z.number().int(),
  active_subscriptions: z.number().int(),
  /** Spec 2: active count × 1500 pence. */
  monthly_revenue_estimate: z.number().int(),
  /** The platform's fees from the ledger plus subscription payments kept, pence. */
  total_revenue: z.number().int(),
  pending_withdrawals: z.number().int(),
  pending_withdrawals_amount: z.number().int(),
});
export type PlatformStats = z.infer<typeof platformStats>;
