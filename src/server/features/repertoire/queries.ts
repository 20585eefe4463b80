import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { containsPattern } from '../../db/like';

export const repertoireColumns = [
  'id',
  'title',
  'artist',
  'song_key',
  'notes',
  'is_open',
  'created_at',
  'updated_at',
] as const;

export interface RepertoireRow {
  title: string;
  artist: string | null;
  song_key: string | null;
  notes: string | null;
  is_open: 0 | 1;
  match_key: string;
  title_key: string;
}

export function listRepertoire(db: Db, musicianId: number) {
  return db
    .selectFrom('repertoire_songs')
    .select(repertoireColumns)
    .where('musician_id', '=', musicianId)
    .orderBy('title_key')
    .orderBy('id')
    .execute();
}

export function findRepertoireSong(db: Db, id: number) {
  return db
    .selectFrom('repertoire_songs')
    .select([...repertoireColumns, 'musician_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countRepertoire(db: Db, musicianId: number): Promise<number> {
  const row = await db
    .selectFrom('repertoire_songs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('musician_id', '=', musicianId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function matchKeysOf(db: Db, musicianId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('repertoire_songs')
    .select('match_key')
    .where('musician_id', '=', musicianId)
    .execute();
  return new Set(rows.map((row) => row.match_key));
}

/** Inserts the rows; one already there (a duplicate) is skipped, not an error. Returns those inserted. */
export async function insertRepertoire(db: Db, musicianId: number, rows: readonly RepertoireRow[], at: string) {
  const inserted = [];
  // A few hundred rows per statement stays under every driver's parameter limit.
  for (let start = 0; start < rows.length; start += 200) {
    const batch = rows.slice(start, start + 200).map((row) => ({
      ...row,
      musician_id: musicianId,
      created_at: at,
      updated_at: at,
    }));
    const done = await db
      .insertInto('repertoire_songs')
      .values(batch)
      .onConflict((oc) => oc.columns(['musician_id', 'match_key']).doNothing())
      .returning([...repertoireColumns, 'match_key'])
      .execute();
    inserted.push(...done);
  }
  return inserted;
}

export function updateRepertoireSong(db: Db, id: number, row: RepertoireRow, at: string) {
  return db
    .updateTable('repertoire_songs')
    .set({ ...row, updated_at: at })
    .where('id', '=', id)
    .returning(repertoireColumns)
    .executeTakeFirstOrThrow();
}

export function setRepertoireSongOpen(db: Db, id: number, isOpen: 0 | 1, at: string) {
  return db
    .updateTable('repertoire_songs')
    .set({ is_open: isOpen, updated_at: at })
    .where('id', '=', id)
    .returning(repertoireColumns)
    .executeTakeFirstOrThrow();
}

export function deleteRepertoireSong(db: Db, id: number) {
  return db.deleteFrom('repertoire_songs').where('id', '=', id).execute();
}

/** The musician's open songs whose title or artist contains the text, for a fan's suggestions. */
export function searchOpenRepertoire(db: Db, musicianId: number, text: string, limit: number) {
  return db
    .selectFrom('repertoire_songs')
    .select(['title as song_title', 'artist as artist_name'])
    .where('musician_id', '=', musicianId)
    .where('is_open', '=', 1)
    .where(sql<boolean>`match_key like ${containsPattern(text)} escape '\\'`)
    .orderBy('title_key')
    .limit(limit)
    .execute();
}

/** An open song of the musician with this title (whoever the fan says sang it). */
export function findOpenSongByTitle(db: Db, musicianId: number, titleKey: string) {
  return db
    .selectFrom('repertoire_songs')
    .select(['title', 'artist'])
    .where('musician_id', '=', musicianId)
    .where('title_key', '=', titleKey)
    .where('is_open', '=', 1)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function hasOpenSongs(db: Db, musicianId: number): Promise<boolean> {
  const row = await db
    .selectFrom('repertoire_songs')
    .select('id')
    .where('musician_id', '=', musicianId)
    .where('is_open', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
