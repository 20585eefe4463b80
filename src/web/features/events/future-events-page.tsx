import { CalendarX, FilterX, House, SearchX, SlidersHorizontal } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { PageLayout } from '../../components/page-layout';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { NetworkError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { usePublicGigs } from '../gigs/api/get-public-gigs';
import { AddToCalendar } from '../calendars/components/add-to-calendar';
import { PublicGigCard } from '../gigs/components/public-gig-card';
import { CardSkeleton } from '../../components/card-skeleton';
import { EventFiltersPanel } from './components/event-filters-panel';
import { filterEvents, hasActiveFilters, monthsWithEvents, type EventFilters } from './filter-events';

const cardGrid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** The filters live in the address (?month=2025-12&location=brick), so a filtered list can be shared. */
function useFiltersInAddress(): [EventFilters, (next: EventFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters: EventFilters = { month: params.get('month') ?? '', location: params.get('location') ?? '' };
  const setFilters = (next: EventFilters) => {
    const nextParams = new URLSearchParams();
    if (next.month) nextParams.set('month', next.month);
    if (next.location) nextParams.set('location', next.location);
    setParams(nextParams, { replace: true, preventScrollReset: true });
  };
  return [filters, setFilters];
}

/** Spec 1 "Future events page": every upcoming public gig, filterable by month and location. */
export function FutureEventsPage() {
  useDocumentMeta(
    'Upcoming Events',
    'Every upcoming public gig on Stagecall: find live music by month or location, get directions and set reminders.',
  );
  const gigs = usePublicGigs();
  const [filters, setFilters] = useFiltersInAddress();
  const isFiltered = hasActiveFilters(filters);
  const [showFilters, setShowFilters] = useState(isFiltered);
  const panelId = useId();

  const all = useMemo(() => gigs.data ?? [], [gigs.data]);
  const months = useMemo(() => monthsWithEvents(all), [all]);
  const shown = useMemo(() => filterEvents(all, filters), [all, filters]);
  const clearFilters = () => setFilters({ month: '', location: '' });
  const activeCount = (filters.month ? 1 : 0) + (filters.location.trim() ? 1 : 0);
  const hasEvents = all.length > 0;

  return (
    <PageLayout>
      <header className="pb-6">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-ink">Live music near you</p>
        <h1 className="mt-2 text-balance text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          Upcoming Events
        </h1>
        <p className="mt-2 max-w-2xl text-pretty text-ink-muted">
          Every public gig coming up on Stagecall. Tap the bell to get a reminder 30 minutes before the show.
        </p>
      </header>

      {gigs.isPending || hasEvents ? (
        <div className="mb-5 space-y-3">
          <div className="flex items-center justify-between gap-3">
            <Button
              variant="secondary"
              aria-expanded={showFilters}
              aria-controls={panelId}
              disabled={gigs.isPending}
              onClick={() => setShowFilters((shown) => !shown)}
              icon={<SlidersHorizontal aria-hidden="true" className="size-5" />}
            >
              Filters
              {activeCount > 0 ? <span className="sr-only">: {activeCount} active</span> : null}
              {activeCount > 0 ? (
                <span
                  aria-hidden="true"
                  className="ml-1 inline-flex size-6 items-center justify-center rounded-full bg-accent text-sm text-on-accent"
                >
                  {activeCount}
                </span>
              ) : null}
            </Button>
            {isFiltered ? (
              <Button variant="ghost" onClick={clearFilters} icon={<FilterX aria-hidden="true" className="size-5" />}>
                Clear Filters
              </Button>
            ) : null}
          </div>
          {showFilters && !gigs.isPending ? (
            <EventFiltersPanel id={panelId} months={months} filters={filters} onChange={setFilters} />
          ) : null}
          <div className="flex min-h-7 items-center">
            {gigs.isPending ? (
              <Skeleton className="h-5 w-44" />
            ) : (
              <p aria-live="polite" className="font-medium text-ink-muted">
                Showing {shown.length} of {all.length} events
              </p>
            )}
          </div>
        </div>
      ) : null}

      {gigs.isPending ? (
        <SkeletonGroup label="Loading upcoming events…" className={cardGrid}>
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <CardSkeleton key={index} variant="gig" />
          ))}
        </SkeletonGroup>
      ) : gigs.isError ? (
        <LoadFailed
          icon={CalendarX}
          title="We could not load upcoming events just now."
          description={gigs.error instanceof NetworkError ? 'Check your connection, then try again.' : undefined}
          query={gigs}
          loadingText="Loading…"
        />
      ) : !hasEvents ? (
        <EmptyState
          icon={CalendarX}
          title="No upcoming events"
          description="When musicians schedule public gigs, they appear here. Check back soon."
          action={
            <ButtonLink to="/" variant="secondary" icon={<House aria-hidden="true" className="size-5" />}>
              Go to Home
            </ButtonLink>
          }
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No events found"
          description="No events match these filters. Try another month or location."
          action={
            <Button variant="secondary" onClick={clearFilters}>
              Show All Events
            </Button>
          }
        />
      ) : (
        <section aria-labelledby="events-list-title">
          <h2 id="events-list-title" className="sr-only">
            Events
          </h2>
          <div className={cardGrid}>
            {shown.map((gig) => (
              <PublicGigCard
                key={gig.id}
                gig={gig}
                extra={
                  <AddToCalendar
                    gig={gig}
                    stageName={gig.stage_name}
                    artistPageUrl={`${window.location.origin}${gig.qr_code_id ? `/artist/${encodeURIComponent(gig.qr_code_id)}` : '/future-events'}`}
                  />
                }
              />
            ))}
          </div>
        </section>
      )}
    </PageLayout>
  );
}
