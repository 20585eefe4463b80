import { MapPin, UserRound } from 'lucide-react';
import { ArtistAvatar } from '../../../components/artist-avatar';
import { ButtonLink } from '../../../components/button';
import { LiveBadge } from '../../../components/live-badge';
import type { MusicianByQrResponse } from '../../artist/api/get-musician-by-qr';

/** Whose code this is, and whether scanning it right now reaches a live show. */
export function MusicianCard({ data, qrCodeId }: { data: MusicianByQrResponse; qrCodeId: string }) {
  const { musician, active_session: activeSession } = data;
  return (
    <section aria-labelledby="musician-card-title" className="rounded-card border border-line bg-surface p-5">
      <div className="flex items-center gap-4">
        <ArtistAvatar name={musician.stage_name} photoUrl={musician.profile_photo_url} className="size-16" />
        <div className="min-w-0">
          <h2 id="musician-card-title" className="wrap-anywhere text-xl font-bold text-ink">
            {musician.stage_name}
          </h2>
          {activeSession ? (
            <LiveBadge paused={activeSession.requests_paused} />
          ) : (
            <p className="text-sm text-ink-muted">Not live right now</p>
          )}
        </div>
      </div>
      <p className="mt-4 text-pretty text-sm text-ink-muted">
        {activeSession ? (
          <span className="flex items-start gap-2 text-ink">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
            <span>
              Playing at {activeSession.venue_name}. Fans who scan now can send requests straight to this show.
              {musician.public_profile_enabled
                ? null
                : ' Your profile is private: the show is not in the public live lists, so fans reach it by this code.'}
            </span>
          </span>
        ) : (
          'Fans can scan the code any time. Their requests open as soon as a live session starts.'
        )}
      </p>
      <ButtonLink
        to={`/artist/${encodeURIComponent(qrCodeId)}`}
        variant="secondary"
        className="mt-4 w-full"
        icon={<UserRound aria-hidden="true" className="size-5" />}
      >
        View Public Profile
      </ButtonLink>
    </section>
  );
}
