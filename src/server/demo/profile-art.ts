import sharp from 'sharp';
import { initialOf } from '../../shared/initial';
import type { Random } from './random';

/** "Kofi & The Groove Assembly" -> "KG": the first two words that are not "the", "and" or a nickname. */
export function initialsOf(stageName: string): string {
  const words = stageName
    .replace(/'[^']*'/g, ' ')
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word) && !/^(the|and|of)$/i.test(word));
  return words.slice(0, 2).map(initialOf).join('') || '?';
}

/**
 * A profile picture drawn locally, with no network: a diagonal gradient in the act's colours,
 * a few soft "stage lights" placed by the seeded generator, and the initials.
 */
export async function renderProfileArt(stageName: string, colours: [string, string], random: Random): Promise<Buffer> {
  const lights = Array.from({ length: 4 }, () => {
    const x = random.int(80, 720);
    const y = random.int(60, 740);
    const r = random.int(90, 260);
    const opacity = (random.int(25, 55) / 100).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#light)" fill-opacity="${opacity}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colours[0]}"/>
      <stop offset="1" stop-color="${colours[1]}"/>
    </linearGradient>
    <radialGradient id="light">
      <stop offset="0" stop-color="#ffffff"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  ${lights}
  <text x="400" y="400" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif"
    font-size="300" font-weight="700" fill="#ffffff" fill-opacity="0.92">${initialsOf(stageName)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
