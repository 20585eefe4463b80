import { useId, useState } from 'react';
import { formatPence } from '../../../../shared/money';
import type { MoneyReport } from '../../../../shared/admin/money-report';
import { selectClasses } from '../../../components/text-field';
import { useMoneyReport } from '../api/admin-api';
import { Loaded, Panel, ymdToGb } from './admin-ui';
import { penceColumn } from './columns';
import { DataTable } from './data-table';
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

const figureColumns = figures.map(([key, label]) => penceColumn<MoneyReport['rows'][number]>(label, (row) => row[key]));

/**
 * The platform's money by day or week, with the same figures as CSV. Revenue = fees −
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
            className={selectClasses}
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
          <DataTable
            caption="Money report"
            rows={d.rows}
            rowKey={(row) => row.period_start}
            columns={[
              {
                header: period === 'day' ? 'Day' : 'Week of',
                cell: (row) => ymdToGb(row.period_start),
                sortBy: (row) => row.period_start,
                isNumeric: true,
              },
              ...figureColumns,
            ]}
            phoneLayout="scroll"
            footer={
              <tr className="font-semibold">
                <td className="px-3 py-2 align-top">Total</td>
                {figures.map(([key]) => (
                  <td key={key} className="whitespace-nowrap px-3 py-2 align-top">
                    {formatPence(d.totals[key])}
                  </td>
                ))}
              </tr>
            }
          />
        )}
      </Loaded>
    </Panel>
  );
}
