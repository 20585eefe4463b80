/**
 * Where a musician's money goes (docs/decisions/019-payouts-refunds-disputes.md): a connected
 * account (Stripe Connect Express, or the local provider's TEST MODE bank), a Transfer of a
 * withdrawal's amount to it and a payout from it to the musician's bank. Every call that moves
 * money carries an idempotency key made from the withdrawal id, so a retried or doubled call
 * moves it once. Amounts are integer pence.
 */
export interface PayoutAccount {
  id: string;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  /** What the provider still needs before it pays out (Stripe's requirements.currently_due). */
  requirementsDue: string[];
  bankName: string | null;
  bankLast4: string | null;
}

/** A withdrawal's money as the provider has it: transferred, then paid out, failed or reversed. */
export interface PayoutState {
  transferId: string;
  transferReversed: boolean;
  payoutId: string | null;
  status: 'pending' | 'paid' | 'failed';
  failureMessage: string | null;
}

export interface PayoutProvider {
  readonly name: 'local' | 'stripe';
  /** Stripe: a new Express account for the musician (the key makes a retry return the same one). */
  createAccount(input: { email: string; musicianId: number }, idempotencyKey: string): Promise<PayoutAccount>;
  /** Stripe: a one-time Account Link to onboarding; its return and refresh URLs come back to the app. */
  onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string>;
  retrieveAccount(accountId: string): Promise<PayoutAccount | null>;
  /** Transfers the amount to the account, then pays it out to the account's bank. */
  send(input: { withdrawalId: number; accountId: string; amount: number }): Promise<PayoutState>;
  /** The transfer and payout of a withdrawal, as they are now. */
  retrieve(input: { accountId: string; transferId: string; payoutId: string | null }): Promise<PayoutState>;
  /** Takes a transfer back to the platform (its payout failed); once, whatever the retries. */
  reverseTransfer(input: { withdrawalId: number; transferId: string; amount: number }): Promise<void>;
}
