import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/button';
import { PageLayout } from '../../../components/page-layout';

/** Spec 1 "Musician dashboard": the 'Dashboard Error' screen with its Reload Dashboard button. */
export function DashboardError({
  message,
  onReload,
  isReloading,
}: {
  message: string;
  onReload: () => void;
  isReloading: boolean;
}) {
  return (
    <PageLayout width="narrow">
      <section
        role="alert"
        aria-labelledby="dashboard-error-title"
        className="flex flex-col items-center py-12 text-center"
      >
        <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 id="dashboard-error-title" className="text-2xl font-bold text-ink">
          Dashboard Error
        </h1>
        <p className="mt-2 max-w-md text-pretty text-ink-muted">{message}</p>
        <Button
          className="mt-6"
          onClick={onReload}
          isLoading={isReloading}
          loadingText="Reloading…"
          icon={<RefreshCw aria-hidden="true" className="size-5" />}
        >
          Reload Dashboard
        </Button>
      </section>
    </PageLayout>
  );
}
