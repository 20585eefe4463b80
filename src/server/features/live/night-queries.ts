import type { Db } from '../../db/connection';
import type { Insertable } from 'kysely';
import type { NightItemState, ShowSetItemsTable } from '../../db/types';
import type { PlayedSong } from '../../../shared/live/night';
import { PUBLISHED_PLAYED_SHOWS } from '../../../shared/live/night-messages';

const itemColumns = [
  'id',
  'position',
  'set_name',
  'title',
  'artist',
  'musical_key',
  'length_seconds',
  'note',
  'request_id',
  'state',
  'played_at',
] as const;

/** The night's songs in order (set songs and slotted requests). */
export function nightItems(db: Db, sessionId: number) {
  return db
    .selectFrom('show_set_items')
    .select(itemColumns)
    .where('live_session_id', '=', sessionId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
export type NightItemRow = Awaited<ReturnType<typeof nightItems>>[number];

/** A song as the night takes it in: a set song copied from the setlist, or a request slotted in. */
export type NewNightItem = Omit<Insertable<ShowSetItemsTable>, 'id' | 'live_session_id' | 'state' | 'played_at'>;

export async function insertNightItems(db: Db, sessionId: number, items: readonly NewNightItem[]) {
  // In slices: PostgreSQL takes at most 65,535 parameters in one statement.
  for (let at = 0; at < items.length; at += 500) {
    await db
      .insertInto('show_set_items')
      .values(items.slice(at, at + 500).map((item) => ({ ...item, live_session_id: sessionId })))
      .execute();
  }
}

export async function insertNightItem(db: Db, sessionId: number, item: NewNightItem): Promise<number> {
  const row = await db
    .insertInto('show_set_items')
    .values({ ...item, live_session_id: sessionId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Puts a removed song back as it was (Undo of taking a request out of the set). */
export async function restoreNightItem(db: Db, sessionId: number, item: NightItemRow) {
  await db
    .insertInto('show_set_items')
    .values({ ...item, live_session_id: sessionId })
    .execute();
}

export async function deleteNightItem(db: Db, itemId: number) {
  await db.deleteFrom('show_set_items').where('id', '=', itemId).execute();
}

export async function setNightItemState(db: Db, itemId: number, state: NightItemState, playedAt: string | null) {
  await db.updateTable('show_set_items').set({ state, played_at: playedAt }).where('id', '=', itemId).execute();
}

export async function setNightItemPosition(db: Db, itemId: number, position: number) {
  await db.updateTable('show_set_items').set({ position }).where('id', '=', itemId).execute();
}

export async function appendPlayed(
  db: Db,
  sessionId: number,
  song: {
    kind: 'set' | 'request';
    show_set_item_id: number | null;
    request_id: number | null;
    title: string;
    artist: string | null;
    requests: number;
    played_at: string;
  },
): Promise<number> {
  const last = await db
    .selectFrom('show_played')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('live_session_id', '=', sessionId)
    .executeTakeFirst();
  const row = await db
    .insertInto('show_played')
    .values({ ...song, live_session_id: sessionId, position: Number(last?.position ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deletePlayed(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db.deleteFrom('show_played').where('id', 'in', ids).execute();
}

/** The night's played list in the order it was played. */
export async function playedList(db: Db, sessionId: number): Promise<PlayedSong[]> {
  const rows = await db
    .selectFrom('show_played')
    .select(['position', 'kind', 'title', 'artist', 'requests', 'played_at'])
    .where('live_session_id', '=', sessionId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ ...row, requests: Number(row.requests) }));
}

/** The show's night settings, as the night's read and the public reads need them. */
export function findNightShow(db: Db, sessionId: number) {
  return db
    .selectFrom('live_sessions')
    .select([
      'id',
      'musician_id',
      'status',
      'setlist_id',
      'setlist_name',
      'now_playing_item_id',
      'now_playing_id',
      'queue_order',
      'coming_up_public',
    ])
    .where('id', '=', sessionId)
    .executeTakeFirst();
}

export async function saveNightSetlist(db: Db, sessionId: number, setlist: { id: number; name: string }) {
  await db
    .updateTable('live_sessions')
    .set({ setlist_id: setlist.id, setlist_name: setlist.name })
    .where('id', '=', sessionId)
    .execute();
}

export async function saveComingUpPublic(db: Db, sessionId: number, on: boolean) {
  await db
    .updateTable('live_sessions')
    .set({ coming_up_public: on ? 1 : 0 })
    .where('id', '=', sessionId)
    .execute();
}

export async function playedListPublished(db: Db, actId: number): Promise<boolean> {
  const row = await db
    .selectFrom('musician_profiles')
    .select('publish_played_list')
    .where('id', '=', actId)
    .executeTakeFirst();
  return Number(row?.publish_played_list ?? 0) === 1;
}

export async function savePlayedListPublished(db: Db, actId: number, on: boolean, at: string) {
  await db
    .updateTable('musician_profiles')
    .set({ publish_played_list: on ? 1 : 0, updated_at: at })
    .where('id', '=', actId)
    .execute();
}

/** An act's latest ended shows that have a played list, newest first (for its artist page). */
export async function latestPlayedShows(db: Db, actId: number) {
  const shows = await db
    .selectFrom('live_sessions as s')
    .select(['s.id', 's.venue_name', 's.session_name', 's.started_at'])
    .where('s.musician_id', '=', actId)
    .where('s.status', '=', 'ended')
    .where((eb) =>
      eb.exists(eb.selectFrom('show_played as p').select('p.id').whereRef('p.live_session_id', '=', 's.id')),
    )
    .orderBy('s.started_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(PUBLISHED_PLAYED_SHOWS)
    .execute();
  if (shows.length === 0) return [];
  const played = await db
    .selectFrom('show_played')
    .select(['live_session_id', 'title', 'artist', 'played_at'])
    .where(
      'live_session_id',
      'in',
      shows.map((show) => show.id),
    )
    .orderBy('live_session_id')
    .orderBy('position')
    .execute();
  return shows.map(({ id, ...show }) => ({
    ...show,
    played: played.filter((row) => row.live_session_id === id).map(({ live_session_id: _, ...song }) => song),
  }));
}
