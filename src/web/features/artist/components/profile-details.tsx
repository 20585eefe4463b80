import { Globe } from 'lucide-react';
import type { ReactNode } from 'react';
import { ExternalButtonLink } from '../../../components/button';
import { safeWebsiteUrl, type ArtistProfile } from '../profile-fields';

function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-surface p-5 sm:p-6">
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Chips({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full border border-line-strong/60 px-3 py-1 text-sm font-medium text-ink">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The parts of the profile that are filled in: about, styles, influences and website. */
export function ProfileDetails({ profile, websiteUrl }: { profile: ArtistProfile; websiteUrl: string | null }) {
  const website = safeWebsiteUrl(websiteUrl);
  return (
    <>
      {profile.bio || website ? (
        <DetailSection id="about-title" title="About">
          {profile.bio ? <p className="whitespace-pre-line text-pretty text-ink">{profile.bio}</p> : null}
          {website ? (
            <ExternalButtonLink
              href={website.href}
              size="compact"
              className={`max-w-full px-3 ${profile.bio ? 'mt-4' : ''}`}
              icon={<Globe aria-hidden="true" className="size-5 shrink-0" />}
            >
              <span className="sr-only">Website: </span>
              <span className="truncate">{website.hostname.replace(/^www\./, '')}</span>
            </ExternalButtonLink>
          ) : null}
        </DetailSection>
      ) : null}
      {profile.styles.length > 0 ? (
        <DetailSection id="styles-title" title="Music Styles">
          <Chips items={profile.styles} />
        </DetailSection>
      ) : null}
      {profile.influences.length > 0 ? (
        <DetailSection id="influences-title" title="Musical Influences">
          <Chips items={profile.influences} />
        </DetailSection>
      ) : null}
    </>
  );
}
