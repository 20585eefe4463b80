import { House, SearchX } from 'lucide-react';
import { messages } from '../../shared/user-messages';
import { ButtonLink } from '../components/button';
import { PageLayout } from '../components/page-layout';
import { useDocumentMeta } from '../lib/use-document-meta';

export function NotFoundPage() {
  useDocumentMeta(messages.web.pageNotFound, 'This page does not exist on Stagecall.');
  return (
    <PageLayout width="narrow">
      <section className="flex flex-col items-center py-10 text-center" aria-labelledby="not-found-title">
        <span className="mb-5 inline-flex size-16 items-center justify-center rounded-full bg-surface-raised text-ink-muted">
          <SearchX aria-hidden="true" className="size-8" />
        </span>
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-ink">Error 404</p>
        <h1 id="not-found-title" className="mt-2 text-balance text-3xl font-bold text-ink">
          {messages.web.pageNotFound}
        </h1>
        <p className="mt-3 max-w-md text-pretty text-ink-muted">
          The link may be mistyped, or the page has moved. If you scanned a QR code, ask the artist for their current
          one.
        </p>
        <ButtonLink to="/" className="mt-8" icon={<House aria-hidden="true" className="size-5" />}>
          Go to Home
        </ButtonLink>
      </section>
    </PageLayout>
  );
}
