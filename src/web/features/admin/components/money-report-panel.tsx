import { useId, useState } from 'react';
import { formatPence } from '../../../../shared/money';
import type { MoneyReport } from '../../../../shared/money-report';
import { inputClasses } from '../../../components/text-field';
import { useMoneyReport } from '../api/admin-api';
import { cell, Loaded, numCell, Panel, Table, ymdToGb } from './admin-ui';
import { DAY_MS, DateRangeFields, ymd } from './date-range-fields';

type Figures = MoneyReport['totals'];
const figures: [keyof Figures, string][] = [
  ['tips', 'Tips'],
  ['fees', 'Fees'],
  ['refunds', 'Refunds'],
  ['refunded_fees', 'Fees refunded'],
  ['disputes_lost', 'Disputes lost'],
  ['payouts', 'Payouts'],
  ['subscriptions', 'Subscriptions'],
  ['subscription_refunds', 'Subscription refunds'],
  ['revenue', 'Revenue'],
];

/**
 * Issue 24: the platform's money by day or week, with the same figures as CSV. Revenue = fees −
 * refunded fees + subscription payments − subscription refunds.
 */
export function MoneyReportPanel() {
  const [period, setPeriod] = useState<'day' | 'week'>('day');
  const [to, setTo] = useState(() => ymd(new Date()));
  const [from, setFrom] = useState(() => ymd(new Date(Date.now() - 29 * DAY_MS)));
  const report = useMoneyReport(period, from, to);
  const periodId = useId();
  const query = `period=${period}&from=${from}&to=${to}`;
  return (
    <Panel
      title="Money report"
      actions={
        <a className="font-semibold text-accent-ink underline" href={`/api/admin/reports/money.csv?${query}`} download>
          Download CSV
        </a>
      }
    >
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={periodId} className="mb-1 block text-sm font-medium text-ink">
            By
          </label>
          <select
            id={periodId}
            className={inputClasses}
            value={period}
            onChange={(event) => setPeriod(event.target.value === 'week' ? 'week' : 'day')}
          >
            <option value="day">Day</option>
            <option value="week">Week</option>
          </select>
        </div>
        <DateRangeFields
          from={from}
          to={to}
          onChange={(range) => {
            setFrom(range.from);
            setTo(range.to);
          }}
        />
      </div>
      <Loaded query={report} empty="No money moved in these days." isEmpty={(d) => d.rows.length === 0}>
        {(d) => (
          <Table caption="Money report" head={[period === 'day' ? 'Day' : 'Week of', ...figures.map(([, l]) => l)]}>
            {d.rows.map((row) => (
              <tr key={row.period_start}>
                <td className={numCell}>{ymdToGb(row.period_start)}</td>
                {figures.map(([key]) => (
                  <td key={key} className={numCell}>
                    {formatPence(row[key])}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="font-semibold">
              <td className={cell}>Total</td>
              {figures.map(([key]) => (
                <td key={key} className={numCell}>
                  {formatPence(d.totals[key])}
                </td>
              ))}
            </tr>
          </Table>
        )}
      </Loaded>
    </Panel>
  );
}
