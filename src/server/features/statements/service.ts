import type { AppContext } from '../../context';
import type { LedgerEntryType } from '../../db/types';
import { csvDocument } from '../../text/csv';
import { periodBounds, taxYearOf, type Statement } from '../../../shared/statements';
import { ledgerRows } from '../earnings/public';
import { balanceBefore, ledgerSpan, payoutsSent } from './queries';

const iso = (instant: number) => new Date(instant).toISOString();

const typeNames: Record<LedgerEntryType, string> = {
  tip_received: 'Tip received',
  price_received: 'Request price received',
  price_refunded: 'Request price refunded',
  tip_refunded: 'Tip refunded',
  dispute_held: 'Dispute: amount held',
  dispute_released: 'Dispute won: amount released',
  dispute_lost: 'Dispute lost',
  withdrawal_requested: 'Withdrawal requested',
  withdrawal_returned: 'Withdrawal returned',
  withdrawal_paid: 'Withdrawal paid to the bank',
};

/** The tax years from the act's first ledger movement to its last, newest first. */
function taxYearsBetween(first: number, last: number): string[] {
  const years: string[] = [];
  const [from, to] = [Number(taxYearOf(first).slice(0, 4)), Number(taxYearOf(last).slice(0, 4))];
  for (let year = to; year >= from; year -= 1) years.push(`${year}-${String((year + 1) % 100).padStart(2, '0')}`);
  return years;
}

/**
 * What of a tip's gross and fee a ledger row stands for: all of it for the whole net (an act of
 * one), else the member's part plus the fee in proportion (rounded half up).
 */
function tipGrossOf(row: { amount: number; tip_gross: number | null; tip_fee: number | null; tip_net: number | null }) {
  if (row.tip_gross === null || row.tip_net === null || row.tip_fee === null) return Number(row.amount);
  if (Number(row.amount) === Number(row.tip_net) || Number(row.tip_net) === 0) return Number(row.tip_gross);
  return Number(row.amount) + Math.round((Number(row.tip_fee) * Number(row.amount)) / Number(row.tip_net));
}

/**
 * A statement from the ledger only: the balance before the period, every movement in it by kind,
 * and the balance at its end, so opening + movements = closing to the penny. A tip's gross and fee
 * come from the tip the ledger row names. One member's money in the act when `member` is given
 * (decision 035), the whole act's otherwise.
 */
export async function statementOf(
  ctx: AppContext,
  musicianId: number,
  period: string,
  member?: number,
): Promise<Statement> {
  const bounds = periodBounds(period);
  const [from, to] = [iso(bounds.start), iso(bounds.end)];
  const [opening, rows, payouts, span] = await Promise.all([
    balanceBefore(ctx.db, musicianId, from, member),
    ledgerRows(ctx.db, musicianId, { member, from, to }),
    payoutsSent(ctx.db, musicianId, from, to, member),
    ledgerSpan(ctx.db, musicianId, member),
  ]);
  const line = (...types: LedgerEntryType[]) => {
    const matching = rows.filter((row) => types.includes(row.entry_type));
    return { count: matching.length, amount: matching.reduce((sum, row) => sum + Number(row.amount), 0) };
  };
  const tips = rows.filter((row) => row.entry_type === 'tip_received');
  // A tip's rows (one per member's part): its whole gross when they are all here (the act's
  // statement, or an act of one), else each part's share of it.
  const byTip = new Map<number, typeof tips>();
  for (const row of tips) byTip.set(row.tip_id ?? -row.id, [...(byTip.get(row.tip_id ?? -row.id) ?? []), row]);
  const gross = [...byTip.values()].reduce((sum, parts) => {
    const whole = parts.reduce((s, row) => s + Number(row.amount), 0);
    const first = parts[0]!;
    return first.tip_gross !== null && first.tip_net !== null && whole === Number(first.tip_net)
      ? sum + Number(first.tip_gross)
      : sum + parts.reduce((s, row) => s + tipGrossOf(row), 0);
  }, 0);
  const net = tips.reduce((sum, row) => sum + Number(row.amount), 0);
  return {
    period,
    label: bounds.label,
    starts_at: from,
    ends_at: to,
    opening_balance: opening,
    closing_balance: opening + rows.reduce((sum, row) => sum + Number(row.amount), 0),
    tips: { count: byTip.size, gross, fee: gross - net, net },
    request_prices: line('price_received'),
    refunds: line('tip_refunded', 'price_refunded'),
    disputes_held: line('dispute_held'),
    disputes_released: line('dispute_released'),
    disputes_lost: line('dispute_lost'),
    withdrawals_requested: line('withdrawal_requested'),
    withdrawals_returned: line('withdrawal_returned'),
    payouts_sent: { count: payouts.length, amount: payouts.reduce((sum, row) => sum + Number(row.net_amount), 0) },
    has_data: rows.length > 0,
    periods_with_data:
      span.first && span.last ? taxYearsBetween(Date.parse(String(span.first)), Date.parse(String(span.last))) : [],
  };
}

const londonFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** "05/04/2027 23:30", London time, without the comma Intl puts between date and time. */
const londonTime = { format: (instant: number) => londonFormat.format(instant).replace(',', '') };
const pounds = (pence: number) => (pence / 100).toFixed(2);

/** The statement as CSV, one row per ledger movement with the running balance, between its opening and closing rows. */
export async function statementCsv(
  ctx: AppContext,
  musicianId: number,
  period: string,
  member?: number,
): Promise<string> {
  const bounds = periodBounds(period);
  const [from, to] = [iso(bounds.start), iso(bounds.end)];
  const [opening, rows] = await Promise.all([
    balanceBefore(ctx.db, musicianId, from, member),
    ledgerRows(ctx.db, musicianId, { member, from, to }),
  ]);
  let balance = opening;
  const lines: (string | number | null)[][] = [
    ['Date (UK time)', 'Movement', 'Amount (£)', 'Balance (£)', 'Tip gross (£)', 'Platform fee (£)', 'Reference'],
    [londonTime.format(bounds.start), 'Opening balance', '', pounds(opening), '', '', ''],
  ];
  for (const row of rows) {
    balance += Number(row.amount);
    const isTip = row.entry_type === 'tip_received' && row.tip_gross !== null;
    lines.push([
      londonTime.format(Date.parse(row.created_at)),
      typeNames[row.entry_type],
      pounds(Number(row.amount)),
      pounds(balance),
      isTip ? pounds(tipGrossOf(row)) : '',
      isTip ? pounds(tipGrossOf(row) - Number(row.amount)) : '',
      row.tip_id ? `tip ${row.tip_id}` : row.withdrawal_id ? `withdrawal ${row.withdrawal_id}` : '',
    ]);
  }
  lines.push([londonTime.format(bounds.end - 60_000), 'Closing balance', '', pounds(balance), '', '', '']);
  return csvDocument(lines);
}
