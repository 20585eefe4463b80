import { useEffect } from 'react';
import type { PublicMusician } from '../../../shared/live/public';
import { hasHandle, instagramUrl } from '../../lib/external-links';
import { safeWebsiteUrl, type ArtistProfile } from './profile-fields';

const ELEMENT_ID = 'artist-structured-data';

/**
 * Spec 2: the artist page adds structured data for a music group (schema.org MusicGroup). A
 * JSON-LD block is data, never executed, so the CSP's script-src 'self' does not apply to it.
 * Only for a profile the public may see.
 */
export function useArtistStructuredData(musician: PublicMusician | null, profile: ArtistProfile | null): void {
  useEffect(() => {
    if (!musician || !profile) return;
    const website = safeWebsiteUrl(musician.website_url);
    const sameAs = [
      hasHandle(musician.instagram_handle) ? instagramUrl(musician.instagram_handle) : null,
      website?.href ?? null,
    ].filter((url): url is string => url !== null);
    // Photos stored inline as data URLs would bloat the block; only real image addresses go in.
    const photo = musician.profile_photo_url;
    const image = photo && !photo.startsWith('data:') ? new URL(photo, window.location.origin).href : undefined;
    const data = {
      '@context': 'https://schema.org',
      '@type': 'MusicGroup',
      name: musician.stage_name,
      url: `${window.location.origin}/artist/${encodeURIComponent(musician.qr_code_id)}`,
      ...(profile.bio ? { description: profile.bio } : {}),
      ...(image ? { image } : {}),
      ...(profile.styles.length > 0 ? { genre: profile.styles } : {}),
      ...(sameAs.length > 0 ? { sameAs } : {}),
    };
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = ELEMENT_ID;
    script.textContent = JSON.stringify(data);
    document.getElementById(ELEMENT_ID)?.remove();
    document.head.append(script);
    return () => script.remove();
  }, [musician, profile]);
}
