import { Clock, ListMusic, MapPin, Radio } from 'lucide-react';
import { ButtonLink } from '../../../components/button';
import { DetailRow } from '../../../components/detail-row';
import { EmptyState } from '../../../components/empty-state';
import { LiveBadge } from '../../../components/live-badge';
import { TryAgainButton } from '../../../components/load-failed';
import { RefreshButton } from '../../../components/refresh-button';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { formatInstantTime } from '../../../lib/format';
import { useCurrentLiveSession } from '../../live/api/get-current-live-session';

/** How often crew's dashboard asks again whether the act went live, while it is not. */
export const CREW_WAIT_POLL_MS = 15_000;

/**
 * The dashboard of crew (decision 035): crew may only run the queue of a live show, so it shows
 * which act they work for and that act's live show, with the way into its queue, and nothing that
 * would be refused (no money, gigs, repertoire, profile, pricing or plan).
 */
export function CrewDashboard({ actName }: { actName: string }) {
  // The act goes live on a member's phone: crew's card notices within a quarter of a minute.
  const current = useCurrentLiveSession({ pollWhileOffMs: CREW_WAIT_POLL_MS });
  const name = actName.trim() || 'your act';
  return (
    <div className="mt-6 flex flex-col gap-6">
      <p className="text-pretty text-ink-muted">
        As crew, you run the queue while the act is live; its money, gigs, repertoire and settings stay with its
        members.
      </p>
      <section
        aria-labelledby="crew-live-title"
        className="min-w-0 rounded-card border border-line bg-surface p-5 sm:p-6"
      >
        <h2 id="crew-live-title" className="mb-4 flex items-center gap-2 text-xl font-bold text-ink">
          <Radio aria-hidden="true" className="size-5 text-accent-ink" />
          Live show
        </h2>
        {current.isPending ? (
          <SkeletonGroup label="Checking for a live show…" className="grid gap-4">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-14 w-full" />
          </SkeletonGroup>
        ) : current.isError ? (
          <div className="text-ink-muted">
            <p>We could not check whether {name} is live just now.</p>
            <TryAgainButton query={current} className="mt-3" loadingText="Checking…" />
          </div>
        ) : current.data ? (
          <div className="flex flex-col gap-4">
            <p>
              <LiveBadge paused={current.data.status === 'paused'} />
            </p>
            <dl className="grid gap-2">
              <DetailRow icon={MapPin} label="Venue">
                {current.data.venue_name}
              </DetailRow>
              <DetailRow icon={Clock} label="Started">
                Started at {formatInstantTime(current.data.started_at)}
              </DetailRow>
            </dl>
            <ButtonLink to={`/live/${current.data.id}`} icon={<ListMusic aria-hidden="true" className="size-5" />}>
              Run the queue
            </ButtonLink>
          </div>
        ) : (
          <EmptyState
            icon={Radio}
            title="No show is live"
            description={`When ${name} goes live, the queue appears here on its own.`}
            action={
              <RefreshButton onRefresh={() => void current.refetch()} isRefreshing={current.isFetching}>
                Check again
              </RefreshButton>
            }
          />
        )}
      </section>
    </div>
  );
}
