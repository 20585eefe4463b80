import type { SongRequest } from '../../../shared/live';
import { csvDocument } from '../../text/csv';

const pounds = (pence: number) => (pence / 100).toFixed(2);

/**
 * One show's requests as CSV for a spreadsheet: a row per request in arrival order, amounts in
 * pounds (text/csv.ts: formulas defused, UTF-8 with a byte-order mark).
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
  return csvDocument([header, ...rows]);
}
