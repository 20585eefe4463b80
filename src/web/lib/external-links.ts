/**
 * Links that leave Stagecall (spec 1 §7): they open in a new window. Google's universal maps URL
 * opens the Maps app on phones and the website on desktops, which covers both spec variants.
 */
export function directionsUrl(address: string | null | undefined, venueName: string): string {
  const destination = address?.trim() || venueName.trim();
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** Handles are stored with a leading '@' (spec 1 §5); the profile URL takes the bare name. */
export function instagramUrl(handle: string): string {
  const name = handle.trim().replace(/^@+/, '');
  return `https://www.instagram.com/${encodeURIComponent(name)}/`;
}

export function hasHandle(handle: string | null | undefined): handle is string {
  return typeof handle === 'string' && handle.trim().replace(/^@+/, '') !== '';
}
