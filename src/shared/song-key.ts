/**
 * The catalogue's identity of a song: case- and space-insensitive. Zod-free, so the live manager
 * can group requests for one song without loading schema code.
 */
export function songKey(text: string | null | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** One song whatever its spelling: its title and artist keys together ('wonderwall|oasis'). */
export const songIdentity = (title: string, artist: string | null | undefined): string =>
  `${songKey(title)}|${songKey(artist)}`;
