import {
  normaliseInstagramHandle,
  normaliseWebsiteUrl,
  profileMessages,
  type UpdateProfileInput,
} from '../../../../shared/musicians';

const m = profileMessages;

export interface ProfileFormValues {
  stageName: string;
  bio: string;
  instagramHandle: string;
  websiteUrl: string;
  musicStyles: string[];
  influences: string[];
  isPublic: boolean;
}

export type ProfileField = 'stageName' | 'bio' | 'instagramHandle' | 'websiteUrl' | 'musicStyles' | 'influences';

/**
 * Spec 1 §5 "Profile editor: all required, checked on save", in the spec's order. The settings
 * Profile tab (spec 2 §5) checks only the first four.
 */
const checks: Array<{ field: ProfileField; message: string; isMissing: (values: ProfileFormValues) => boolean }> = [
  { field: 'stageName', message: m.stageNameRequired, isMissing: (v) => !v.stageName.trim() },
  { field: 'bio', message: m.bioRequired, isMissing: (v) => !v.bio.trim() },
  {
    field: 'instagramHandle',
    message: m.instagramRequired,
    isMissing: (v) => !normaliseInstagramHandle(v.instagramHandle),
  },
  { field: 'websiteUrl', message: m.websiteRequired, isMissing: (v) => !v.websiteUrl.trim() },
  { field: 'musicStyles', message: m.musicStyleRequired, isMissing: (v) => v.musicStyles.length === 0 },
  { field: 'influences', message: m.influenceRequired, isMissing: (v) => v.influences.length === 0 },
];

export function missingProfileFields(
  values: ProfileFormValues,
  fields: readonly ProfileField[] = checks.map((check) => check.field),
): Array<{ field: ProfileField; message: string }> {
  return checks
    .filter((check) => fields.includes(check.field) && check.isMissing(values))
    .map(({ field, message }) => ({ field, message }));
}

/** The PUT body, with the spec's normalisation (handle with '@', website with https://). */
export function profileBody(values: ProfileFormValues): UpdateProfileInput {
  return {
    stage_name: values.stageName.trim(),
    bio: values.bio.trim(),
    instagram_handle: normaliseInstagramHandle(values.instagramHandle),
    website_url: normaliseWebsiteUrl(values.websiteUrl),
    music_styles: values.musicStyles,
    favorite_singers: values.influences,
    public_profile_enabled: values.isPublic,
  };
}

/** The form's values for a profile as the server holds it. */
export function profileFormValues(profile: {
  stage_name: string;
  bio: string | null;
  instagram_handle: string | null;
  website_url: string | null;
  music_styles: string[];
  favorite_singers: string[];
  public_profile_enabled: boolean;
}): ProfileFormValues {
  return {
    stageName: profile.stage_name,
    bio: profile.bio ?? '',
    instagramHandle: profile.instagram_handle ?? '',
    websiteUrl: profile.website_url ?? '',
    musicStyles: profile.music_styles,
    influences: profile.favorite_singers,
    isPublic: profile.public_profile_enabled,
  };
}
