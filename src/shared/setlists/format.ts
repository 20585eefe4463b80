import { SETLIST_LIMITS } from './limits';

/** 225 → '3:45'; 3600 → '60:00'. */
export function formatLength(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * What a person typed as a song's length ('3:45', '3.45', ' 12:05 ', '4') in seconds; '' is no
 * length (null); anything else, or a length of 0 or over an hour, is undefined (not a length).
 */
export function parseLength(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const match = /^(\d{1,2})(?:[:.](\d{2}))?$/.exec(trimmed);
  if (!match) return undefined;
  const seconds = Number(match[1]) * 60 + Number(match[2] ?? 0);
  if (Number(match[2] ?? 0) >= 60 || seconds < 1 || seconds > SETLIST_LIMITS.lengthSeconds) return undefined;
  return seconds;
}

/** A set's total: the sum of the songs with a length, and how many have none (never counted as 0). */
export function setTotal(items: readonly { length_seconds: number | null }[]): { seconds: number; missing: number } {
  let seconds = 0;
  let missing = 0;
  for (const item of items) {
    if (item.length_seconds === null) missing += 1;
    else seconds += item.length_seconds;
  }
  return { seconds, missing };
}

/** '41:30', '41:30 + 2 songs without a length', 'No lengths yet (3 songs)', 'No songs yet'. */
export function describeTotal(items: readonly { length_seconds: number | null }[]): string {
  if (items.length === 0) return 'No songs yet';
  const { seconds, missing } = setTotal(items);
  if (missing === items.length) return `No lengths yet (${items.length} ${items.length === 1 ? 'song' : 'songs'})`;
  if (missing === 0) return formatLength(seconds);
  return `${formatLength(seconds)} + ${missing} ${missing === 1 ? 'song' : 'songs'} without a length`;
}

interface TextItem {
  title: string;
  artist: string | null;
  length_seconds: number | null;
  song_key: string | null;
  note: string | null;
}

/** The setlist as plain text a band can paste into a chat: sets, numbered songs, key, length, note. */
export function setlistText(setlist: { name: string; sets: readonly { name: string; items: readonly TextItem[] }[] }) {
  const lines = [setlist.name];
  for (const set of setlist.sets) {
    lines.push('', `${set.name} (${describeTotal(set.items)})`);
    set.items.forEach((item, index) => {
      const details = [
        item.song_key ? `key ${item.song_key}` : null,
        item.length_seconds !== null ? formatLength(item.length_seconds) : null,
      ].filter(Boolean);
      const song = item.artist ? `${item.title} – ${item.artist}` : item.title;
      const detail = details.length ? ` (${details.join(', ')})` : '';
      const note = item.note ? ` — ${item.note}` : '';
      lines.push(`${index + 1}. ${song}${detail}${note}`);
    });
  }
  return `${lines.join('\n')}\n`;
}
