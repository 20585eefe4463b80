import { ArtistAvatar } from '../../../components/artist-avatar';
import { LiveBadge } from '../../../components/live-badge';
import type { ActiveSession } from '../../live/api/get-active-sessions';
import { LiveShowDetails } from '../../live/components/live-show-details';

/** Spec 1 "Fan request page" step one: photo, stage name, bio, venue, start time, session name. */
export function LiveShowSummary({ show, isLive = true }: { show: ActiveSession; isLive?: boolean }) {
  return (
    <div className="min-w-0 flex-1">
      <div className="flex items-center gap-3">
        <ArtistAvatar name={show.stage_name} photoUrl={show.profile_photo_url} className="size-12" />
        <div className="min-w-0">
          <p className="line-clamp-2 wrap-anywhere text-lg font-bold leading-snug text-ink">{show.stage_name}</p>
          {isLive ? <LiveBadge paused={show.requests_paused} /> : null}
        </div>
      </div>
      {show.bio ? <p className="mt-2 line-clamp-2 text-sm text-ink-muted">{show.bio}</p> : null}
      <LiveShowDetails show={show} className="mt-2 grid gap-1 text-sm" />
    </div>
  );
}
