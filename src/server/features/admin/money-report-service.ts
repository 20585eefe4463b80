import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import type { MoneyReport, MoneyReportRow } from '../../../shared/admin/money-report';

const DAY_MS = 86_400_000;

/** The day an instant falls on (UTC), or the Monday of its ISO week. */
function periodOf(instant: string, period: 'day' | 'week'): string {
  const day = instant.slice(0, 10);
  if (period === 'day') return day;
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

type Figure = Exclude<keyof MoneyReportRow, 'period_start' | 'revenue'>;

/**
 * The platform's money by day or week: tips paid, the fees on them, refunds and the fees they gave
 * back, disputes lost, payouts paid, subscription payments and their refunds. Every figure comes
 * from money rows that outlive accounts' personal data (decision 019), summed in pence; each
 * movement is counted on the day it happened (a refund on its day, not its tip's).
 */
export async function moneyReport(
  ctx: AppContext,
  query: { period: 'day' | 'week'; from: string; to: string },
): Promise<MoneyReport> {
  const start = `${query.from}T00:00:00.000Z`;
  const end = new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS).toISOString();
  const days = (Date.parse(end) - Date.parse(start)) / DAY_MS;
  if (days < 1 || days > 366) throw badRequest('Choose a range of 1 to 366 days', 'date_range_invalid');
  const db = ctx.db;
  const [tips, refunds, disputes, payouts, subscriptions] = await Promise.all([
    db
      .selectFrom('tips')
      .select(['amount', 'fee_amount', 'created_at'])
      .where('status', 'in', ['succeeded', 'refunded'])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .execute(),
    db
      .selectFrom('tip_refunds')
      .select(['amount', 'fee_amount', 'created_at'])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .execute(),
    db
      .selectFrom('tip_disputes')
      .select(['net_amount', 'closed_at'])
      .where('status', '=', 'lost')
      .where('closed_at', '>=', start)
      .where('closed_at', '<', end)
      .execute(),
    db
      .selectFrom('withdrawals')
      .select(['amount_requested', 'paid_at', 'processed_at', 'stage'])
      .where('stage', '=', 'paid')
      .where((eb) =>
        eb.or([
          eb.and([eb('paid_at', '>=', start), eb('paid_at', '<', end)]),
          // Paid before payouts had a date of their own (approval meant paid).
          eb.and([eb('paid_at', 'is', null), eb('processed_at', '>=', start), eb('processed_at', '<', end)]),
        ]),
      )
      .execute(),
    db
      .selectFrom('subscription_payments')
      .select(['amount', 'refunded_amount', 'created_at', 'updated_at', 'status'])
      .where('status', 'in', ['paid', 'refunded'])
      .where((eb) =>
        eb.or([
          eb.and([eb('created_at', '>=', start), eb('created_at', '<', end)]),
          eb.and([eb('updated_at', '>=', start), eb('updated_at', '<', end)]),
        ]),
      )
      .execute(),
  ]);

  const rows = new Map<string, MoneyReportRow>();
  const add = (instant: string | null, figure: Figure, pence: number) => {
    if (!instant || instant < start || instant >= end) return;
    const key = periodOf(instant, query.period);
    const row =
      rows.get(key) ??
      ({
        period_start: key,
        tips: 0,
        fees: 0,
        refunds: 0,
        refunded_fees: 0,
        disputes_lost: 0,
        payouts: 0,
        subscriptions: 0,
        subscription_refunds: 0,
        revenue: 0,
      } satisfies MoneyReportRow);
    row[figure] += pence;
    rows.set(key, row);
  };
  for (const tip of tips) {
    add(tip.created_at, 'tips', tip.amount);
    add(tip.created_at, 'fees', tip.fee_amount);
  }
  for (const refund of refunds) {
    add(refund.created_at, 'refunds', refund.amount);
    add(refund.created_at, 'refunded_fees', refund.fee_amount);
  }
  for (const dispute of disputes) add(dispute.closed_at, 'disputes_lost', dispute.net_amount);
  for (const payout of payouts) add(payout.paid_at ?? payout.processed_at, 'payouts', payout.amount_requested);
  for (const payment of subscriptions) {
    add(payment.created_at, 'subscriptions', payment.amount);
    // A money-back refund is counted on the day the payment row was marked refunded.
    if (payment.refunded_amount > 0) add(payment.updated_at, 'subscription_refunds', payment.refunded_amount);
  }

  const sorted = [...rows.values()].sort((a, b) => a.period_start.localeCompare(b.period_start));
  for (const row of sorted) row.revenue = row.fees - row.refunded_fees + row.subscriptions - row.subscription_refunds;
  const totals = sorted.reduce(
    (sum, row) => {
      for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += row[key];
      return sum;
    },
    {
      tips: 0,
      fees: 0,
      refunds: 0,
      refunded_fees: 0,
      disputes_lost: 0,
      payouts: 0,
      subscriptions: 0,
      subscription_refunds: 0,
      revenue: 0,
    },
  );
  return { rows: sorted, totals };
}
