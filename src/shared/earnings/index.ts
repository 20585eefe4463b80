import { z } from 'zod';
import { formatPence } from '../money';
import { withdrawalStage } from './payouts';

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
  // Not in the spec: a refund or a lost dispute took more than the balance held.
  negativeBalance: (availablePence: number) =>
    `Your balance is ${formatPence(availablePence)} after a refund or a card dispute. Withdrawals open again once new tips bring it above zero.`,
  withdrawalNotFound: 'Withdrawal not found',
} as const;

/** Spec 1 §7 GET /api/musicians/earnings, pence. */
export const earnings = z.object({
  available_for_withdrawal: z.number().int(),
  total_tips_earned: z.number().int(),
  total_withdrawn: z.number().int(),
  pending_withdrawals: z.number().int(),
});
export type Earnings = z.infer<typeof earnings>;

export const withdrawalStatus = z.enum(['pending', 'approved', 'rejected']);
export type WithdrawalStatus = z.infer<typeof withdrawalStatus>;

export const withdrawal = z.object({
  id: z.number(),
  amount_requested: z.number().int(),
  fee_amount: z.number().int(),
  net_amount: z.number().int(),
  status: withdrawalStatus,
  /** Where the money is: requested → approved → sent → paid, or failed / rejected. */
  stage: withdrawalStage,
  /** The provider's reference of the transfer, once sent. */
  reference: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

/** POST /api/musicians/withdraw: the amount in pence (the form's pounds, converted). */
/** An act by id in a money route: the person's money in that act, current or former (decision 035). */
// An id as the database keeps it (a 32-bit integer): a larger one is refused, not sent to PostgreSQL to fail.
const actIdField = z.coerce.number().int().positive().max(2_147_483_647);

export const withdrawBody = z.strictObject({
  amount: z
    .number({ error: earningsMessages.invalidAmount })
    .int({ error: earningsMessages.invalidAmount })
    .positive({ error: earningsMessages.invalidAmount })
    .max(100_000_000, { error: earningsMessages.invalidAmount }),
  /** Withdraw from one's balance in this act (one left included); the device's current act otherwise. */
  act_id: actIdField.optional(),
});

/** `?act_id=`: one's earnings or withdrawals in that act (one left included); the current act otherwise. */
export const moneyQuery = z.strictObject({ act_id: actIdField.optional() });

/** One's own balance in each act one is or was a member of (GET /api/musicians/earnings/acts). */
export const actEarnings = z.object({
  acts: z.array(
    z.object({
      act_id: z.number().int(),
      stage_name: z.string(),
      /** A current member; false once they left (the balance stays theirs to withdraw). */
      current: z.boolean(),
      earnings,
    }),
  ),
});
export type ActEarnings = z.infer<typeof actEarnings>;
export type WithdrawBody = z.infer<typeof withdrawBody>;
