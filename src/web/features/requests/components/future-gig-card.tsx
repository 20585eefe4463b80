import { CalendarDays, MapPin, Navigation, UserRound } from 'lucide-react';
import { ArtistAvatar } from '../../../components/artist-avatar';
import { ButtonLink, ExternalButtonLink } from '../../../components/button';
import { DetailRow } from '../../../components/detail-row';
import { InstagramLink } from '../../../components/instagram-link';
import { directionsUrl, hasHandle } from '../../../lib/external-links';
import { formatGigTimeRange } from '../../../lib/format';
import { formatGigDate } from '../../../lib/format-date';
import type { PublicGig } from '../../gigs/api/get-public-gigs';

/** Spec 1 "Fan request page" future gig card: View Artist, a social profile button, Get Directions. */
export function FutureGigCard({ gig }: { gig: PublicGig }) {
  const times = formatGigTimeRange(gig.scheduled_start_time, gig.scheduled_end_time);
  return (
    <article className="rounded-card border border-line bg-surface p-4">
      <div className="flex items-center gap-3">
        <ArtistAvatar name={gig.stage_name} photoUrl={gig.profile_photo_url} className="size-12" />
        <div className="min-w-0">
          <h3 className="line-clamp-2 wrap-anywhere text-lg font-bold leading-snug text-ink">{gig.stage_name}</h3>
          {gig.session_name ? <p className="truncate text-sm text-ink-muted">{gig.session_name}</p> : null}
        </div>
      </div>
      <dl className="mt-3 space-y-1.5 text-sm">
        <DetailRow icon={CalendarDays} label="Date and time">
          {formatGigDate(gig.scheduled_date)} · {times}
        </DetailRow>
        <DetailRow icon={MapPin} label="Venue">
          <span className="font-medium">{gig.venue_name}</span>
          {gig.location_address ? <span className="block text-ink-muted">{gig.location_address}</span> : null}
        </DetailRow>
      </dl>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <ButtonLink
          to={`/artist/${encodeURIComponent(gig.qr_code_id)}`}
          variant="secondary"
          size="compact"
          className="whitespace-nowrap max-sm:gap-1.5 max-sm:text-sm"
          icon={<UserRound aria-hidden="true" className="size-4 shrink-0 sm:size-5" />}
        >
          View Artist<span className="sr-only">: {gig.stage_name}</span>
        </ButtonLink>
        <ExternalButtonLink
          size="compact"
          className="whitespace-nowrap max-sm:gap-1.5 max-sm:text-sm"
          href={directionsUrl(gig.location_address, gig.venue_name)}
          icon={<Navigation aria-hidden="true" className="size-4 shrink-0 sm:size-5" />}
        >
          Get Directions<span className="sr-only"> to {gig.venue_name}</span>
        </ExternalButtonLink>
        {hasHandle(gig.instagram_handle) ? (
          <InstagramLink handle={gig.instagram_handle} stageName={gig.stage_name} className="col-span-2" />
        ) : null}
      </div>
    </article>
  );
}
