import { expect } from 'vitest';
import type { Db } from '../src/server/db/connection';

/**
 * The ledger invariant, checked after every money test: for each musician the available balance
 * (the sum of their ledger rows) equals the tips received, net of the fee, minus the withdrawals
 * pending or paid (a rejected one counts nothing); it is never negative; each withdrawal is
 * requested once and settled at most once, as its status says; each tip is credited once.
 */
export async function expectLedgerConsistent(db: Db): Promise<void> {
  const musicians = await db.selectFrom('musician_profiles').select('id').execute();
  for (const { id } of musicians) {
    const entries = await db.selectFrom('ledger_entries').selectAll().where('musician_id', '=', id).execute();
    const tips = await db
      .selectFrom('tips')
      .select(['id', 'net_amount'])
      .where('musician_id', '=', id)
      .where('status', '=', 'succeeded')
      .execute();
    const withdrawals = await db
      .selectFrom('withdrawals')
      .select(['id', 'amount_requested', 'fee_amount', 'net_amount', 'status'])
      .where('musician_id', '=', id)
      .execute();

    const available = entries.reduce((sum, e) => sum + e.amount, 0);
    const tipsTotal = tips.reduce((sum, t) => sum + t.net_amount, 0);
    const withdrawn = withdrawals.filter((w) => w.status !== 'rejected').reduce((s, w) => s + w.amount_requested, 0);
    expect(available, `musician ${id}: available = tips − withdrawals pending or paid`).toBe(tipsTotal - withdrawn);
    expect(available, `musician ${id}: never negative`).toBeGreaterThanOrEqual(0);

    const credited = entries.filter((e) => e.entry_type === 'tip_received').map((e) => e.tip_id);
    expect([...credited].sort(), `musician ${id}: each tip credited once`).toEqual(tips.map((t) => t.id).sort());
    for (const w of withdrawals) {
      const kinds = entries
        .filter((e) => e.withdrawal_id === w.id)
        .map((e) => e.entry_type)
        .sort();
      const expected = {
        pending: ['withdrawal_requested'],
        approved: ['withdrawal_paid', 'withdrawal_requested'],
        rejected: ['withdrawal_requested', 'withdrawal_returned'],
      }[w.status];
      expect(kinds, `withdrawal ${w.id} (${w.status})`).toEqual(expected);
      // The fee was taken on the tips: a withdrawal never pays a second one.
      expect(w.fee_amount).toBe(0);
      expect(w.net_amount).toBe(w.amount_requested);
    }
  }
}
