import { z } from 'zod';
import { formatPence } from './money';

/** Spec 1 §5 and §8, 'Tips and withdrawal': the words of the withdrawal card, verbatim. */
export const earningsMessages = {
  invalidAmount: 'Please enter a valid amount',
  insufficientFunds: 'Insufficient funds available for withdrawal',
  minimum: (minimumPence: number) => `Minimum withdrawal amount is ${formatPence(minimumPence)}`,
  // Not in the spec: the platform settings' maximum (spec 2 §3), worded like the minimum.
  maximum: (maximumPence: number) => `Maximum withdrawal amount is ${formatPence(maximumPence)}`,
  failed: 'Failed to process withdrawal',
  loadFailed: 'Unable to load earnings data',
  notPending: 'This withdrawal has already been processed',
  withdrawalNotFound: 'Withdrawal not found',
} as const;

/** Spec 1 §7 GET /api/musicians/earnings, pence. */
export interface Earnings {
  available_for_withdrawal: number;
  total_tips_earned: number;
  total_withdrawn: number;
  pending_withdrawals: number;
}

export type WithdrawalStatus = 'pending' | 'approved' | 'rejected';

export interface Withdrawal {
  id: number;
  amount_requested: number;
  fee_amount: number;
  net_amount: number;
  status: WithdrawalStatus;
  created_at: string;
  processed_at: string | null;
}

/** POST /api/musicians/withdraw: the amount in pence (the form's pounds, converted). */
export const withdrawBody = z.strictObject({
  amount: z
    .number({ error: earningsMessages.invalidAmount })
    .int({ error: earningsMessages.invalidAmount })
    .positive({ error: earningsMessages.invalidAmount })
    .max(100_000_000, { error: earningsMessages.invalidAmount }),
});
export type WithdrawBody = z.infer<typeof withdrawBody>;
