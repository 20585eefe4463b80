import { RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '../components/button';
import { PageLayout } from '../components/page-layout';
import { useDocumentMeta } from '../lib/use-document-meta';

/**
 * Spec 2 §8: "App initialisation failure shows a 'Loading Error' page with a Refresh Page button."
 * Shown when a page's code cannot be downloaded: a dropped connection, or a new release that
 * replaced the files this tab was built against. A reload fetches the current ones.
 */
export function LoadingErrorPage() {
  useDocumentMeta('Loading Error', 'This page could not be loaded. Refresh the page to try again.');
  return (
    <PageLayout width="narrow">
      <section
        role="alert"
        aria-labelledby="loading-error-title"
        className="flex flex-col items-center py-10 text-center"
      >
        <span className="mb-5 inline-flex size-16 items-center justify-center rounded-full bg-danger-soft text-danger">
          <WifiOff aria-hidden="true" className="size-8" />
        </span>
        <h1 id="loading-error-title" className="text-balance text-3xl font-bold text-ink">
          Loading Error
        </h1>
        <p className="mt-3 max-w-md text-pretty text-ink-muted">
          This page could not be loaded. Check your connection, then refresh the page. If Stagecall was just updated,
          refreshing loads the new version.
        </p>
        <Button
          size="lg"
          className="mt-8"
          icon={<RefreshCw aria-hidden="true" className="size-5" />}
          onClick={() => window.location.reload()}
        >
          Refresh Page
        </Button>
      </section>
    </PageLayout>
  );
}
