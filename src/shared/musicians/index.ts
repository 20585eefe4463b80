import { z } from 'zod';
import { clearableText } from '../clearable-text';
import { MUSIC_STYLES, type MusicStyle } from '../constants';

/**
 * The musician's own profile (spec 1 §3, §5, §7 GET/PUT /api/musicians/profile; spec 2 §5 the
 * settings save). Messages quoted in the spec are word for word; the rest are ours.
 */
export const profileMessages = {
  stageNameRequired: 'Stage name is required',
  bioRequired: 'Bio is required',
  instagramRequired: 'Instagram handle is required',
  websiteRequired: 'Website URL is required',
  musicStyleRequired: 'At least one music style is required',
  influenceRequired: 'At least one musical influence is required',
  notAnImage: 'Please select an image file (JPG, PNG, GIF, etc.)',
  imageTooLarge: 'Image must be smaller than 5MB',
  imageUnreadable: 'Failed to read image file',
  saveFailed: 'Failed to save profile',
  updateFailed: 'Failed to update profile',
  stageNameTooLong: 'Stage name must be at most 80 characters',
  bioTooLong: 'Bio must be at most 2000 characters',
  instagramInvalid: 'An Instagram handle has at most 30 letters, numbers, periods and underscores',
  websiteInvalid: 'Please enter a valid website URL, such as https://www.example.com',
  unknownMusicStyle: (style: string) => `"${style}" is not one of the music styles`,
  tooManyInfluences: 'You can list at most 30 musical influences',
  influenceTooLong: 'Each musical influence must be at most 80 characters',
  publicProfileNotBoolean: 'The public profile setting must be true or false',
  photoNotMultipart: 'Send the photo as multipart/form-data in the "photo" field',
  tooManyPhotoUploads: 'Too many photo uploads. Please wait a few minutes and try again.',
} as const;

/** POST /api/musicians/profile/photo takes the image in this multipart field. */
export const PHOTO_UPLOAD_FIELD = 'photo';

export const STAGE_NAME_MAX = 80;
export const BIO_MAX = 2000;
export const INFLUENCES_MAX = 30;
export const INFLUENCE_MAX_CHARS = 80;

const m = profileMessages;

/** Spec 1 §5: the handle is saved with a leading '@' added if missing. Empty stays empty. */
export function normaliseInstagramHandle(handle: string): string {
  const trimmed = handle.trim();
  if (!trimmed || trimmed === '@') return '';
  return trimmed.startsWith('@') ? trimmed : `@${trimmed}`;
}

/** Spec 1 §5: 'www.' when it starts with neither http nor www., then 'https://' when not http. */
export function normaliseWebsiteUrl(url: string): string {
  let value = url.trim();
  if (!value) return '';
  const lower = value.toLowerCase();
  if (!lower.startsWith('http') && !lower.startsWith('www.')) value = `www.${value}`;
  if (!value.toLowerCase().startsWith('http')) value = `https://${value}`;
  return value;
}

function isWebAddress(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Music styles from the fixed list of 22, matched without regard to case, each once. */
export function canonicalMusicStyle(style: string): MusicStyle | undefined {
  const key = style.trim().toLowerCase();
  return MUSIC_STYLES.find((known) => known.toLowerCase() === key);
}

/** Spec 1 §5 "Musical influences: entries trimmed, duplicates ignored" (first spelling kept). */
export function cleanInfluences(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const entry of entries) {
    const value = entry.trim();
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    kept.push(value);
  }
  return kept;
}

const instagramHandle = z
  .string({ error: m.instagramInvalid })
  .max(100, m.instagramInvalid)
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const handle = normaliseInstagramHandle(value ?? '');
    if (!handle) return null;
    if (!/^@[A-Za-z0-9._]{1,30}$/.test(handle)) {
      ctx.addIssue({ code: 'custom', message: m.instagramInvalid });
      return z.NEVER;
    }
    return handle;
  });

