import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { badRequest } from '../../http/errors';
import { channels } from '../../realtime/event-bus';
import { parseCsv, type CsvRecord } from '../../text/csv';
import {
  REPERTOIRE_LIMITS,
  repertoireMessages,
  repertoireSongBody,
  type ImportLine,
  type ImportReport,
} from '../../../shared/repertoire';
import { insertRepertoire, matchKeysOf, type RepertoireRow } from './queries';
import { rowOf } from './service';

/** Said of one line of a file only (kept out of the shared messages, which the fan page loads). */
export const UNCLOSED_QUOTE =
  'A quote (") on this line is never closed. Close it or remove it; the lines after it were read.';

type Column = 'title' | 'artist' | 'song_key' | 'notes' | 'is_open';
const POSITIONAL: Column[] = ['title', 'artist', 'song_key', 'notes', 'is_open'];

/** Header names spreadsheets use for each column (the export's own among them). */
const HEADER_NAMES: Record<Column, RegExp> = {
  title: /^(song ?)?(title|name)$|^song$/,
  artist: /^(artist|band|by|performer)( name)?$/,
  song_key: /^(musical )?key$/,
  notes: /^notes?$/,
  is_open: /^open( to requests)?$/,
};

/** A first line naming its columns is a header; without one, columns are title, artist, key, notes, open. */
function columnsOf(first: CsvRecord): { columns: (Column | null)[]; hasHeader: boolean } {
  const names = first.cells.map((cell) => cell.trim().toLowerCase());
  const columns = names.map(
    (name) => (Object.keys(HEADER_NAMES) as Column[]).find((column) => HEADER_NAMES[column].test(name)) ?? null,
  );
  return columns.includes('title') ? { columns, hasHeader: true } : { columns: POSITIONAL, hasHeader: false };
}

const OPEN_WORDS: Record<string, boolean> = { '': true, yes: true, y: true, true: true, '1': true, open: true };
const CLOSED_WORDS: Record<string, boolean> = { no: false, n: false, false: false, '0': false, closed: false };

function openValue(text: string | undefined): boolean | undefined {
  const word = (text ?? '').trim().toLowerCase();
  return OPEN_WORDS[word] ?? CLOSED_WORDS[word];
}

interface Planned {
  report: ImportReport;
  rows: RepertoireRow[];
}

/**
 * Reads a CSV against the musician's list as it stands: each line is added, a duplicate (of a
 * song already there, or of an earlier line) or an error, with the reason in words and its line
 * number. Lines past the list's size cap are errors too.
 */
async function plan(db: Db, musicianId: number, csv: string): Promise<Planned> {
  const records = parseCsv(csv);
  if (records.length === 0) throw badRequest(repertoireMessages.emptyCsv, 'csv_empty');
  const { columns, hasHeader } = columnsOf(records[0]!);
  const data = hasHeader ? records.slice(1) : records;
  if (data.length === 0) throw badRequest(repertoireMessages.emptyCsv, 'csv_empty');
  if (data.length > REPERTOIRE_LIMITS.importLines)
    throw badRequest(repertoireMessages.tooManyLines, 'csv_too_many_lines');

  // One key per song of the list (a unique index), so its size is the list's size too.
  const existing = await matchKeysOf(db, musicianId);
  let room = REPERTOIRE_LIMITS.songs - existing.size;
  const firstLineOf = new Map<string, number>();
  const lines: ImportLine[] = [];
  const rows: RepertoireRow[] = [];
  for (const record of data) {
    if (record.isUnclosed) {
      lines.push({
        line: record.line,
        title: '',
        artist: null,
        outcome: 'error',
        message: UNCLOSED_QUOTE,
        text: record.text,
      });
      continue;
    }
    const cellOf = (column: Column) => record.cells[columns.indexOf(column)];
    const title = (cellOf('title') ?? '').trim();
    const artist = (cellOf('artist') ?? '').trim() || null;
    const line = { line: record.line, title, artist, text: record.text };
    const isOpen = openValue(cellOf('is_open'));
    const parsed = repertoireSongBody.safeParse({
      title,
      artist,
      song_key: cellOf('song_key'),
      notes: cellOf('notes'),
      is_open: isOpen ?? true,
    });
    if (!parsed.success) {
      lines.push({ ...line, outcome: 'error', message: parsed.error.issues[0]!.message });
      continue;
    }
    if ([title, artist, cellOf('song_key')].some((text) => text && /[\r\n\t]/.test(text))) {
      lines.push({ ...line, outcome: 'error', message: 'Title, artist and key must each be on one line' });
      continue;
    }
    if (isOpen === undefined) {
      lines.push({ ...line, outcome: 'error', message: 'Open to requests must be yes or no' });
      continue;
    }
    const row = rowOf(parsed.data);
    const earlier = firstLineOf.get(row.match_key);
    if (earlier !== undefined || existing.has(row.match_key)) {
      const message = earlier !== undefined ? `The same song as line ${earlier}` : 'Already in your repertoire';
      lines.push({ ...line, outcome: 'duplicate', message });
      continue;
    }
    if (room <= 0) {
      lines.push({ ...line, outcome: 'error', message: repertoireMessages.full });
      continue;
    }
    room -= 1;
    firstLineOf.set(row.match_key, record.line);
    rows.push(row);
    lines.push({ ...line, outcome: 'added', message: null });
  }
  const count = (outcome: ImportLine['outcome']) => lines.filter((line) => line.outcome === outcome).length;
  return {
    report: { saved: false, added: count('added'), duplicates: count('duplicate'), errors: count('error'), lines },
    rows,
  };
}

/**
 * A CSV of songs into the musician's repertoire. A preview saves nothing; an import
 * saves every good line in one transaction under the list's lock, after reading the list again
 * under it, so what it reports is what it did even when two imports race.
 */
export async function importRepertoire(
  ctx: AppContext,
  musicianId: number,
  csv: string,
  { save }: { save: boolean },
): Promise<ImportReport> {
  if (!save) return (await plan(ctx.db, musicianId, csv)).report;
  const at = ctx.clock.now().toISOString();
  return ctx.bus.transaction([channels.musicianRepertoire(musicianId)], async (trx) => {
    const { report, rows } = await plan(trx, musicianId, csv);
    await insertRepertoire(trx, musicianId, rows, at);
    return { ...report, saved: true };
  });
}
