import type { SongRequest } from '../../../shared/live';

/** A text a spreadsheet would run as a formula (=, +, -, @, tab, return) is kept as text. */
const FORMULA = /^[=+\-@\t\r]/;

function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = FORMULA.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const pounds = (pence: number) => (pence / 100).toFixed(2);

/**
 * One show's requests as CSV for a spreadsheet: a row per request in arrival order, amounts in
 * pounds. UTF-8 with a byte-order mark, so Excel reads the emoji and accents fans type.
 */
export function showCsv(requests: readonly SongRequest[]): string {
  const header = ['Requested at', 'Song', 'Artist', 'Fan', 'Message', 'Status', 'Tip (£)', 'Price (£)'];
  const rows = requests.map((r) => [
    r.created_at,
    r.song_title,
    r.artist_name,
    r.fan_name,
    r.message,
    r.status,
    pounds(r.tip_amount),
    pounds(r.price_amount),
  ]);
  return '\uFEFF' + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
