import { ChevronRight, History } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { TryAgainButton } from '../../../components/load-failed';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { formatPence } from '../../../lib/format';
import { formatDayMonthYear } from '../../../lib/format-date';
import { usePastShows } from '../api/get-past-shows';

/** How many past shows the dashboard lists before 'Show all'. */
const FIRST_SHOWS = 5;

/** The dashboard's history of ended shows, each leading to its summary and CSV. */
export function PastShows() {
  const shows = usePastShows();
  const [isShowingAll, setIsShowingAll] = useState(false);
  const list = shows.data?.pages.flatMap((page) => page.shows) ?? [];
  const visible = isShowingAll ? list : list.slice(0, FIRST_SHOWS);

  return (
    <section
      aria-labelledby="past-shows-title"
      className="min-w-0 rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="past-shows-title" className="flex items-center gap-2 text-xl font-bold text-ink">
        <History aria-hidden="true" className="size-5 text-accent-ink" />
        Past shows
      </h2>
      {shows.isPending ? (
        <SkeletonGroup label="Loading past shows…" className="mt-4 grid gap-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </SkeletonGroup>
      ) : shows.isError ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-sm text-danger">We could not load your past shows just now.</p>
          <TryAgainButton query={shows} size="compact" />
        </div>
      ) : list.length === 0 ? (
        <EmptyState
          className="mt-4"
          icon={History}
          title="No past shows yet"
          description="When you end a live show, its requests, tips and top songs are kept here."
        />
      ) : (
        <ul className="mt-4 grid gap-2">
          {visible.map((show) => (
            <li key={show.id}>
              <Link
                to={`/shows/${show.id}`}
                className="flex min-h-14 items-center gap-3 rounded-control border border-line px-3 py-2 hover:border-line-strong focus-visible:outline-3 focus-visible:outline-focus"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-bold text-ink">{show.session_name}</span>
                  <span className="block truncate text-sm text-ink-muted">
                    {formatDayMonthYear(show.started_at)} · {show.venue_name}
                  </span>
                </span>
                <span className="shrink-0 text-right text-sm text-ink">
                  {show.total_requests} req · {formatPence(show.total_tips)} tips
                  {show.total_prices > 0 ? ` · ${formatPence(show.total_prices)} prices` : ''}
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {list.length > FIRST_SHOWS && !isShowingAll ? (
        <Button variant="ghost" className="mt-3" onClick={() => setIsShowingAll(true)}>
          {shows.hasNextPage ? `Show ${list.length} shows` : `Show all ${list.length} shows`}
        </Button>
      ) : null}
      {isShowingAll && shows.hasNextPage ? (
        <Button
          variant="ghost"
          className="mt-3"
          onClick={() => void shows.fetchNextPage()}
          isLoading={shows.isFetchingNextPage}
          loadingText="Loading older shows…"
        >
          Show older shows
        </Button>
      ) : null}
      {shows.isFetchNextPageError ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          We could not load older shows just now. Please try again.
        </p>
      ) : null}
    </section>
  );
}
