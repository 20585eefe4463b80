import type { Db } from '../../db/connection';

/** The act's (or one member's, decision 035) balance from its ledger before `before` (an ISO instant): a statement's opening or closing. */
export async function balanceBefore(db: Db, musicianId: number, before: string, member?: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('musician_id', '=', musicianId)
    .$if(member !== undefined, (q) => q.where('member_user_id', '=', member!))
    .where('created_at', '<', before)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Withdrawals paid out in [from, to): money that reached the bank (the ledger row carries 0). */
export function payoutsSent(db: Db, musicianId: number, from: string, to: string, member?: number) {
  return db
    .selectFrom('ledger_entries as l')
    .innerJoin('withdrawals as w', 'w.id', 'l.withdrawal_id')
    .select(['w.id', 'w.net_amount', 'l.created_at'])
    .where('l.musician_id', '=', musicianId)
    .$if(member !== undefined, (q) => q.where('l.member_user_id', '=', member!))
    .where('l.entry_type', '=', 'withdrawal_paid')
    .where('l.created_at', '>=', from)
    .where('l.created_at', '<', to)
    .execute();
}

/** When the act's ledger starts and ends, for the periods a statement can be asked for. */
export function ledgerSpan(db: Db, musicianId: number, member?: number) {
  return db
    .selectFrom('ledger_entries')
    .select((eb) => [eb.fn.min('created_at').as('first'), eb.fn.max('created_at').as('last')])
    .where('musician_id', '=', musicianId)
    .$if(member !== undefined, (q) => q.where('member_user_id', '=', member!))
    .executeTakeFirstOrThrow();
}
