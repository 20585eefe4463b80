import { Skeleton } from './skeleton';

/**
 * The outline of a show's card while it loads, so nothing jumps when it arrives: avatar, name,
 * three detail lines and the buttons. A live show's card has one button; a gig's has a reminder
 * bell beside the name and two buttons.
 */
export function CardSkeleton({ variant }: { variant: 'live' | 'gig' }) {
  const isGig = variant === 'gig';
  return (
    <div className="rounded-card border border-line bg-surface p-5">
      <div className="flex items-center gap-4">
        <Skeleton className="size-14 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className={isGig ? 'h-4 w-1/2' : 'h-4 w-16'} />
        </div>
        {isGig ? <Skeleton className="size-11 rounded-full" /> : null}
      </div>
      <div className="mt-4 space-y-2">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      {isGig ? (
        <div className="mt-5 grid grid-cols-2 gap-2">
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
        </div>
      ) : (
        <Skeleton className="mt-5 h-11 w-full" />
      )}
    </div>
  );
}
