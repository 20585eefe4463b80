import { CalendarPlus, Globe, PencilLine, QrCode, Settings } from 'lucide-react';
import { ArtistAvatar } from '../../../components/artist-avatar';
import { Button, ButtonLink } from '../../../components/button';
import { hasHandle, instagramUrl } from '../../../lib/external-links';
import type { OwnProfile } from '../api/get-own-profile';

interface ArtistCardProps {
  profile: OwnProfile;
  onScheduleGig: () => void;
  onEditProfile: () => void;
}

/** On phones the two side-by-side actions are icon-over-label tiles, like the header's. */
const tile = 'max-sm:flex-col max-sm:gap-1 max-sm:py-2 max-sm:text-sm';

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-control font-medium text-accent-ink underline-offset-4 hover:underline';

/** Spec 1 "Musician dashboard": the artist card with photo, View QR Code, Schedule Gig, Edit Profile, Settings. */
export function ArtistCard({ profile, onScheduleGig, onEditProfile }: ArtistCardProps) {
  const name = profile.stage_name.trim() || 'Your stage name';
  return (
    <section aria-labelledby="artist-card-title" className="rounded-card border border-line bg-surface p-5 sm:p-6">
      <div className="flex flex-col gap-5 md:flex-row md:items-start">
        <div className="flex min-w-0 flex-1 items-start gap-4">
          <ArtistAvatar name={name} photoUrl={profile.profile_photo_url} className="size-20 text-3xl sm:size-24" />
          <div className="min-w-0">
            <h2 id="artist-card-title" className="wrap-anywhere text-2xl font-bold text-ink">
              {name}
            </h2>
            <p className="text-sm text-ink-muted">
              {profile.public_profile_enabled ? 'Public profile' : 'Private profile: only you can see it'}
            </p>
            <div className="mt-1 flex flex-wrap gap-x-4">
              {hasHandle(profile.instagram_handle) ? (
                <a
                  href={instagramUrl(profile.instagram_handle)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  {profile.instagram_handle}
                  <span className="sr-only"> on Instagram (opens in a new window)</span>
                </a>
              ) : null}
              {profile.website_url ? (
                <a href={profile.website_url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  <Globe aria-hidden="true" className="size-4" />
                  {profile.website_url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')}
                  <span className="sr-only"> (opens in a new window)</span>
                </a>
              ) : null}
            </div>
            {profile.music_styles.length > 0 ? (
              <ul aria-label="Music styles" className="mt-2 flex flex-wrap gap-1.5">
                {profile.music_styles.map((style) => (
                  <li
                    key={style}
                    className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-ink"
                  >
                    {style}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 md:w-96">
          {profile.qr_code_id ? (
            <ButtonLink
              to={`/qr/${encodeURIComponent(profile.qr_code_id)}`}
              size="compact"
              className="col-span-2"
              icon={<QrCode aria-hidden="true" className="size-5" />}
            >
              View QR Code
            </ButtonLink>
          ) : null}
          <Button
            variant="secondary"
            size="compact"
            className={tile}
            onClick={onScheduleGig}
            icon={<CalendarPlus aria-hidden="true" className="size-5" />}
          >
            Schedule Gig
          </Button>
          <Button
            variant="secondary"
            size="compact"
            className={tile}
            onClick={onEditProfile}
            icon={<PencilLine aria-hidden="true" className="size-5" />}
          >
            Edit Profile
          </Button>
          <ButtonLink
            to="/settings"
            variant="ghost"
            size="compact"
            className="col-span-2"
            icon={<Settings aria-hidden="true" className="size-5" />}
          >
            Settings
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
