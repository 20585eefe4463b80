import { Send } from 'lucide-react';
import { ArtistAvatar } from '../../../components/artist-avatar';
import { ButtonLink } from '../../../components/button';
import { InstagramLink } from '../../../components/instagram-link';
import { LiveBadge } from '../../../components/live-badge';
import { hasHandle } from '../../../lib/external-links';
import type { ActiveSession } from '../api/get-active-sessions';
import { LiveShowDetails } from './live-show-details';

export function LiveSessionCard({ session }: { session: ActiveSession }) {
  return (
    <article className="flex flex-col rounded-card border border-line bg-surface p-5">
      <div className="flex items-center gap-4">
        <ArtistAvatar name={session.stage_name} photoUrl={session.profile_photo_url} />
        <div className="min-w-0">
          <h3 className="line-clamp-2 wrap-anywhere text-lg font-bold leading-snug text-ink">{session.stage_name}</h3>
          <LiveBadge paused={session.requests_paused} />
        </div>
      </div>
      <LiveShowDetails show={session} className="mt-4 space-y-2 text-sm" />
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
