/**
 * Where a follower said they are, matched against where a gig is: the simplest rule a fan can
 * predict (docs/decisions/034). Both sides are folded (accents, case and punctuation dropped, runs
 * of spaces made one), and the follower's words must appear as whole words, in order, in the gig's
 * place: the venue's city and address from the venue database and the address typed for the gig.
 * "Brighton" finds "12 Marine Parade, Brighton BN2 1TL"; "BN2" finds it too; "Bright" does not;
 * "Sao Paulo" finds "São Paulo". There is no distance: a town next door is another town.
 */
export function foldPlace(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The folded form stored for a follower's place; null when nothing matchable was typed. */
export const nearKey = (near: string | null): string | null => (near ? foldPlace(near) || null : null);

/** Whether a follower's folded place names the gig's place (its parts, any of them null). */
export function isNear(nearKeyOfFollower: string, gigPlace: Array<string | null | undefined>): boolean {
  const place = ` ${foldPlace(gigPlace.filter(Boolean).join(' '))} `;
  return place.includes(` ${nearKeyOfFollower} `);
}
