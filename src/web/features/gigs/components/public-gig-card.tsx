import type { ReactNode } from 'react';
import { CalendarDays, MapPin, Music, Navigation, UserRound } from 'lucide-react';
import { ArtistAvatar } from '../../../components/artist-avatar';
import { ButtonLink, ExternalButtonLink } from '../../../components/button';
import { DetailRow } from '../../../components/detail-row';
import { InstagramLink } from '../../../components/instagram-link';
import { directionsUrl, hasHandle } from '../../../lib/external-links';
import { formatGigTimeRange } from '../../../lib/format';
import { formatGigDate } from '../../../lib/format-date';
import { ReminderBell } from '../../reminders/components/reminder-bell';
import type { PublicGig } from '../api/get-public-gigs';

interface PublicGigCardProps {
  gig: PublicGig;
  /** More under the card's buttons (Future Events' "Add to calendar"), kept out of the landing page's code. */
  extra?: ReactNode;
}

export function PublicGigCard({ gig, extra }: PublicGigCardProps) {
  const times = formatGigTimeRange(gig.scheduled_start_time, gig.scheduled_end_time);
  return (
    <article className="flex flex-col rounded-card border border-line bg-surface p-5">
      <div className="flex items-center gap-4">
        <ArtistAvatar name={gig.stage_name} photoUrl={gig.profile_photo_url} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-lg font-bold text-ink">{gig.stage_name}</h3>
          <p className="flex items-center gap-1.5 text-sm font-medium text-accent-ink">
            <CalendarDays aria-hidden="true" className="size-4" />
            {formatGigDate(gig.scheduled_date)}
          </p>
        </div>
        <ReminderBell gig={gig} />
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        <DetailRow icon={Music} label="Session and time">
          {gig.session_name ? `${gig.session_name} · ${times}` : times}
        </DetailRow>
        <DetailRow icon={MapPin} label="Venue">
          <span className="font-medium">{gig.venue_name}</span>
          {gig.location_address ? <span className="block text-ink-muted">{gig.location_address}</span> : null}
        </DetailRow>
      </dl>
      <div className="mt-auto grid grid-cols-2 gap-2 pt-5">
        {/* Two actions side by side, sharing the card's width; the social button takes its own row. */}
        <ExternalButtonLink
          size="compact"
          href={directionsUrl(gig.location_address, gig.venue_name)}
          icon={<Navigation aria-hidden="true" className="size-5" />}
        >
          Directions<span className="sr-only"> to {gig.venue_name}</span>
        </ExternalButtonLink>
        {gig.qr_code_id ? (
          <ButtonLink
            to={`/artist/${encodeURIComponent(gig.qr_code_id)}`}
            variant="secondary"
            size="compact"
            icon={<UserRound aria-hidden="true" className="size-5" />}
          >
            View Artist<span className="sr-only">: {gig.stage_name}</span>
          </ButtonLink>
        ) : null}
        {hasHandle(gig.instagram_handle) ? (
          <InstagramLink handle={gig.instagram_handle} stageName={gig.stage_name} className="col-span-2" />
        ) : null}
        {extra ? <div className="col-span-2">{extra}</div> : null}
      </div>
    </article>
  );
}
