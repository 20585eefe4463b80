/** Spec 1 §4: complete means a stage name, a non-empty bio and at least one music style. */
export function parseJsonList(value: string | null | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function missingProfileParts(profile: {
  stage_name: string | null;
  bio: string | null;
  music_styles: string | string[] | null;
}): Array<'stage name' | 'bio' | 'music styles'> {
  const styles = Array.isArray(profile.music_styles) ? profile.music_styles : parseJsonList(profile.music_styles);
  const missing: Array<'stage name' | 'bio' | 'music styles'> = [];
  if (!profile.stage_name?.trim()) missing.push('stage name');
  if (!profile.bio?.trim()) missing.push('bio');
  if (styles.length === 0) missing.push('music styles');
  return missing;
}

export const isProfileComplete = (profile: Parameters<typeof missingProfileParts>[0]) =>
  missingProfileParts(profile).length === 0;
