import type { Db } from '../../db/connection';
import type { SetlistGig, SetlistItem, SetlistSet } from '../../../shared/setlists/schemas';

export function findSetlistRow(db: Db, id: number) {
  return db
    .selectFrom('setlists')
    .select(['id', 'musician_id', 'name', 'version', 'created_at', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listSetlistRows(db: Db, musicianId: number) {
  return db
    .selectFrom('setlists')
    .select(['id', 'name', 'version', 'updated_at'])
    .select((eb) => [
      eb
        .selectFrom('setlist_sets')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('setlist_id', '=', 'setlists.id')
        .as('set_count'),
      eb
        .selectFrom('setlist_items')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('setlist_id', '=', 'setlists.id')
        .as('song_count'),
    ])
    .where('musician_id', '=', musicianId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countSetlists(db: Db, musicianId: number): Promise<number> {
  const row = await db
    .selectFrom('setlists')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('musician_id', '=', musicianId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The sets of a setlist in order, each with its songs in order. */
export async function setsOf(db: Db, setlistId: number): Promise<SetlistSet[]> {
  const sets = await db
    .selectFrom('setlist_sets')
    .select(['id', 'name'])
    .where('setlist_id', '=', setlistId)
    .orderBy('position')
    .execute();
  const items = await db
    .selectFrom('setlist_items')
    .select(['id', 'set_id', 'title', 'artist', 'repertoire_song_id', 'length_seconds', 'song_key', 'note'])
    .where('setlist_id', '=', setlistId)
    .orderBy('set_id')
    .orderBy('position')
    .execute();
  const bySet = new Map<number, SetlistItem[]>(sets.map((set) => [set.id, []]));
  for (const { set_id, ...item } of items) bySet.get(set_id)?.push(item);
  return sets.map((set) => ({ ...set, items: bySet.get(set.id) ?? [] }));
}

/** The gigs each of these setlists is planned for, by date. */
export async function gigsOf(db: Db, setlistIds: readonly number[]): Promise<Map<number, SetlistGig[]>> {
  const gigs = new Map<number, SetlistGig[]>(setlistIds.map((id) => [id, []]));
  if (setlistIds.length === 0) return gigs;
  const rows = await db
    .selectFrom('scheduled_gigs')
    .select(['id', 'setlist_id', 'venue_name', 'scheduled_date', 'scheduled_start_time'])
    .where('setlist_id', 'in', setlistIds)
    .orderBy('scheduled_date')
    .orderBy('scheduled_start_time')
    .orderBy('id')
    .execute();
  for (const { setlist_id, ...gig } of rows) gigs.get(setlist_id!)?.push(gig);
  return gigs;
}

export interface SetRow {
  name: string;
  items: readonly {
    title: string;
    artist: string | null;
    repertoire_song_id: number | null;
    length_seconds: number | null;
    song_key: string | null;
    note: string | null;
  }[];
}

/**
 * Writes the sets and songs of a setlist that has none (a new one, or one whose rows were just
 * deleted). A repertoire song that is not the act's (or is gone) is kept as typed: its id is dropped.
 */
export async function insertSets(db: Db, musicianId: number, setlistId: number, sets: readonly SetRow[]) {
  const sourceIds = [...new Set(sets.flatMap((set) => set.items.map((item) => item.repertoire_song_id)))].filter(
    (id): id is number => id !== null,
  );
  const own = new Set<number>();
  for (let start = 0; start < sourceIds.length; start += 500) {
    const rows = await db
      .selectFrom('repertoire_songs')
      .select('id')
      .where('musician_id', '=', musicianId)
      .where('id', 'in', sourceIds.slice(start, start + 500))
      .execute();
    for (const row of rows) own.add(row.id);
  }
  for (const [position, set] of sets.entries()) {
    const { id: setId } = await db
      .insertInto('setlist_sets')
      .values({ setlist_id: setlistId, position, name: set.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = set.items.map((item, index) => ({
      setlist_id: setlistId,
      set_id: setId,
      position: index,
      title: item.title,
      artist: item.artist,
      repertoire_song_id:
        item.repertoire_song_id !== null && own.has(item.repertoire_song_id) ? item.repertoire_song_id : null,
      length_seconds: item.length_seconds,
      song_key: item.song_key,
      note: item.note,
    }));
    // 100 rows of 10 columns per statement stays under every driver's parameter limit.
    for (let start = 0; start < rows.length; start += 100) {
      await db
        .insertInto('setlist_items')
        .values(rows.slice(start, start + 100))
        .execute();
    }
  }
}

export async function deleteSets(db: Db, setlistId: number) {
  await db.deleteFrom('setlist_items').where('setlist_id', '=', setlistId).execute();
  await db.deleteFrom('setlist_sets').where('setlist_id', '=', setlistId).execute();
}
