/**
 * The first character a reader sees in a name, upper-cased, for an avatar: a whole flag, family
 * emoji, skin-toned emoji or accented letter, never half of one; '?' for a blank name. A browser
 * without Intl.Segmenter (Firefox ESR 115) gets the first code point: at worst part of a cluster,
 * never half a surrogate pair. Written for size: the fan's /request bundle carries it.
 */
export function initialOf(name: string): string {
  const text = name.trim();
  const first = Intl.Segmenter ? [...new Intl.Segmenter().segment(text)][0]?.segment : [...text][0];
  return (first || '?').toUpperCase();
}
