import type { PricedQueuedRequest } from '../../../shared/requests/priced-request';
import type { PlayedSong } from '../../../shared/live/night';
import { csvDocument } from '../../text/csv';

const pounds = (pence: number) => (pence / 100).toFixed(2);

/**
 * One show's requests as CSV for a spreadsheet: a row per request in arrival order, amounts in
 * pounds (text/csv.ts: formulas defused, UTF-8 with a byte-order mark). 'Times asked' counts the
 * show's requests for that song by its identity (one song, one row), as the queue and summary do.
 * The night's played list follows, after an empty row: what was played, in order, with its time,
 * set songs and requests together (decision 043).
 */
export function showCsv(requests: readonly PricedQueuedRequest[], played: readonly PlayedSong[] = []): string {
  // A price is the musician's only once paid: its state says whether it was held, paid, released or refunded.
  const header = [
    'Requested at',
    'Song',
    'Artist',
    'Fan',
    'Message',
    'Status',
    'Tip (£)',
    'Price (£)',
    'Price status',
    'Times asked',
  ];
  const asked = new Map<string, number>();
  for (const r of requests) asked.set(r.song_key, (asked.get(r.song_key) ?? 0) + 1);
  const rows = requests.map((r) => [
    r.created_at,
    r.song_title,
    r.artist_name,
    r.fan_name,
    r.message,
    r.status,
    pounds(r.tip_amount),
    pounds(r.price_amount),
    r.price_state ?? '',
    String(asked.get(r.song_key)),
  ]);
  const playedRows = played.map((song) => [
    song.position,
    song.played_at,
    song.title,
    song.artist,
    song.kind === 'set' ? 'Set' : 'Request',
    song.requests,
  ]);
  const playedList =
    played.length > 0
      ? [[], ['Played list'], ['#', 'Played at', 'Song', 'Artist', 'From', 'Requests'], ...playedRows]
      : [];
  return csvDocument([header, ...rows, ...playedList]);
}
