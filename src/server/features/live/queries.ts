import { preparedQuery } from '../../db/prepared';
import type { Db } from '../../db/connection';
import { requestColumns } from '../requests/public';
import { withSongKeys } from '../../../shared/songs/song-key';
import { withUndoLabels } from './stage-memory';

const sessionColumns = [
  'id',
  'venue_name',
  'session_name',
  'location_address',
  'status',
  'paused_by',
  'max_requests',
  'repertoire_only',
  'queue_order',
  'now_playing_id',
  'undo_label',
  'screen_shows_fans',
  'fans_back_songs',
  'started_at',
  'planned_end_at',
] as const;

/** Kysely's build of the open session's read; compiled once below, and also run as built by its test. */
export const openSessionQuery = (db: Db, by: { musicianId: number }) =>
  db
    .selectFrom('live_sessions')
    .select([...sessionColumns, 'undo_state'])
    .where('musician_id', '=', by.musicianId)
    .where('status', '<>', 'ended');

/** Read by every musician's request and every queue read: compiled once (db/prepared.ts). */
const openSessionPrepared = preparedQuery(['musicianId'], openSessionQuery);

/** The musician's open session: active, or paused (by an admin or themselves). At most one (a partial unique index). */
export async function findOpenSession(db: Db, musicianId: number) {
  const [row] = await openSessionPrepared(db, { musicianId });
  return row && withUndoLabels(row);
}

export async function findSessionById(db: Db, id: number) {
  const row = await db
    .selectFrom('live_sessions')
    .select([...sessionColumns, 'musician_id', 'undo_state'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && withUndoLabels(row);
}

export function insertLiveSession(
  db: Db,
  values: {
    musician_id: number;
    venue_id: number | null;
    venue_name: string;
    session_name: string;
    location_address: string | null;
    planned_end_at: string | null;
    at: string;
  },
) {
  const { at, ...rest } = values;
  return db
    .insertInto('live_sessions')
    .values({ ...rest, status: 'active', started_at: at, ended_at: null, ended_by: null, created_at: at })
    .returning([...sessionColumns, 'undo_state'])
    .executeTakeFirstOrThrow()
    .then(withUndoLabels);
}

/** Ends an open session; the status condition makes two concurrent ends count once. */
export async function markSessionEnded(
  db: Db,
  id: number,
  by: 'musician' | 'admin' | 'system',
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('live_sessions')
    .set({ status: 'ended', ended_at: at, ended_by: by })
    .where('id', '=', id)
    .where('status', '<>', 'ended')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setSessionStatus(
  db: Db,
  id: number,
  from: 'active' | 'paused',
  to: 'active' | 'paused',
  pausedBy: 'musician' | 'admin' | null = null,
) {
  const result = await db
    .updateTable('live_sessions')
    .set({ status: to, paused_by: to === 'paused' ? pausedBy : null })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What the musician sets during a show: its on/off switches and its request cap (null: none), one at a time. */
export type SessionSetting = { repertoire_only: 0 | 1 } | { fans_back_songs: 0 | 1 } | { max_requests: number | null };

/** Sets one setting; answers the show's status, which the event telling of the change carries. */
export function setSessionSetting(db: Db, id: number, setting: SessionSetting) {
  return db
    .updateTable('live_sessions')
    .set(setting)
    .where('id', '=', id)
    .returning(['status', 'paused_by'])
    .executeTakeFirstOrThrow();
}

export async function sessionStats(db: Db, sessionId: number) {
  const [requests, money] = await Promise.all([
    db
      .selectFrom('song_requests')
      .select((eb) => [
        eb.fn.countAll<number>().as('total_requests'),
        eb.fn.sum<number>(eb.case().when('status', '=', 'played').then(1).else(0).end()).as('played_count'),
      ])
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow(),
    sessionMoney(db, sessionId),
  ]);
  return {
    total_requests: Number(requests.total_requests),
    total_tips: money.tips,
    played_count: Number(requests.played_count ?? 0),
  };
}

/**
 * What fans gave at a show, the same way everywhere its figures are shown (the manager, the
 * summary, past shows, the share card, the CSV): tips, and apart from them the request prices
 * paid (a price held on a card, released or refunded is not money the musician got).
 */
export async function sessionMoney(db: Db, sessionId: number): Promise<{ tips: number; prices: number }> {
  const row = await db
    .selectFrom('song_requests')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('tip_amount'), eb.lit(0)).as('tips'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(eb.case().when('price_state', '=', 'paid').then(eb.ref('price_amount')).else(0).end()),
          eb.lit(0),
        )
        .as('prices'),
    ])
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return { tips: Number(row.tips), prices: Number(row.prices) };
}

/** Kysely's build of a show's requests; compiled once below, and also run as built by its test. */
export const sessionRequestsQuery = (db: Db, by: { sessionId: number }) =>
  db
    .selectFrom('song_requests')
    .select(requestColumns)
    .where('session_id', '=', by.sessionId)
    .orderBy('created_at')
    .orderBy('id');

/** The queue read's rows, on every read the kept queue cannot answer: compiled once (db/prepared.ts). */
const sessionRequestsPrepared = preparedQuery(['sessionId'], sessionRequestsQuery);

/** A show's requests in arrival order, each with its song identity (one song, one row). */
export async function listSessionRequests(db: Db, sessionId: number) {
  return withSongKeys(await sessionRequestsPrepared(db, { sessionId }));
}

/**
 * The current positions of some real-time channels as one key ("12:40"; 0 for a channel with no
 * event yet). A change that emits on a channel moves its position in the change's own transaction.
 */
/** The queue read's check of three channels, on every read: compiled once (db/prepared.ts). */
const threeChannelPositions = preparedQuery(['a', 'b', 'c'], (db, names: { a: string; b: string; c: string }) =>
  db
    .selectFrom('realtime_channels')
    .select(['channel', 'last_seq'])
    .where('channel', 'in', [names.a, names.b, names.c]),
);

export async function channelPositions(db: Db, names: readonly string[]): Promise<string> {
  const [a, b, c] = names;
  const rows =
    names.length === 3
      ? await threeChannelPositions(db, { a: a!, b: b!, c: c! })
      : await db
          .selectFrom('realtime_channels')
          .select(['channel', 'last_seq'])
          .where('channel', 'in', names)
          .execute();
  return names.map((name) => rows.find((row) => row.channel === name)?.last_seq ?? 0).join(':');
}
