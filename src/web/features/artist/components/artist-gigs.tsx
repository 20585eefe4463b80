import { CalendarSync } from 'lucide-react';
import type { PublicGig } from '../../../../shared/live/public';
import { publicFeedPath, webcalUrl } from '../../../../shared/calendars/links';
import { AddToCalendar } from '../../calendars/components/add-to-calendar';
import { ArtistUpcomingPerformances } from './artist-upcoming-performances';

/**
 * The artist page's gigs: the shared list plus "Add to calendar" on each gig and the act's feed
 * below it. The request page shows the same list without them, so their code stays off its path.
 */
export function ArtistGigs({ qrCodeId }: { qrCodeId: string }) {
  const origin = window.location.origin;
  const artistPageUrl = `${origin}/artist/${encodeURIComponent(qrCodeId)}`;
  return (
    <ArtistUpcomingPerformances
      qrCodeId={qrCodeId}
      gigActions={(gig: PublicGig) => (
        <AddToCalendar gig={gig} stageName={gig.stage_name} artistPageUrl={artistPageUrl} className="mt-2 max-w-xs" />
      )}
      footer={
        <p className="mt-3 text-sm text-ink-muted">
          <a
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-ink underline underline-offset-4"
            href={webcalUrl(`${origin}${publicFeedPath(qrCodeId)}`)}
          >
            <CalendarSync aria-hidden="true" className="size-5" />
            Subscribe to every gig in your calendar app
          </a>
        </p>
      }
    />
  );
}
