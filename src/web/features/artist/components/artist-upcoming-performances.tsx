import { Navigation } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { PublicGig } from '../../../../shared/live/public';
import { ExternalButtonLink } from '../../../components/button';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { directionsUrl } from '../../../lib/external-links';
import { formatGigTimeRange } from '../../../lib/format';
import { formatGigDate, MONTHS_SHORT } from '../../../lib/format-date';
import { usePublicGigs } from '../../gigs/api/get-public-gigs';
import { ReminderBell } from '../../reminders/components/reminder-bell';

/** Spec 2 §9: the public page shows at most 5 upcoming performances. */
export const MAX_UPCOMING_ON_ARTIST_PAGE = 5;

function DateBadge({ ymd }: { ymd: string }) {
  const [year, month, day] = ymd.split('-').map(Number);
  const date = new Date(year ?? 0, (month ?? 1) - 1, day ?? 1);
  return (
    <span
      aria-hidden="true"
      className="flex size-14 shrink-0 flex-col items-center justify-center rounded-control bg-accent-soft text-accent-ink"
    >
      <span className="text-xs font-bold uppercase leading-none">{MONTHS_SHORT[date.getMonth()]}</span>
      <span className="mt-0.5 text-xl font-extrabold leading-none">{day}</span>
    </span>
  );
}

function PerformanceItem({ gig, actions }: { gig: PublicGig; actions?: ReactNode }) {
  const title = gig.session_name?.trim() || 'Live Performance';
  return (
    <li className="flex gap-4 rounded-card border border-line bg-surface p-4">
      <DateBadge ymd={gig.scheduled_date} />
      <div className="min-w-0 flex-1">
        <h3 className="font-bold text-ink">{title}</h3>
        <p className="font-medium text-ink">{gig.venue_name}</p>
        <p className="text-sm text-ink-muted">
          {formatGigDate(gig.scheduled_date)} ·{' '}
          <span className="whitespace-nowrap">
            {formatGigTimeRange(gig.scheduled_start_time, gig.scheduled_end_time)}
          </span>
        </p>
        {gig.location_address ? <p className="text-sm text-ink-muted">{gig.location_address}</p> : null}
        <ExternalButtonLink
          href={directionsUrl(gig.location_address, gig.venue_name)}
          size="compact"
          className="mt-3 px-3"
          icon={<Navigation aria-hidden="true" className="size-5" />}
        >
          Directions<span className="sr-only"> to {gig.venue_name}</span>
        </ExternalButtonLink>
        {actions}
      </div>
      <ReminderBell gig={gig} />
    </li>
  );
}

interface ArtistUpcomingPerformancesProps {
  qrCodeId: string;
  /** The section's heading: the artist page's own by default; the request page names the artist. */
  title?: string;
  limit?: number;
  /** More for each gig (the artist page's "Add to calendar"), kept out of the request page's code. */
  gigActions?: (gig: PublicGig) => ReactNode;
  /** Below a non-empty list (the artist page's feed link). */
  footer?: ReactNode;
}

/** The artist's next public gigs, from the public list filtered by their QR code id (spec 2 §7). */
export function ArtistUpcomingPerformances({
  qrCodeId,
  title = 'Upcoming Performances',
  limit = MAX_UPCOMING_ON_ARTIST_PAGE,
  gigActions,
  footer,
}: ArtistUpcomingPerformancesProps) {
  const gigs = usePublicGigs();
  const upcoming = (gigs.data ?? []).filter((gig) => gig.qr_code_id === qrCodeId).slice(0, limit);
  const titleId = useId();

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-3 text-xl font-bold text-ink">
        {title}
      </h2>
      {gigs.isPending ? (
        <SkeletonGroup label="Loading upcoming performances…" className="space-y-3">
          {[0, 1].map((index) => (
            <div key={index} className="flex gap-4 rounded-card border border-line bg-surface p-4">
              <Skeleton className="size-14" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="mt-3 h-11 w-36" />
              </div>
            </div>
          ))}
        </SkeletonGroup>
      ) : gigs.isError ? (
        <p className="rounded-card border border-dashed border-line-strong/50 px-5 py-6 text-center text-ink-muted">
          We could not load upcoming performances just now.
        </p>
      ) : upcoming.length === 0 ? (
        <p className="rounded-card border border-dashed border-line-strong/50 px-5 py-6 text-center text-ink-muted">
          No upcoming performances scheduled yet.
        </p>
      ) : (
        <>
          <ul className="space-y-3">
            {upcoming.map((gig) => (
              <PerformanceItem key={gig.id} gig={gig} actions={gigActions?.(gig)} />
            ))}
          </ul>
          {footer}
        </>
      )}
    </section>
  );
}
