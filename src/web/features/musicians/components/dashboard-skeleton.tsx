import { PageLayout } from '../../../components/page-layout';
import { Skeleton } from '../../../components/skeleton';

/** The dashboard's loading state: the shape of the header, artist card, panels and inbox. */
export function DashboardSkeleton() {
  return (
    <PageLayout>
      <div role="status" aria-busy="true">
        <span className="sr-only">Loading your dashboard…</span>
        <div className="flex flex-col gap-5 border-b border-line pb-6 sm:flex-row sm:items-end sm:justify-between">
          <div className="space-y-3">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-9 w-64 max-w-full" />
            <Skeleton className="h-5 w-56 max-w-full" />
          </div>
          <div className="grid grid-cols-3 gap-2 sm:flex">
            <Skeleton className="h-16 sm:h-11 sm:w-24" />
            <Skeleton className="h-16 sm:h-11 sm:w-28" />
            <Skeleton className="h-16 sm:h-11 sm:w-28" />
          </div>
        </div>
        <div className="mt-6 flex flex-col gap-6">
          <div className="flex flex-col gap-5 rounded-card border border-line p-5 sm:p-6 md:flex-row">
            <div className="flex flex-1 gap-4">
              <Skeleton className="size-20 shrink-0 rounded-full sm:size-24" />
              <div className="flex-1 space-y-3 pt-2">
                <Skeleton className="h-7 w-48 max-w-full" />
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-6 w-56 max-w-full" />
              </div>
            </div>
            <div className="grid grid-cols-2 gap-2 md:w-96">
              <Skeleton className="col-span-2 h-11" />
              <Skeleton className="h-11" />
              <Skeleton className="h-11" />
              <Skeleton className="col-span-2 h-11" />
            </div>
          </div>
          <div className="grid gap-6 md:grid-cols-2">
            <Skeleton className="h-56 rounded-card" />
            <Skeleton className="h-56 rounded-card" />
          </div>
          <Skeleton className="h-80 rounded-card" />
        </div>
      </div>
    </PageLayout>
  );
}
