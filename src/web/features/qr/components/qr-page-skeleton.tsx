import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { QR_PAGE_GRID } from './qr-page-grid';

/** The page's real layout in grey, so the code and cards appear where the skeleton stood. */
export function QrPageSkeleton() {
  return (
    <SkeletonGroup label="Loading QR code…">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-3 h-9 w-72 max-w-full" />
      <Skeleton className="mt-3 h-5 w-96 max-w-full" />
      <div className={QR_PAGE_GRID}>
        <div className="rounded-card border border-line bg-surface p-4 sm:p-6">
          <Skeleton className="mx-auto aspect-square w-75 max-w-full" />
          <Skeleton className="mx-auto mt-3 h-5 w-56" />
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-14 sm:col-span-2" />
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </div>
          <Skeleton className="mt-5 h-16" />
        </div>
        <div className="space-y-6">
          <div className="rounded-card border border-line bg-surface p-5">
            <div className="flex items-center gap-4">
              <Skeleton className="size-16 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-6 w-40" />
                <Skeleton className="h-4 w-28" />
              </div>
            </div>
            <Skeleton className="mt-4 h-10" />
            <Skeleton className="mt-4 h-11" />
          </div>
          <Skeleton className="h-72 rounded-card" />
        </div>
      </div>
    </SkeletonGroup>
  );
}
