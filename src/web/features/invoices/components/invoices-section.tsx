import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { formatPence } from '../../../../shared/money';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { formatDayMonthYear } from '../../../lib/format-date';
import { useInvoices } from '../api/invoices';

export const kindLabel = { invoice: 'Invoice', credit_note: 'Credit note' } as const;

/** Settings → Subscription: every payment's invoice and every refund's credit note, to open and print. */
export function InvoicesSection() {
  const invoices = useInvoices();
  return (
    <section aria-labelledby="invoices-title" className="mt-6">
      <h3 id="invoices-title" className="font-bold text-ink">
        Invoices
      </h3>
      {invoices.isPending ? (
        <SkeletonGroup label="Loading invoices…" className="mt-2">
          <Skeleton className="h-10 w-full" />
        </SkeletonGroup>
      ) : invoices.isError ? (
        <p className="mt-2 text-sm text-ink-muted">Your invoices could not be loaded just now.</p>
      ) : invoices.data.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">No invoices yet: one is issued for every payment of your plan.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-control border border-line">
          {invoices.data.map((document) => (
            <li key={document.id}>
              <Link
                to={`/settings/invoices/${document.id}`}
                className="flex min-h-11 flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm hover:bg-surface-raised"
              >
                <span className="inline-flex items-center gap-2 font-semibold text-ink">
                  <FileText aria-hidden="true" className="size-4 text-ink-muted" />
                  {document.number}
                  <span className="font-normal text-ink-muted">{kindLabel[document.kind]}</span>
                </span>
                <span className="text-ink-muted">{formatDayMonthYear(document.issued_at)}</span>
                <span className="font-semibold text-ink">
                  {document.kind === 'credit_note' ? '−' : ''}
                  {formatPence(document.amount)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
