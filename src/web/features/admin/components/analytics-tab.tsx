import { BarChart3 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { formatPence } from '../../../../shared/money';
import type { AnalyticsDay, AnalyticsReport } from '../../../../shared/admin/analytics';
import { FormAlert } from '../../../components/form-alert';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { retryImport } from '../../../lib/retry-import';
import { useAnalytics } from '../api/admin-api';
import { NETWORK, Panel, ymdToGb } from './admin-ui';
import { DataTable, type Column } from './data-table';
import { DAY_MS, DateRangeFields, ymd } from './date-range-fields';

function ChartsUnavailable() {
  return (
    <FormAlert message="The charts could not be downloaded. The table below has the same figures; reload to try again." />
  );
}

// uPlot is for this tab alone: its own chunk, fetched the first time the tab shows figures.
const AnalyticsCharts = lazy(() =>
  retryImport(() => import('./analytics-charts'), { attempts: 3 }).catch(() => ({ default: ChartsUnavailable })),
);

const presets = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
];

const columns: [keyof Omit<AnalyticsDay, 'day'>, string, 'money' | 'count'][] = [
  ['requests', 'Requests', 'count'],
  ['tips', 'Tips', 'money'],
  ['fees', 'Fees', 'money'],
  ['payouts', 'Payouts', 'money'],
  ['active_musicians', 'Active musicians', 'count'],
  ['signups', 'New sign-ups', 'count'],
  ['trials_ended', 'Trials ended', 'count'],
  ['trials_converted', 'Trials converted', 'count'],
  ['mrr', 'MRR', 'money'],
  ['churned', 'Churned', 'count'],
];

const isQuiet = (report: AnalyticsReport) => report.days.every((day) => columns.every(([key]) => day[key] === 0));

function Card({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="min-w-0 rounded-card border border-line bg-surface p-3 sm:p-4">
      <p className="text-sm text-ink-muted">{label}</p>
      <p className="mt-1 text-xl font-bold text-ink sm:text-2xl">{value}</p>
      <p className="mt-1 text-xs text-ink-muted">{note}</p>
    </div>
  );
}

function Totals({ report }: { report: AnalyticsReport }) {
  const { totals } = report;
  const conversion =
    totals.trial_conversion_percent === null
      ? 'No trial ended'
      : `${totals.trials_converted} of ${totals.trials_ended} trials`;
  return (
    <ul aria-label="Totals for the range" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      {[
        ['Requests', String(totals.requests), 'sent by fans'],
        ['Tips', formatPence(totals.tips), `${formatPence(totals.fees)} in fees`],
        ['Payouts', formatPence(totals.payouts), 'paid to musicians'],
        ['Active musicians', String(totals.active_musicians), 'with a live show'],
        ['New sign-ups', String(totals.signups), 'musician accounts'],
        [
          'Trial conversion',
          totals.trial_conversion_percent === null ? '—' : `${totals.trial_conversion_percent}%`,
          conversion,
        ],
        ['MRR', formatPence(totals.mrr), `on ${ymdToGb(report.to)}`],
        ['Churned', String(totals.churned), 'paid plans not renewed'],
      ].map(([label, value, note]) => (
        <li key={label}>
          <Card label={label!} value={value!} note={note!} />
        </li>
      ))}
    </ul>
  );
}

const figureColumns: ReadonlyArray<Column<AnalyticsDay>> = [
  { header: 'Day', cell: (day) => ymdToGb(day.day), sortBy: (day) => day.day, isNumeric: true },
  ...columns.map(([key, label, kind]): Column<AnalyticsDay> => ({
    header: label,
    cell: (day) => (kind === 'money' ? formatPence(day[key]) : day[key]),
    sortBy: (day) => day[key],
    isNumeric: true,
  })),
];

