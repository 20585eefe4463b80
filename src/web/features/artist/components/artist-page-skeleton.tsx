import { Skeleton } from '../../../components/skeleton';

/** The outline of the artist page (photo, name, status, stats, actions) while it loads. */
export function ArtistPageSkeleton() {
  return (
    <div role="status" aria-busy="true" className="space-y-6">
      <span className="sr-only">Loading artist profile…</span>
      <div className="flex flex-col items-center rounded-card border border-line bg-surface p-5 sm:p-8">
        <Skeleton className="size-28 rounded-full" />
        <Skeleton className="mt-4 h-9 w-56 max-w-full" />
        <Skeleton className="mt-3 h-6 w-44 max-w-full" />
        <Skeleton className="mt-6 h-20 w-full" />
        <Skeleton className="mt-6 h-14 w-full" />
      </div>
      <Skeleton className="h-32 w-full rounded-card" />
    </div>
  );
}
