import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { usePublicGigs } from '../../gigs/api/get-public-gigs';
import { FutureGigCard } from './future-gig-card';

/** Spec 1 §9: the request page shows 3 future gigs. */
const SHOWN = 3;

/**
 * The 3 cards and the 'See More Events (N more)' count. N is what the link leads to: every other
 * upcoming gig on /future-events, not the rest of the 10 the spec keeps here (39 gigs → 36 more).
 */
export function futureGigsPreview<T>(gigs: readonly T[]): { shown: T[]; moreCount: number } {
  const shown = gigs.slice(0, SHOWN);
  return { shown, moreCount: gigs.length - shown.length };
}

/**
 * Future Gigs (spec 1 "Fan request page"): where else to catch these artists. Quietly absent when
 * there are none or they cannot be loaded: on this page the fan came to send a request.
 */
export default function FutureGigs() {
  const gigs = usePublicGigs();
  const { shown, moreCount } = futureGigsPreview(gigs.data ?? []);

  if (gigs.isPending) {
    return (
      <SkeletonGroup label="Loading future gigs…" className="grid gap-3">
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-44 w-full rounded-card" />
      </SkeletonGroup>
    );
  }
  if (shown.length === 0) return null;

  return (
    <section aria-labelledby="future-gigs-title">
      <h2 id="future-gigs-title" className="mb-3 text-xl font-bold text-ink">
        Future Gigs
      </h2>
      <div className="grid gap-3">
        {shown.map((gig) => (
          <FutureGigCard key={gig.id} gig={gig} />
        ))}
      </div>
      {moreCount > 0 ? (
        <Link
          to="/future-events"
          className="mt-3 inline-flex min-h-11 items-center gap-1.5 rounded-control font-semibold text-accent-ink underline-offset-4 hover:underline"
        >
          See More Events ({moreCount} more)
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </section>
  );
}