function FiguresTable({ report }: { report: AnalyticsReport }) {
  return (
    <details className="rounded-card border border-line bg-surface p-4">
      <summary className="cursor-pointer font-semibold text-ink">Show the figures as a table</summary>
      <div className="mt-3">
        <DataTable
          caption="Analytics by day"
          rows={report.days}
          rowKey={(day) => day.day}
          columns={figureColumns}
          phoneLayout="scroll"
        />
      </div>
    </details>
  );
}

function LoadingFigures() {
  return (
    <SkeletonGroup label="Loading analytics…" className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-24 w-full" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    </SkeletonGroup>
  );
}

/**
 * The Analytics tab (beyond the spec's 'coming soon'): how the platform is used, day by day, over a
 * chosen range, as totals, charts (with a summary in words and a table for those who cannot see
 * them) and a CSV. Only the days analytics_retention_days keeps can be chosen.
 */
export function AnalyticsTab() {
  const [today] = useState(() => ymd(new Date()));
  const daysBack = (days: number) => ymd(new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS));
  const [range, setRange] = useState(() => ({ from: daysBack(30), to: today }));
  const report = useAnalytics(range.from, range.to);
  const keptFrom = report.data?.kept_from;
  const presetRange = (days: number) => {
    const from = daysBack(days);
    return { from: keptFrom && keptFrom > from ? keptFrom : from, to: today };
  };

  return (
    <div className="grid gap-4">
      <Panel
        title="Analytics"
        actions={
          <a
            className="font-semibold text-accent-ink underline"
            href={`/api/admin/reports/analytics.csv?from=${range.from}&to=${range.to}`}
            download
          >
            Download CSV
          </a>
        }
      >
        <div className="flex flex-wrap items-end gap-3">
          <div role="group" aria-label="Quick ranges" className="flex flex-wrap gap-2">
            {presets.map((preset) => {
              const target = presetRange(preset.days);
              const isCurrent = target.from === range.from && target.to === range.to;
              return (
                <button
                  key={preset.days}
                  type="button"
                  aria-pressed={isCurrent}
                  onClick={() => setRange(target)}
                  className={`min-h-11 rounded-control border px-3 text-sm font-semibold ${
                    isCurrent ? 'border-accent bg-accent-soft text-accent-ink' : 'border-line-strong text-ink'
                  }`}
                >
                  Last {preset.label}
                </button>
              );
            })}
          </div>
          <DateRangeFields from={range.from} to={range.to} onChange={setRange} min={keptFrom} max={today} />
        </div>
        <p className="mt-3 text-sm text-ink-muted">
          Days are UTC days; amounts are what moved that day.{' '}
          {report.data
            ? `Analytics go back ${report.data.retention_days} days (to ${ymdToGb(report.data.kept_from)}), as Settings’ analytics retention says.`
            : null}
        </p>
        <p role="status" className="mt-1 min-h-5 text-sm text-ink-muted">
          {report.isFetching && report.data ? 'Updating…' : ''}
        </p>
      </Panel>

      {report.isPending ? (
        <LoadingFigures />
      ) : report.isError || !report.data ? (
        <FormAlert message={errorMessage(report.error, 'Failed to load the analytics', NETWORK)} />
      ) : isQuiet(report.data) ? (
        <div className="flex flex-col items-center rounded-card border border-dashed border-line p-10 text-center">
          <BarChart3 aria-hidden="true" className="size-10 text-ink-muted" />
          <h3 className="mt-3 text-lg font-bold text-ink">Nothing happened in these days</h3>
          <p className="mt-1 max-w-md text-ink-muted">
            No requests, money, shows, sign-ups or paid plans between {ymdToGb(report.data.from)} and{' '}
            {ymdToGb(report.data.to)}. Try a longer range.
          </p>
        </div>
      ) : (
        <>
          <Totals report={report.data} />
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <AnalyticsCharts report={report.data} />
          </Suspense>
          <FiguresTable report={report.data} />
        </>
      )}
    </div>
  );
}
