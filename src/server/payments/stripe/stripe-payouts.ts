import type Stripe from 'stripe';
import type { PayoutAccount, PayoutProvider, PayoutState } from '../payouts';

const accountOf = (account: Stripe.Account): PayoutAccount => {
  const bank = account.external_accounts?.data.find((external) => external.object === 'bank_account') as
    Stripe.BankAccount | undefined;
  return {
    id: account.id,
    detailsSubmitted: account.details_submitted === true,
    payoutsEnabled: account.payouts_enabled === true,
    requirementsDue: account.requirements?.currently_due ?? [],
    bankName: bank?.bank_name ?? null,
    bankLast4: bank?.last4 ?? null,
  };
};

function stateOf(transfer: Stripe.Transfer, payout: Stripe.Payout | null): PayoutState {
  const status =
    payout?.status === 'paid'
      ? 'paid'
      : payout && ['failed', 'canceled'].includes(payout.status)
        ? 'failed'
        : 'pending';
  return {
    transferId: transfer.id,
    transferReversed: transfer.reversed,
    payoutId: payout?.id ?? null,
    status,
    failureMessage: payout?.failure_message ?? (status === 'failed' ? 'The payout was cancelled' : null),
  };
}

/**
 * PAYMENTS=stripe: Stripe Connect with Express accounts, as Stripe's guide for platforms says.
 * The musician onboards through an Account Link; the platform keeps the tips and, on approval,
 * sends a Transfer to the musician's account and a payout from it (manual payout schedule, so
 * each withdrawal is one payout whose outcome the Connect webhook reports). A failed payout's
 * money is taken back with a transfer reversal before the musician's balance is credited again.
 */
export function createStripePayouts(stripe: Stripe): PayoutProvider {
  return {
    name: 'stripe',

    async createAccount({ email, musicianId }, idempotencyKey) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country: 'GB',
          email,
          capabilities: { transfers: { requested: true } },
          settings: { payouts: { schedule: { interval: 'manual' } } },
          metadata: { musician_id: String(musicianId) },
        },
        { idempotencyKey },
      );
      return accountOf(account);
    },

    async onboardingLink(accountId, { returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return link.url;
    },

    async retrieveAccount(accountId) {
      try {
        return accountOf(await stripe.accounts.retrieve(accountId));
      } catch (error) {
        if ((error as { code?: string }).code === 'resource_missing') return null;
        throw error;
      }
    },

    async send({ withdrawalId, accountId, amount }) {
      const metadata = { withdrawal_id: String(withdrawalId) };
      const transfer = await stripe.transfers.create(
        { amount, currency: 'gbp', destination: accountId, metadata, transfer_group: `withdrawal-${withdrawalId}` },
        { idempotencyKey: `withdrawal-${withdrawalId}-transfer` },
      );
      const payout = await stripe.payouts.create(
        { amount, currency: 'gbp', metadata },
        { idempotencyKey: `withdrawal-${withdrawalId}-payout`, stripeAccount: accountId },
      );
      return stateOf(transfer, payout);
    },

    async retrieve({ accountId, transferId, payoutId }) {
      const transfer = await stripe.transfers.retrieve(transferId);
      const payout = payoutId ? await stripe.payouts.retrieve(payoutId, {}, { stripeAccount: accountId }) : null;
      return stateOf(transfer, payout);
    },

    async reverseTransfer({ withdrawalId, transferId, amount }) {
      await stripe.transfers.createReversal(
        transferId,
        { amount, metadata: { withdrawal_id: String(withdrawalId) } },
        { idempotencyKey: `withdrawal-${withdrawalId}-reversal` },
      );
    },
  };
}
