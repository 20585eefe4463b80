import { formatPence, parsePoundsToPence } from './money';

/* Zod-free, so the fan's request page can show tip chips without loading the schema library. */

/** '£15' for whole pounds, '£2.50' otherwise: how a chip reads. */
export function formatTipChip(pence: number): string {
  return pence % 100 === 0 ? formatPence(pence).replace(/\.00$/, '') : formatPence(pence);
}

/** Parses the stored comma-separated text ('£1,£2,£5,£10') into pence; bad items are skipped. */
export function parseSuggestedTips(text: string): number[] {
  return text
    .split(',')
    .map((item) => parsePoundsToPence(item.replace(/,/g, '')))
    .filter((pence): pence is number => pence !== null && pence > 0);
}
