import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatPence } from '../../../shared/money';
import { taxYearOf, type Statement } from '../../../shared/statements';
import { Button, ButtonLink, buttonClasses } from '../../components/button';
import { LoadFailed } from '../../components/load-failed';
import { PageLayout } from '../../components/page-layout';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { api } from '../../lib/api-client';
import { formatDayMonthYear } from '../../lib/format-date';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useSendHomeOnUnauthorized } from '../../lib/use-send-home-on-unauthorized';

const selectClasses =
  'block min-h-12 w-full rounded-control border border-line-strong bg-surface-raised px-3 text-base text-ink';

function useStatement(period: string) {
  return useQuery({
    queryKey: ['musicians', 'me', 'statement', period],
    queryFn: ({ signal }): Promise<Statement> => api.GET('/api/musicians/me/statement', { query: { period }, signal }),
  });
}

const signed = (pence: number) => (pence < 0 ? `−${formatPence(-pence)}` : formatPence(pence));

/** /statements?period=2026-27: a tax year's or a month's earnings from the ledger, to print or download (issue 46). */
export function StatementPage() {
  useSendHomeOnUnauthorized();
  const [params, setParams] = useSearchParams();
  // The tax year the page opened in: fixed for its life, as the default period.
  const [currentYear] = useState(() => taxYearOf(Date.now()));
  const period = params.get('period') ?? currentYear;
  const statement = useStatement(period);
  const data = statement.data;
  useDocumentMeta(data ? `Statement: ${data.label}` : 'Statement', 'Your Stagecall earnings statement.');
  const yearId = useId();
  const monthId = useId();
  const years = [...new Set([currentYear, ...(data?.periods_with_data ?? [])])].sort().reverse();
  const choose = (next: string) => setParams(next ? { period: next } : {}, { replace: true });

  const rows: Array<[string, number, string?]> = data
    ? [
        [`Tips received (${data.tips.count}), before the platform fee`, data.tips.gross],
        ['Platform fee on tips', -data.tips.fee],
        [`Request prices received (${data.request_prices.count})`, data.request_prices.amount],
        [`Refunds (${data.refunds.count})`, data.refunds.amount],
        [`Disputes: held (${data.disputes_held.count})`, data.disputes_held.amount],
        [`Disputes: released (${data.disputes_released.count})`, data.disputes_released.amount],
        [`Disputes: lost (${data.disputes_lost.count})`, data.disputes_lost.amount],
        [`Withdrawals requested (${data.withdrawals_requested.count})`, data.withdrawals_requested.amount],
        [`Withdrawals returned (${data.withdrawals_returned.count})`, data.withdrawals_returned.amount],
      ]
    : [];

  return (
    <PageLayout width="narrow">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <ButtonLink to="/dashboard" variant="ghost" icon={<ArrowLeft aria-hidden="true" className="size-5" />}>
          Back to Dashboard
        </ButtonLink>
        {data ? (
          <div className="flex flex-wrap gap-2">
            <a
              className={buttonClasses('secondary', 'compact')}
              href={`/api/musicians/me/statement.csv?period=${encodeURIComponent(period)}`}
              download
            >
              <Download aria-hidden="true" className="size-5" />
              Download CSV
            </a>
            <Button
              size="compact"
              onClick={() => window.print()}
              icon={<Printer aria-hidden="true" className="size-5" />}
            >
              Print
            </Button>
          </div>
        ) : null}
      </div>
      <h1 className="text-3xl font-bold text-ink">Earnings statement</h1>
      <div className="mt-4 grid gap-3 sm:grid-cols-2 print:hidden">
        <div>
          <label htmlFor={yearId} className="mb-1.5 block text-sm font-medium text-ink">
            Tax year (6 April to 5 April)
          </label>
          <select
            id={yearId}
            className={selectClasses}
            value={years.includes(period) ? period : ''}
            onChange={(event) => choose(event.target.value)}
          >
            {years.includes(period) ? null : <option value="">Choose a tax year</option>}
            {years.map((year) => (
              <option key={year} value={year}>
                {year.replace('-', '–')}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={monthId} className="mb-1.5 block text-sm font-medium text-ink">
            Or a month
          </label>
          <input
            id={monthId}
            type="month"
            className={selectClasses}
            value={/^\d{4}-(0[1-9]|1[0-2])$/.test(period) ? period : ''}
            onChange={(event) => event.target.value && choose(event.target.value)}
          />
        </div>
      </div>
      {statement.isPending ? (
        <SkeletonGroup label="Loading the statement…" className="mt-6 space-y-3">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-64 w-full" />
        </SkeletonGroup>
      ) : !data ? (
        <div className="mt-6">
          <LoadFailed title="The statement could not be loaded" query={statement} />
        </div>
      ) : (
        <article className="mt-6 rounded-card border border-line bg-surface p-5 text-ink print:border-0 print:p-0">
          <h2 className="text-xl font-bold">{data.label}</h2>
          <p className="text-sm text-ink-muted">
            {formatDayMonthYear(data.starts_at)} to{' '}
            {formatDayMonthYear(new Date(Date.parse(data.ends_at) - 1).toISOString())}, UK time. Figures from your
            Stagecall ledger.
          </p>
          {!data.has_data ? (
            <p role="status" className="mt-4 rounded-control bg-surface-raised px-4 py-3 text-sm">
              No money moved in this period.
            </p>
          ) : null}
          <table className="mt-4 w-full text-left text-sm">
            <tbody>
              <tr className="border-b border-line">
                <th scope="row" className="py-2 font-semibold">
                  Balance at the start
                </th>
                <td className="py-2 text-right font-semibold tabular-nums">{signed(data.opening_balance)}</td>
              </tr>
              {rows.map(([label, amount]) => (
                <tr key={label} className="border-b border-line">
                  <th scope="row" className="py-2 font-normal">
                    {label}
                  </th>
                  <td className="py-2 text-right tabular-nums">{signed(amount)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className="pt-3 font-bold">
                  Balance at the end
                </th>
                <td className="pt-3 text-right text-lg font-extrabold tabular-nums">{signed(data.closing_balance)}</td>
              </tr>
            </tbody>
          </table>
          <p className="mt-4 text-sm text-ink-muted">
            Paid out to your bank in this period: {formatPence(data.payouts_sent.amount)} ({data.payouts_sent.count}{' '}
            {data.payouts_sent.count === 1 ? 'payout' : 'payouts'}), already counted when requested.
          </p>
        </article>
      )}
    </PageLayout>
  );
}
