import { parsePoundsToPence } from '../money';

/* Zod-free, so the fan's request page can show tip chips without loading the schema library. */

/**
 * '£15' for whole pounds, '£2.50' otherwise: how a chip reads and how it is stored. No thousands
 * separator: the stored list is comma-separated, and '£1,000' would read back as £1 and £0.
 */
export function formatTipChip(pence: number): string {
  const pounds = Math.floor(pence / 100);
  const rest = pence % 100;
  return rest === 0 ? `£${pounds}` : `£${pounds}.${String(rest).padStart(2, '0')}`;
}

/** Parses the stored comma-separated text ('£1,£2,£5,£10') into pence; bad items are skipped. */
export function parseSuggestedTips(text: string): number[] {
  return text
    .split(',')
    .map((item) => parsePoundsToPence(item))
    .filter((pence): pence is number => pence !== null && pence > 0);
}
