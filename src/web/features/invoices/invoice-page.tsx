import { ArrowLeft, Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { formatPence } from '../../../shared/money';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { ApiError, NetworkError } from '../../lib/api-client';
import { PageLayout } from '../../components/page-layout';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { formatDayMonthYear } from '../../lib/format-date';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useSendHomeOnUnauthorized } from '../../lib/use-send-home-on-unauthorized';
import { useInvoice } from './api/invoices';
import { kindLabel } from './components/invoices-section';

/** /settings/invoices/{id}: one invoice or credit note, laid out to print on one page (decision 049). */
export function InvoicePage() {
  useSendHomeOnUnauthorized();
  const id = Number(useParams().id);
  const invoice = useInvoice(id);
  const document = invoice.data;
  useDocumentMeta(document ? `${kindLabel[document.kind]} ${document.number}` : 'Invoice', 'A Stagecall invoice.');

  return (
    <PageLayout width="narrow">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <ButtonLink
          to="/settings?tab=subscription"
          variant="ghost"
          icon={<ArrowLeft aria-hidden="true" className="size-5" />}
        >
          Back to Settings
        </ButtonLink>
        {document ? (
          <Button onClick={() => window.print()} icon={<Printer aria-hidden="true" className="size-5" />}>
            Print
          </Button>
        ) : null}
      </div>
      {invoice.isPending && Number.isInteger(id) && id > 0 ? (
        <SkeletonGroup label="Loading the invoice…" className="space-y-3">
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-40 w-full" />
        </SkeletonGroup>
      ) : !document ? (
        invoice.error instanceof ApiError && invoice.error.status !== 404 ? (
          <LoadFailed title="The invoice could not be loaded" query={invoice} />
        ) : invoice.error instanceof NetworkError ? (
          <LoadFailed title="Unable to connect" description="Check your connection, then try again." query={invoice} />
        ) : (
          <EmptyState title="Invoice not found" description="It may belong to another account, or the link is wrong." />
        )
      ) : (
        <article className="rounded-card border border-line bg-surface p-6 text-ink print:border-0 print:p-0 print:text-black">
          <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-4">
            <div>
              <p className="text-2xl font-extrabold">{document.seller.name}</p>
              {document.seller.address ? (
                <p className="wrap-anywhere text-sm text-ink-muted print:text-black">{document.seller.address}</p>
              ) : null}
            </div>
            <div className="sm:text-right print:text-right">
              <h1 className="text-2xl font-bold">{kindLabel[document.kind]}</h1>
              <p className="font-mono text-lg">{document.number}</p>
              <p className="text-sm text-ink-muted print:text-black">{formatDayMonthYear(document.issued_at)}</p>
            </div>
          </header>
          <section aria-label="Billed to" className="border-b border-line py-4">
            <p className="text-sm font-semibold text-ink-muted print:text-black">Billed to</p>
            <p className="wrap-anywhere font-semibold">{document.buyer.stage_name}</p>
            <p className="wrap-anywhere text-sm">{document.buyer.email}</p>
          </section>
          <table className="mt-4 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 font-semibold">
                  Description
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-line">
                <td className="py-3">
                  {document.description}
                  {document.period_start && document.period_end ? (
                    <span className="block text-ink-muted print:text-black">
                      {formatDayMonthYear(document.period_start)} – {formatDayMonthYear(document.period_end)}
                    </span>
                  ) : null}
                </td>
                <td className="py-3 text-right font-semibold">
                  {document.kind === 'credit_note' ? '−' : ''}
                  {formatPence(document.amount)}
                </td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="pt-3 text-right font-bold">
                  {document.kind === 'credit_note' ? 'Total credited' : 'Total paid'}
                </th>
                <td className="pt-3 text-right text-lg font-extrabold">{formatPence(document.amount)}</td>
              </tr>
            </tfoot>
          </table>
        </article>
      )}
    </PageLayout>
  );
}
