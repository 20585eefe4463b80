import type { Db } from '../../db/connection';
import type { LedgerEntryType, WithdrawalsTable, WithdrawalStage } from '../../db/types';
import type { Updateable } from 'kysely';
import type { Earnings, Withdrawal, WithdrawalStatus } from '../../../shared/earnings';

/**
 * The ledger's rows of an act, or of one member's money in it (decision 035), in [from, to) when
 * given, oldest first, with the tip's gross, fee and net on a row that has a tip. Statements and
 * the data export read one's own movements through this one query.
 */
export function ledgerRows(db: Db, actId: number, within: { member?: number; from?: string; to?: string } = {}) {
  const { member, from, to } = within;
  return db
    .selectFrom('ledger_entries as l')
    .leftJoin('tips as t', 't.id', 'l.tip_id')
    .select([
      'l.id',
      'l.created_at',
      'l.entry_type',
      'l.amount',
      'l.tip_id',
      'l.withdrawal_id',
      'l.refund_id',
      'l.dispute_id',
      'l.price_id',
      't.amount as tip_gross',
      't.fee_amount as tip_fee',
      't.net_amount as tip_net',
    ])
    .where('l.musician_id', '=', actId)
    .$if(member !== undefined, (q) => q.where('l.member_user_id', '=', member!))
    .$if(from !== undefined, (q) => q.where('l.created_at', '>=', from!))
    .$if(to !== undefined, (q) => q.where('l.created_at', '<', to!))
    .orderBy('l.created_at')
    .orderBy('l.id')
    .execute();
}

/** Appends one movement; the ledger is never updated or deleted from (except with its musician). */
export async function appendLedgerEntry(
  db: Db,
  entry: {
    musician_id: number;
    /** Whose money in the act (decision 035). */
    member_user_id: number;
    entry_type: LedgerEntryType;
    amount: number;
    tip_id?: number | null;
    withdrawal_id?: number | null;
    refund_id?: number | null;
    dispute_id?: number | null;
    price_id?: number | null;
    at: string;
  },
): Promise<void> {
  const { at, ...rest } = entry;
  await db
    .insertInto('ledger_entries')
    .values({
      tip_id: null,
      withdrawal_id: null,
      refund_id: null,
      dispute_id: null,
      price_id: null,
      ...rest,
      created_at: at,
    })
    .execute();
}

/**
 * Balances, all sums of ledger rows (and withdrawals by status for the split): one member's in the
 * act when `memberUserId` is given (what they may withdraw), the act's over all members otherwise.
 */
export async function earningsOf(db: Db, musicianId: number, memberUserId?: number): Promise<Earnings> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('available'),
      eb.fn
        .coalesce(
          // Net of the fee and of refunds (a refund's entry is negative); request prices apart.
          eb.fn.sum<number>(
            eb.case().when('entry_type', 'in', ['tip_received', 'tip_refunded']).then(eb.ref('amount')).else(0).end(),
          ),
          eb.lit(0),
        )
        .as('tips'),
    ])
    .where('musician_id', '=', musicianId)
    .$if(memberUserId !== undefined, (q) => q.where('member_user_id', '=', memberUserId!))
    .executeTakeFirstOrThrow();
  const byStatus = await db
    .selectFrom('withdrawals')
    .select((eb) => ['status', eb.fn.sum<number>('amount_requested').as('total')])
    .where('musician_id', '=', musicianId)
    .where('status', 'in', ['pending', 'approved'])
    .$if(memberUserId !== undefined, (q) => q.where('member_user_id', '=', memberUserId!))
    .groupBy('status')
    .execute();
  const total = (status: WithdrawalStatus) => Number(byStatus.find((r) => r.status === status)?.total ?? 0);
  return {
    available_for_withdrawal: Number(row.available),
    total_tips_earned: Number(row.tips),
    total_withdrawn: total('approved'),
    pending_withdrawals: total('pending'),
  };
}

const withdrawalColumns = [
  'id',
  'amount_requested',
  'fee_amount',
  'net_amount',
  'status',
  'stage',
  'provider_transfer_id as reference',
  'failure_reason',
  'created_at',
  'processed_at',
  'paid_at',
] as const;

export function insertWithdrawal(
  db: Db,
  values: {
    musician_id: number;
    member_user_id: number;
    amount_requested: number;
    fee_amount: number;
    net_amount: number;
    at: string;
  },
): Promise<Withdrawal> {
  const { at, ...rest } = values;
  return db
    .insertInto('withdrawals')
    .values({
      ...rest,
      status: 'pending',
      processed_at: null,
      processed_by: null,
      provider_payout_id: null,
      note: null,
      stage: 'requested',
      created_at: at,
    })
    .returning(withdrawalColumns)
    .executeTakeFirstOrThrow();
}

export function findWithdrawal(db: Db, id: number) {
  return db
    .selectFrom('withdrawals')
    .select([
      ...withdrawalColumns,
      'musician_id',
      'member_user_id',
      'provider_account_id',
      'provider_transfer_id',
      'provider_payout_id',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Moves a withdrawal out of pending; false when it was no longer pending (someone else acted). */
export async function settleWithdrawal(
  db: Db,
  id: number,
  to: 'approved' | 'rejected',
  by: { adminId: number | null; note: string | null; at: string; accountId?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('withdrawals')
    .set({
      status: to,
      stage: to,
      processed_at: by.at,
      processed_by: by.adminId,
      note: by.note,
      ...(to === 'approved' ? { provider_account_id: by.accountId ?? null } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Moves an approved withdrawal to its next stage, only from the stages listed: false when another
 * writer (an admin, a webhook, the retry job) moved it first. Each outcome happens once.
 */
export async function advanceWithdrawal(
  db: Db,
  id: number,
  from: WithdrawalStage[],
  values: Updateable<WithdrawalsTable> & { stage: WithdrawalStage },
): Promise<boolean> {
  const result = await db
    .updateTable('withdrawals')
    .set(values)
    .where('id', '=', id)
    .where('stage', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Approved withdrawals not yet sent: the retry job's work (the provider call failed or was cut off). */
export const unsentWithdrawals = (db: Db, limit: number) =>
  db.selectFrom('withdrawals').select('id').where('stage', '=', 'approved').orderBy('id').limit(limit).execute();

/** A member's withdrawals from their balance in the act. */
export function listWithdrawals(db: Db, musicianId: number, memberUserId: number, limit = 20): Promise<Withdrawal[]> {
  return db
    .selectFrom('withdrawals')
    .select(withdrawalColumns)
    .where('musician_id', '=', musicianId)
    .where('member_user_id', '=', memberUserId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The acts a person is or was a member of (not as crew only), current ones first, then oldest. */
export async function actsOfMember(db: Db, userId: number) {
  const rows = await db
    .selectFrom('act_members as m')
    .innerJoin('musician_profiles as p', 'p.id', 'm.act_id')
    .select(['m.act_id', 'p.stage_name', 'm.role', 'm.left_at', 'm.joined_at'])
    .where('m.user_id', '=', userId)
    .orderBy('m.joined_at')
    .orderBy('m.id')
    .execute();
  const acts = new Map<number, { act_id: number; stage_name: string; current: boolean; money: boolean }>();
  for (const row of rows) {
    const known = acts.get(row.act_id);
    acts.set(row.act_id, {
      act_id: row.act_id,
      stage_name: row.stage_name,
      current: (known?.current ?? false) || row.left_at === null,
      money: (known?.money ?? false) || row.role !== 'crew',
    });
  }
  return [...acts.values()].filter((act) => act.money).sort((a, b) => Number(b.current) - Number(a.current));
}
