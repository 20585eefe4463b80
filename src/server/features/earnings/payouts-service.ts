import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { LocalPayoutProvider } from '../../payments/local/local-payouts';
import type { PayoutAccount, PayoutState } from '../../payments/payouts';
import { earningsMessages } from '../../../shared/earnings';
import { payoutMessages, type PayoutAccountView, type TestBankBody } from '../../../shared/earnings/payouts';
import { advanceWithdrawal, appendLedgerEntry, findWithdrawal, unsentWithdrawals } from './ledger-queries';
import { moneyTransaction } from './money-transaction';
import { queueWithdrawalEmail } from './emails';
import { queueSecurityNotice } from '../auth/public';

/**
 * Payout accounts and the withdrawals that pay (docs/decisions/019-payouts-refunds-disputes.md).
 * The provider is never called inside a database transaction; each call carries a key made from
 * the withdrawal id; each stage moves only from the stages before it (one conditional UPDATE), so
 * admins, webhooks and the retry job racing on one withdrawal make one transfer and one outcome,
 * and a failed payout returns the funds once.
 */

/** A person's payout account, one per person, used for all their acts (decision 035). */
const accountRow = (db: Db, userId: number) =>
  db.selectFrom('payout_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();

export async function payoutAccountOf(ctx: AppContext, userId: number): Promise<PayoutAccountView> {
  const row = await accountRow(ctx.db, userId);
  return {
    provider: ctx.payouts.name,
    connected: row !== undefined && row.provider === ctx.payouts.name,
    details_submitted: row?.details_submitted === 1,
    payouts_enabled: row?.payouts_enabled === 1 && row.provider === ctx.payouts.name,
    requirements_due: row ? (JSON.parse(row.requirements_due) as string[]) : [],
    bank_name: row?.bank_name ?? null,
    bank_last4: row?.bank_last4 ?? null,
  };
}

/**
 * Keeps the provider's word on an account (details, payouts enabled, what is still due). A new
 * bank account to pay into is mailed to the person in the same transaction (auth/emails/security.ts):
 * redirecting payouts is what a stolen sign-in does first.
 */
async function storeAccount(ctx: AppContext, userId: number, account: PayoutAccount): Promise<void> {
  const at = ctx.clock.now().toISOString();
  const values = {
    provider: ctx.payouts.name,
    provider_account_id: account.id,
    details_submitted: account.detailsSubmitted ? 1 : 0,
    payouts_enabled: account.payoutsEnabled ? 1 : 0,
    requirements_due: JSON.stringify(account.requirementsDue),
    bank_name: account.bankName,
    bank_last4: account.bankLast4,
    updated_at: at,
  };
  await ctx.db.transaction().execute(async (trx) => {
    const before = await accountRow(trx, userId);
    await trx
      .insertInto('payout_accounts')
      .values({ user_id: userId, ...values, created_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    const bankBefore = before ? `${before.bank_name ?? ''}/${before.bank_last4 ?? ''}` : '/';
    const bankNow = `${account.bankName ?? ''}/${account.bankLast4 ?? ''}`;
    if (bankBefore === bankNow) return;
    const owner = await trx
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!owner) return;
    const now = account.bankLast4
      ? `Payouts now go to ${account.bankName ?? 'the account'} ending ${account.bankLast4}.`
      : 'No bank account is set to receive payouts now.';
    await queueSecurityNotice(trx, ctx, owner, 'payout_details_changed', now);
  });
}

/** PAYMENTS=local: the TEST MODE payout-details form (a test bank that pays, or one that fails). */
export async function saveTestBank(ctx: AppContext, userId: number, details: TestBankBody) {
  if (ctx.payouts.name !== 'local') throw badRequest(payoutMessages.localOnly);
  const account = await (ctx.payouts as LocalPayoutProvider).saveTestBank({
    account_holder: details.account_holder.trim(),
    sort_code: details.sort_code.replace(/[\s-]/g, ''),
    account_number: details.account_number.replace(/[\s-]/g, ''),
  });
  await storeAccount(ctx, userId, account);
  return payoutAccountOf(ctx, userId);
}

/**
 * PAYMENTS=stripe: the person's Express account (created on first use; the key makes a double
 * click create one) and a fresh Account Link into Stripe's onboarding. Both URLs lead back to the
 * dashboard, which asks for the account again (and Stripe's account.updated says the same). The
 * key stays the one an act of one had (`payout-account-<act>` of the act they created), so an
 * account asked for before the move is not made twice; a person with no act of their own is keyed
 * by their user id.
 */
export async function startOnboarding(
  ctx: AppContext,
  person: { userId: number; email: string; ownActId: number | null },
  origin: string,
): Promise<{ url: string }> {
  if (ctx.payouts.name !== 'stripe') throw badRequest(payoutMessages.stripeOnly);
  let row = await accountRow(ctx.db, person.userId);
  if (!row || row.provider !== 'stripe') {
    const key = person.ownActId !== null ? `payout-account-${person.ownActId}` : `payout-account-user-${person.userId}`;
    const account = await ctx.payouts.createAccount(
      { email: person.email, musicianId: person.ownActId ?? person.userId },
      key,
    );
    await storeAccount(ctx, person.userId, account);
    row = await accountRow(ctx.db, person.userId);
  }
  const url = await ctx.payouts.onboardingLink(row!.provider_account_id, {
    returnUrl: `${origin}/dashboard?payouts=return`,
    refreshUrl: `${origin}/dashboard?payouts=refresh`,
  });
  return { url };
}

/** The act the person created, if any (its id keyed their payout account before acts had members). */
export async function ownActOf(ctx: AppContext, userId: number): Promise<number | null> {
  const row = await ctx.db
    .selectFrom('musician_profiles')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** account.updated (Connect webhook), or the musician back from onboarding: re-read the account. */
export async function syncPayoutAccount(ctx: AppContext, accountId: string): Promise<void> {
  const row = await ctx.db
    .selectFrom('payout_accounts')
    .select('user_id')
    .where('provider_account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return;
  const account = await ctx.payouts.retrieveAccount(accountId);
  if (account) await storeAccount(ctx, row.user_id, account);
}

/** Back from Stripe's onboarding (before its webhook): the person's account read again from Stripe, then shown. */
export async function refreshPayoutAccount(ctx: AppContext, userId: number): Promise<PayoutAccountView> {
  const row = await accountRow(ctx.db, userId);
  if (row && ctx.payouts.name === 'stripe') await syncPayoutAccount(ctx, row.provider_account_id);
  return payoutAccountOf(ctx, userId);
}

/** The account a withdrawal will be paid to; refused with what is missing until payouts are enabled. */
export async function payableAccount(db: Db, userId: number, provider: 'local' | 'stripe'): Promise<string> {
  const row = await accountRow(db, userId);
  if (!row || row.provider !== provider || row.payouts_enabled !== 1) {
    throw badRequest(
      provider === 'stripe' ? payoutMessages.notEnabledStripe : payoutMessages.notEnabled,
      'payouts_not_enabled',
    );
  }
  return row.provider_account_id;
}

/**
 * Sends an approved withdrawal: the transfer and its payout, outside any transaction, then the
 * stage they reached. A provider error leaves it approved with the reason; the retry job (and any
 * webhook about it) sends it again with the same keys, so it is never sent twice.
 */
export async function dispatchWithdrawal(ctx: AppContext, withdrawalId: number): Promise<void> {
  const withdrawal = await findWithdrawal(ctx.db, withdrawalId);
  if (!withdrawal || withdrawal.stage !== 'approved' || !withdrawal.provider_account_id) return;
  let state: PayoutState;
  try {
    state = await ctx.payouts.send({
      withdrawalId,
      accountId: withdrawal.provider_account_id,
      amount: withdrawal.amount_requested,
    });
    // A retried send answers as the first one did; the payout may have moved on since (its
    // webhook may even have come and gone while this call was on its way): read it now.
    if (state.status === 'pending') {
      state = await ctx.payouts.retrieve({
        accountId: withdrawal.provider_account_id,
        transferId: state.transferId,
        payoutId: state.payoutId,
      });
    }
  } catch {
    // Kept approved with the reason shown; the retry job sends it again with the same keys.
    await ctx.db
      .updateTable('withdrawals')
      .set({ failure_reason: 'The payment provider did not answer; sending again shortly' })
      .where('id', '=', withdrawalId)
      .where('stage', '=', 'approved')
      .execute();
    return;
  }
  await applyPayoutState(ctx, withdrawalId, state);
}

/** A payout or transfer webhook, or an admin's refresh: re-read the withdrawal's money and apply it. */
export async function syncWithdrawal(ctx: AppContext, withdrawalId: number): Promise<void> {
  const withdrawal = await findWithdrawal(ctx.db, withdrawalId);
  if (!withdrawal || !withdrawal.provider_account_id) return;
  if (withdrawal.stage === 'approved') return dispatchWithdrawal(ctx, withdrawalId);
  if (withdrawal.stage !== 'sent' || !withdrawal.provider_transfer_id) return;
  const state = await ctx.payouts.retrieve({
    accountId: withdrawal.provider_account_id,
    transferId: withdrawal.provider_transfer_id,
    payoutId: withdrawal.provider_payout_id,
  });
  await applyPayoutState(ctx, withdrawalId, state);
}

async function applyPayoutState(ctx: AppContext, withdrawalId: number, state: PayoutState): Promise<void> {
  const withdrawal = await findWithdrawal(ctx.db, withdrawalId);
  if (!withdrawal) return;
  const failed = state.status === 'failed' || state.transferReversed;
  // The money sits in the musician's connected account: taken back before it is credited again.
  if (failed && !state.transferReversed && ['approved', 'sent'].includes(withdrawal.stage)) {
    await ctx.payouts.reverseTransfer({
      withdrawalId,
      transferId: state.transferId,
      amount: withdrawal.amount_requested,
    });
  }
  const refs = { provider_transfer_id: state.transferId, provider_payout_id: state.payoutId };
  const mail = {
    id: withdrawalId,
    musicianId: withdrawal.musician_id,
    userId: withdrawal.member_user_id,
    amount: withdrawal.amount_requested,
    reference: state.transferId,
  };
  await moneyTransaction(ctx, withdrawal.musician_id, async (trx) => {
    const at = ctx.clock.now().toISOString();
    if (failed) {
      const moved = await advanceWithdrawal(trx, withdrawalId, ['approved', 'sent'], {
        ...refs,
        stage: 'failed',
        status: 'rejected',
        failure_reason: state.failureMessage ?? 'The transfer was reversed',
      });
      if (!moved) return;
      await appendLedgerEntry(trx, {
        musician_id: withdrawal.musician_id,
        member_user_id: withdrawal.member_user_id,
        entry_type: 'withdrawal_returned',
        amount: withdrawal.amount_requested,
        withdrawal_id: withdrawalId,
        at,
      });
      await queueWithdrawalEmail(trx, ctx, 'failed', {
        ...mail,
        reason: state.failureMessage ?? 'The transfer was reversed',
      });
      return;
    }
    const sent = await advanceWithdrawal(trx, withdrawalId, ['approved'], {
      ...refs,
      stage: 'sent',
      sent_at: at,
      failure_reason: null,
    });
    // Paid at once (the local test bank): the paid e-mail says it all.
    if (sent && state.status !== 'paid') await queueWithdrawalEmail(trx, ctx, 'sent', mail);
    if (state.status !== 'paid') return;
    const paid = await advanceWithdrawal(trx, withdrawalId, ['sent'], { ...refs, stage: 'paid', paid_at: at });
    if (!paid) return;
    await appendLedgerEntry(trx, {
      musician_id: withdrawal.musician_id,
      member_user_id: withdrawal.member_user_id,
      entry_type: 'withdrawal_paid',
      amount: 0,
      withdrawal_id: withdrawalId,
      at,
    });
    await queueWithdrawalEmail(trx, ctx, 'paid', mail);
  });
}

/** Background job: approved withdrawals whose send was cut off go again (same keys: never twice). */
export async function sendUnsentWithdrawals(ctx: AppContext): Promise<number> {
  const unsent = await unsentWithdrawals(ctx.db, 50);
  for (const { id } of unsent) await dispatchWithdrawal(ctx, id);
  return unsent.length;
}

/** The admin's "send again" for a withdrawal stuck approved (the provider was down). */
export async function resendWithdrawal(ctx: AppContext, withdrawalId: number): Promise<void> {
  const withdrawal = await findWithdrawal(ctx.db, withdrawalId);
  if (!withdrawal) throw notFound(earningsMessages.withdrawalNotFound);
  if (withdrawal.stage !== 'approved' && withdrawal.stage !== 'sent') throw conflict(payoutMessages.notSendable);
  await syncWithdrawal(ctx, withdrawalId);
}

/**
 * Account deletion waits for money on its way: a withdrawal requested, approved or sent (the
 * person's own, in any act, or any of the act they created) has no outcome yet, and deleting
 * would lose the record of where it went.
 */
export async function refuseDeletionWithMoneyInFlight(db: Db, userId: number): Promise<void> {
  const inFlight = await db
    .selectFrom('withdrawals')
    .innerJoin('musician_profiles', 'musician_profiles.id', 'withdrawals.musician_id')
    .select('withdrawals.id')
    .where((eb) => eb.or([eb('musician_profiles.user_id', '=', userId), eb('withdrawals.member_user_id', '=', userId)]))
    .where('withdrawals.stage', 'in', ['requested', 'approved', 'sent'])
    .executeTakeFirst();
  if (inFlight) throw conflict(payoutMessages.deletionWithWithdrawal, 'withdrawal_in_progress');
}
