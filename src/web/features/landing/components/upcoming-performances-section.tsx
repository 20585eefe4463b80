import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { messages } from '../../../../shared/user-messages';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed } from '../../../components/load-failed';
import { SkeletonGroup } from '../../../components/skeleton';
import { NetworkError } from '../../../lib/api-client';
import { usePublicGigs } from '../../gigs/api/get-public-gigs';
import { PublicGigCard } from '../../gigs/components/public-gig-card';
import { cardGrid } from '../card-grid';
import { CardSkeleton } from '../../../components/card-skeleton';
import { SectionHeading } from './section-heading';

/** Two full rows on desktop; the rest are on /future-events. */
const SHOWN_ON_LANDING = 6;

export default function UpcomingPerformancesSection() {
  const gigs = usePublicGigs();
  const shown = gigs.data?.slice(0, SHOWN_ON_LANDING) ?? [];

  return (
    <section aria-labelledby="upcoming-title" className="py-8">
      <SectionHeading
        id="upcoming-title"
        aside={
          shown.length > 0 ? (
            <Link
              to="/future-events"
              className="inline-flex min-h-11 items-center gap-1.5 rounded-control font-semibold text-accent-ink underline-offset-4 hover:underline"
            >
              See all upcoming events
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null
        }
      >
        Upcoming Performances
      </SectionHeading>
      {gigs.isPending ? (
        <SkeletonGroup label="Loading upcoming performances…" className={cardGrid}>
          {[0, 1, 2].map((index) => (
            <CardSkeleton key={index} variant="gig" />
          ))}
        </SkeletonGroup>
      ) : gigs.isError ? (
        <LoadFailed
          icon={CalendarDays}
          title={messages.web.upcomingPerformancesUnavailable}
          description={gigs.error instanceof NetworkError ? 'Check your connection, then try again.' : undefined}
          query={gigs}
          loadingText="Loading…"
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={CalendarDays}
          title={messages.web.noUpcomingPerformances}
          description="Musicians list their public gigs here. Check back soon."
        />
      ) : (
        <div className={cardGrid}>
          {shown.map((gig) => (
            <PublicGigCard key={gig.id} gig={gig} />
          ))}
        </div>
      )}
    </section>
  );
}
