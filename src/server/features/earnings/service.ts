import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { badRequest, conflict, notFound } from '../../http/errors';
import { earningsMessages, type ActEarnings, type Earnings, type Withdrawal } from '../../../shared/earnings';
import { getPlatformSettings } from '../platform/public';
import {
  actsOfMember,
  appendLedgerEntry,
  earningsOf,
  findWithdrawal,
  insertWithdrawal,
  settleWithdrawal,
} from './ledger-queries';
import { dispatchWithdrawal, payableAccount } from './payouts-service';
import { queueWithdrawalEmail } from './emails';
import { moneyTransaction } from './money-transaction';
import { splitByCurrentShares } from './split';

// Other features take it from here, with the rest of the earnings services.
export { moneyTransaction };

/** A member's own balances in the act (decision 035): what they may see and withdraw. */
export const musicianEarnings = (ctx: AppContext, musicianId: number, memberUserId: number): Promise<Earnings> =>
  earningsOf(ctx.db, musicianId, memberUserId);

/**
 * One's own balance in every act one is or was a member of, current acts first: a member who left
 * keeps their balance in the act and reaches it here (decision 035).
 */
export async function earningsByAct(ctx: AppContext, userId: number): Promise<ActEarnings['acts']> {
  const acts = await actsOfMember(ctx.db, userId);
  return Promise.all(
    acts.map(async (act) => ({
      act_id: act.act_id,
      stage_name: act.stage_name,
      current: act.current,
      earnings: await earningsOf(ctx.db, act.act_id, userId),
    })),
  );
}

/**
 * Spec 1 §5: a withdrawal above 0, within the available balance and the platform's minimum and
 * maximum. The amount leaves the available balance at once (pending) and comes back if an admin
 * rejects it. The platform fee was taken when each tip arrived, so a withdrawal pays out in full:
 * fee_amount 0, net_amount = amount_requested (never a second fee). A member withdraws their own
 * balance in the act to their own payout account (decision 035); the act's lock still serialises.
 */
export async function requestWithdrawal(
  ctx: AppContext,
  musicianId: number,
  memberUserId: number,
  amount: number,
): Promise<{ withdrawal: Withdrawal; earnings: Earnings }> {
  const settings = await getPlatformSettings(ctx.db);
  if (amount < settings.minimum_withdrawal_amount) {
    throw badRequest(earningsMessages.minimum(settings.minimum_withdrawal_amount), 'withdrawal_below_minimum');
  }
  if (amount > settings.maximum_withdrawal_amount) {
    throw badRequest(earningsMessages.maximum(settings.maximum_withdrawal_amount), 'withdrawal_above_maximum');
  }
  const accountId = await payableAccount(ctx.db, memberUserId, ctx.payouts.name);
  const at = ctx.clock.now().toISOString();
  const { result: withdrawal } = await moneyTransaction(ctx, musicianId, async (trx) => {
    const { available_for_withdrawal } = await earningsOf(trx, musicianId, memberUserId);
    if (available_for_withdrawal < 0)
      throw badRequest(earningsMessages.negativeBalance(available_for_withdrawal), 'insufficient_funds');
    if (amount > available_for_withdrawal) throw badRequest(earningsMessages.insufficientFunds, 'insufficient_funds');
    const withdrawal = await insertWithdrawal(trx, {
      musician_id: musicianId,
      member_user_id: memberUserId,
      amount_requested: amount,
      fee_amount: 0,
      net_amount: amount,
      at,
    });
    await appendLedgerEntry(trx, {
      musician_id: musicianId,
      member_user_id: memberUserId,
      entry_type: 'withdrawal_requested',
      amount: -amount,
      withdrawal_id: withdrawal.id,
      at,
    });
    if (settings.auto_approve_withdrawals !== 1) return withdrawal;
    await settleWithdrawal(trx, withdrawal.id, 'approved', {
      adminId: null,
      note: 'Approved automatically',
      at,
      accountId,
    });
    return { ...withdrawal, status: 'approved' as const, stage: 'approved' as const, processed_at: at };
  });
  if (withdrawal.stage === 'approved') {
    // Sent after the commit: the provider is never called inside the transaction.
    await dispatchWithdrawal(ctx, withdrawal.id);
    const sent = await findWithdrawal(ctx.db, withdrawal.id);
    return { withdrawal: presentWithdrawal(sent!), earnings: await earningsOf(ctx.db, musicianId, memberUserId) };
  }
  return { withdrawal, earnings: await earningsOf(ctx.db, musicianId, memberUserId) };
}