const websiteUrl = z
  .string({ error: m.websiteInvalid })
  .max(500, m.websiteInvalid)
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const url = normaliseWebsiteUrl(value ?? '');
    if (!url) return null;
    if (!isWebAddress(url)) {
      ctx.addIssue({ code: 'custom', message: m.websiteInvalid });
      return z.NEVER;
    }
    return url;
  });

const musicStyles = z
  .array(z.string({ error: 'Music styles must be a list of names' }), { error: 'Music styles must be a list of names' })
  .max(100, 'Music styles must be a list of names')
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const styles: MusicStyle[] = [];
    for (const entry of value ?? []) {
      if (!entry.trim()) continue;
      const style = canonicalMusicStyle(entry);
      if (!style) {
        ctx.addIssue({ code: 'custom', message: m.unknownMusicStyle(entry.trim()) });
        return z.NEVER;
      }
      if (!styles.includes(style)) styles.push(style);
    }
    return styles;
  });

const favoriteSingers = z
  .array(z.string({ error: 'Musical influences must be a list of names' }), {
    error: 'Musical influences must be a list of names',
  })
  .max(500, m.tooManyInfluences)
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const influences = cleanInfluences(value ?? []);
    if (influences.some((entry) => entry.length > INFLUENCE_MAX_CHARS)) {
      ctx.addIssue({ code: 'custom', message: m.influenceTooLong });
      return z.NEVER;
    }
    if (influences.length > INFLUENCES_MAX) {
      ctx.addIssue({ code: 'custom', message: m.tooManyInfluences });
      return z.NEVER;
    }
    return influences;
  });

/**
 * PUT /api/musicians/profile. Only the stage name is required: the stage-name modal (spec 1 §4)
 * and the settings Profile tab (spec 2) save parts of the profile. Every other field: absent
 * leaves it unchanged, null or empty clears it. profile_photo_url is the musician's current photo
 * URL (unchanged) or null/'' (removed); new photos are uploaded to POST /api/musicians/profile/photo.
 */
export const updateProfileBody = z.strictObject({
  // Left out, it stays as it is (the operation's promise); given, it cannot be emptied.
  stage_name: z
    .string({ error: m.stageNameRequired })
    .trim()
    .min(1, m.stageNameRequired)
    .max(STAGE_NAME_MAX, m.stageNameTooLong)
    .optional(),
  bio: clearableText(BIO_MAX, m.bioTooLong),
  instagram_handle: instagramHandle,
  website_url: websiteUrl,
  profile_photo_url: z
    .string({ error: m.notAnImage })
    .max(300, m.notAnImage)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value?.trim() || null)),
  music_styles: musicStyles,
  favorite_singers: favoriteSingers,
  public_profile_enabled: z.boolean({ error: m.publicProfileNotBoolean }).optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
export type UpdateProfileInput = z.input<typeof updateProfileBody>;

/** What GET and PUT /api/musicians/profile answer: the profile, its settings and completeness. */
export const ownProfile = z.object({
  id: z.number(),
  stage_name: z.string(),
  bio: z.string().nullable(),
  instagram_handle: z.string().nullable(),
  website_url: z.string().nullable(),
  /** A short /media/ URL of the medium-size photo (see src/server/media). */
  profile_photo_url: z.string().nullable(),
  music_styles: z.array(z.string()),
  favorite_singers: z.array(z.string()),
  public_profile_enabled: z.boolean(),
  show_upcoming_gigs: z.boolean(),
  allow_direct_messages: z.boolean(),
  email_new_requests: z.boolean(),
  email_payment_received: z.boolean(),
  email_gig_reminders: z.boolean(),
  email_marketing: z.boolean(),
  payment_email_digest: z.boolean(),
  qr_code_id: z.string(),
  /** The account's e-mail, for the dashboard header; not editable (spec 2 §6). */
  email: z.string(),
  is_complete: z.boolean(),
  missing: z.array(z.enum(['stage name', 'bio', 'music styles'])),
});
export type OwnProfile = z.infer<typeof ownProfile>;
