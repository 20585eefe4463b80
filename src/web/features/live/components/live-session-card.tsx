import { Clock, MapPin, Music, Send } from 'lucide-react';
import { ArtistAvatar } from '../../../components/artist-avatar';
import { ButtonLink } from '../../../components/button';
import { DetailRow } from '../../../components/detail-row';
import { InstagramLink } from '../../../components/instagram-link';
import { LiveBadge } from '../../../components/live-badge';
import { hasHandle } from '../../../lib/external-links';
import { formatInstantTime } from '../../../lib/format';
import type { ActiveSession } from '../api/get-active-sessions';

export function LiveSessionCard({ session }: { session: ActiveSession }) {
  const startedAt = formatInstantTime(session.started_at);
  return (
    <article className="flex flex-col rounded-card border border-line bg-surface p-5">
      <div className="flex items-center gap-4">
        <ArtistAvatar name={session.stage_name} photoUrl={session.profile_photo_url} />
        <div className="min-w-0">
          <h3 className="line-clamp-2 wrap-anywhere text-lg font-bold leading-snug text-ink">{session.stage_name}</h3>
          <LiveBadge paused={session.requests_paused} />
        </div>
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        <DetailRow icon={MapPin} label="Venue">
          {session.venue_name}
        </DetailRow>
        {startedAt ? (
          <DetailRow icon={Clock} label="Started">
            Started {startedAt}
          </DetailRow>
        ) : null}
        {session.session_name ? (
          <DetailRow icon={Music} label="Session">
            {session.session_name}
          </DetailRow>
        ) : null}
      </dl>
      {/* Stacked full width: the request button is the one thing a fan came for. */}
      <div className="mt-auto flex flex-col gap-2 pt-5">
        <ButtonLink
          to={`/request?qr=${encodeURIComponent(session.qr_code_id)}`}
          icon={<Send aria-hidden="true" className="size-5" />}
        >
          Send Request Now
        </ButtonLink>
        {hasHandle(session.instagram_handle) ? (
          <InstagramLink handle={session.instagram_handle} stageName={session.stage_name} className="w-full" />
        ) : null}
      </div>
    </article>
  );
}
