import { Skeleton, SkeletonGroup } from '../../../components/skeleton';

/** The manager's outline while the session loads, so nothing jumps when it arrives. */
export function ManagerSkeleton() {
  return (
    <div className="mx-auto max-w-5xl px-3 py-4 sm:px-6">
      <SkeletonGroup label="Loading your live session…" className="grid gap-4">
        <Skeleton className="h-12 w-full" />
        <div className="rounded-card border border-line bg-surface p-4 sm:p-5">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="mt-2 h-5 w-1/2" />
          <div className="mt-4 grid grid-cols-4 gap-2">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-16 sm:h-20" />
            ))}
          </div>
        </div>
        <Skeleton className="h-11 w-full" />
        {[0, 1].map((index) => (
          <Skeleton key={index} className="h-40 w-full rounded-card" />
        ))}
      </SkeletonGroup>
    </div>
  );
}
