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

/**
 * A title or artist as a fan might type it, folded to what identifies it: case, accents,
 * apostrophes, punctuation and spacing do not count ('Don’t Stop Me Now!' is 'dont stop me now').
 * Text made only of symbols (an emoji title) keeps its own characters, so it is not every other
 * such title.
 */
export function foldSongText(text: string | null | undefined): string {
  const plain = (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return plain || songKey(text);
}

interface Keyable {
  id: number;
  song_title: string;
  artist_name: string | null;
}

/**
 * One song, one row: the identity of each of a show's requests ('title|artist', folded). A request
 * without an artist is the same song as the show's requests of that title with an artist, when
 * they all name one artist ('wonderwall' and 'Wonderwall – Oasis'); with none, or with two
 * artists ('Hello' by Adele and by Lionel Richie), it stays a song of its own title. Given the
 * show's whole list, the server and every client get the same keys.
 */
export function songKeysOf(requests: readonly Keyable[]): Map<number, string> {
  const artistsOfTitle = new Map<string, Set<string>>();
  const folded = requests.map((request) => {
    const title = foldSongText(request.song_title);
    const artist = request.artist_name?.trim() ? foldSongText(request.artist_name) : '';
    if (artist) {
      const artists = artistsOfTitle.get(title) ?? new Set<string>();
      artists.add(artist);
      artistsOfTitle.set(title, artists);
    }
    return { id: request.id, title, artist };
  });
  const keys = new Map<number, string>();
  for (const { id, title, artist } of folded) {
    const artists = artistsOfTitle.get(title);
    const only = artists?.size === 1 ? [...artists][0]! : '';
    keys.set(id, `${title}|${artist || only}`);
  }
  return keys;
}

/** The show's requests, each with its `song_key` (see songKeysOf). */
export function withSongKeys<T extends Keyable>(requests: readonly T[]): (T & { song_key: string })[] {
  const keys = songKeysOf(requests);
  return requests.map((request) => ({ ...request, song_key: keys.get(request.id)! }));
}
