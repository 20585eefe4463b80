import type { PublicMusician } from '../../../shared/live/public';
import { hasHandle } from '../../lib/external-links';

/** music_styles and favorite_singers arrive as JSON text lists; anything else reads as empty. Duplicates go. */
export function parseTextList(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    const items = value.filter((item): item is string => typeof item === 'string').map((item) => item.trim());
    return [...new Set(items.filter((item) => item !== ''))];
  } catch {
    return [];
  }
}

export interface ArtistProfile {
  bio: string;
  styles: string[];
  influences: string[];
}

export function readProfile(musician: PublicMusician): ArtistProfile {
  return {
    bio: musician.bio?.trim() ?? '',
    styles: parseTextList(musician.music_styles),
    influences: parseTextList(musician.favorite_singers),
  };
}

/** Spec 2: the owner's 'Complete Your Profile' prompt lists the missing bio, styles, influences and Instagram. */
export function missingProfileParts(musician: PublicMusician, profile: ArtistProfile): string[] {
  const missing: string[] = [];
  if (!profile.bio) missing.push('A bio that tells fans who you are');
  if (profile.styles.length === 0) missing.push('Your music styles');
  if (profile.influences.length === 0) missing.push('Your musical influences');
  if (!hasHandle(musician.instagram_handle)) missing.push('Your Instagram handle');
  return missing;
}

/** Spec 2: visitors see 'Profile In Progress' when bio, styles and influences are all empty. */
export function isProfileEmpty(profile: ArtistProfile): boolean {
  return !profile.bio && profile.styles.length === 0 && profile.influences.length === 0;
}

/** Only http(s) links become clickable: a stored value is never run as a `javascript:` URL. */
export function safeWebsiteUrl(url: string | null | undefined): URL | null {
  const text = url?.trim();
  if (!text) return null;
  try {
    const parsed = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

/** Spec 2 §9: the meta description is the first 150 characters of the bio. */
export const META_DESCRIPTION_LENGTH = 150;