/**
 * An admin's decision on a pending withdrawal (the back office calls these). Only a pending one
 * can be decided, once: two admins clicking at once get one success and one 409, and a rejection
 * returns the funds exactly once.
 */
export async function decideWithdrawal(
  ctx: AppContext,
  withdrawalId: number,
  decision: 'approved' | 'rejected',
  by: { adminId: number; note?: string | null },
): Promise<void> {
  const withdrawal = await findWithdrawal(ctx.db, withdrawalId);
  if (!withdrawal) throw notFound(earningsMessages.withdrawalNotFound);
  if (withdrawal.stage !== 'requested') throw conflict(earningsMessages.notPending, 'withdrawal_not_pending');
  // Approval pays to the account payouts are enabled on now (it may have changed since the request).
  const accountId =
    decision === 'approved' ? await payableAccount(ctx.db, withdrawal.member_user_id, ctx.payouts.name) : null;
  const at = ctx.clock.now().toISOString();
  const { result: decided } = await moneyTransaction(ctx, withdrawal.musician_id, async (trx) => {
    const note = by.note ?? null;
    if (!(await settleWithdrawal(trx, withdrawalId, decision, { adminId: by.adminId, note, at, accountId }))) {
      return false;
    }
    // An approval moves no money yet: the transfer is sent after the commit, and the ledger
    // records the payout when the bank has it (withdrawal_paid) or the funds' return if it fails.
    if (decision === 'rejected') {
      await appendLedgerEntry(trx, {
        musician_id: withdrawal.musician_id,
        member_user_id: withdrawal.member_user_id,
        entry_type: 'withdrawal_returned',
        amount: withdrawal.amount_requested,
        withdrawal_id: withdrawalId,
        at,
      });
    }
    await queueWithdrawalEmail(trx, ctx, decision, {
      id: withdrawalId,
      musicianId: withdrawal.musician_id,
      userId: withdrawal.member_user_id,
      amount: withdrawal.amount_requested,
      reason: note,
    });
    return true;
  });
  if (!decided) throw conflict(earningsMessages.notPending, 'withdrawal_not_pending');
  if (decision === 'approved') await dispatchWithdrawal(ctx, withdrawalId);
}

/** A withdrawal row as the API shows it. */
export const presentWithdrawal = (row: Withdrawal & Record<string, unknown>): Withdrawal => ({
  id: row.id,
  amount_requested: row.amount_requested,
  fee_amount: row.fee_amount,
  net_amount: row.net_amount,
  status: row.status,
  stage: row.stage,
  reference: row.reference,
  failure_reason: row.failure_reason,
  created_at: row.created_at,
  processed_at: row.processed_at,
  paid_at: row.paid_at,
});

/**
 * Credits a succeeded tip, net of the platform fee, inside the transaction that records it (which
 * holds the act's earnings lock): split by the act's shares current now, one `tip_received` row
 * and one stored part per member with a part (decision 035). An act of one: one row, as before.
 */
export async function creditTip(
  trx: Db,
  tip: { id: number; musician_id: number; net_amount: number; created_at: string },
): Promise<void> {
  for (const part of await splitByCurrentShares(trx, tip.musician_id, tip.net_amount)) {
    if (part.amount > 0) {
      await trx
        .insertInto('tip_splits')
        .values({ tip_id: tip.id, act_id: tip.musician_id, member_user_id: part.userId, amount: part.amount })
        .execute();
    }
    await appendLedgerEntry(trx, {
      musician_id: tip.musician_id,
      member_user_id: part.userId,
      entry_type: 'tip_received',
      amount: part.amount,
      tip_id: tip.id,
      at: tip.created_at,
    });
  }
}
