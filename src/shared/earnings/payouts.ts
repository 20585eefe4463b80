import { z } from 'zod';

/**
 * The local provider's TEST MODE bank accounts (PAYMENTS=local): the UK numbers Stripe documents
 * for testing Connect payouts, so one table serves both. Any other account is refused: no real
 * bank details are ever taken by the local provider.
 */
export interface TestBank {
  sortCode: string;
  accountNumber: string;
  /** null: the payout is paid; otherwise the payout fails with these words. */
  failure: string | null;
  label: string;
}

export const testBanks: readonly TestBank[] = [
  { sortCode: '108800', accountNumber: '00012345', failure: null, label: 'Payouts are paid' },
  {
    sortCode: '108800',
    accountNumber: '11111113',
    failure: 'The bank account has been closed.',
    label: 'Payouts fail: account closed',
  },
  {
    sortCode: '108800',
    accountNumber: '11111116',
    failure: 'No bank account could be found with those details.',
    label: 'Payouts fail: no such account',
  },
];

export const payoutMessages = {
  notATestBank: 'Test mode: use one of the test bank accounts shown',
  sortCode: 'Enter the 6-digit sort code',
  accountNumber: 'Enter the 8-digit account number',
  accountHolder: 'Enter the account holder’s name',
  notEnabled: 'Add where your money is paid before withdrawing',
  notEnabledStripe: 'Finish setting up payouts with Stripe before withdrawing',
  stripeOnly: 'Payouts are set up with Stripe on this platform',
  localOnly: 'Test bank details are for the local test mode only',
  inFlight: 'This withdrawal is already on its way',
  notSendable: 'Only an approved withdrawal that has not reached the bank can be sent again',
  deletionWithWithdrawal:
    'A withdrawal is still on its way. You can delete your account once it has been paid, rejected or returned.',
} as const;

const digits = (count: number, message: string) =>
  z
    .string({ error: message })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => new RegExp(`^\\d{${count}}$`).test(value), message);

/** PUT /api/musicians/payout-account/test-bank (PAYMENTS=local). */
export const testBankBody = z.strictObject({
  account_holder: z
    .string({ error: payoutMessages.accountHolder })
    .trim()
    .min(1, payoutMessages.accountHolder)
    .max(100, 'Keep the name under 100 characters'),
  sort_code: digits(6, payoutMessages.sortCode),
  account_number: digits(8, payoutMessages.accountNumber),
});
export type TestBankBody = z.input<typeof testBankBody>;

/** Where the musician's withdrawals are paid, and what is still missing before they can be. */
export const payoutAccount = z.object({
  provider: z.enum(['local', 'stripe']),
  connected: z.boolean(),
  details_submitted: z.boolean(),
  payouts_enabled: z.boolean(),
  requirements_due: z.array(z.string()),
  bank_name: z.string().nullable(),
  bank_last4: z.string().nullable(),
});
export type PayoutAccountView = z.infer<typeof payoutAccount>;

export const onboardingLink = z.object({ url: z.string() });

export const withdrawalStage = z.enum(['requested', 'approved', 'sent', 'paid', 'failed', 'rejected']);
export type WithdrawalStage = z.infer<typeof withdrawalStage>;

/** Each stage in the musician's words. */
export const stageLabels: Record<WithdrawalStage, string> = {
  requested: 'Pending review',
  approved: 'Approved',
  sent: 'Sent to your bank',
  paid: 'Paid',
  failed: 'Failed',
  rejected: 'Rejected',
};
