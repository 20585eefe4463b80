import type { PricedSongRequest } from '../../../shared/requests/priced-request';
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/types';
import { preparedQuery } from '../../db/prepared';
import type { RequestStatus, SongRequest } from '../../../shared/live';

export const requestColumns = [
  'id',
  'session_id',
  'song_title',
  'artist_name',
  'fan_name',
  'message',
  'tip_amount',
  'price_amount',
  'price_state',
  'is_premium',
  'status',
  'created_at',
  'updated_at',
] as const;

export function findRequestForUpdate(db: Db, id: number) {
  return db
    .selectFrom('song_requests')
    .select([...requestColumns, 'musician_id', 'song_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** What the intake needs to know about a session before it takes the queue's lock. */
const sessionForIntakeQuery = preparedQuery(['sessionId'], (db, by: { sessionId: number }) =>
  db
    .selectFrom('live_sessions as s')
    .innerJoin('musician_profiles as p', 'p.id', 's.musician_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      's.id',
      's.musician_id',
      's.status',
      'u.is_active',
      'p.custom_pricing_enabled',
      'p.default_request_price',
      'p.premium_request_price',
    ])
    .where('s.id', '=', by.sessionId),
);

/** Run on every fan's submit before the lock: compiled once (db/prepared.ts). */
export async function findSessionForIntake(db: Db, sessionId: number) {
  return (await sessionForIntakeQuery(db, { sessionId }))[0];
}

interface IntakeCountParams extends Record<string, unknown> {
  sessionId: number;
  deviceId: string;
  ipHash: string;
  since: string;
  titleKey: string;
  artistKey: string;
  sameSongSince: string;
  perDevice: number;
  perIp: number;
}

type SongRequestRows = SelectQueryBuilder<Database, 'song_requests', object>;

/** How many song requests `filter` keeps, counted no further than `cap`: the subquery stops there. */
function countUpTo(
  eb: ExpressionBuilder<Database, never>,
  filter: (rows: SongRequestRows) => SongRequestRows,
  cap: Parameters<SongRequestRows['limit']>[0],
) {
  return eb
    .selectFrom(
      filter(eb.selectFrom('song_requests'))
        .select(sql<number>`1`.as('one'))
        .limit(cap)
        .as('t'),
    )
    .select((c) => c.fn.countAll<number>().as('n'));
}

const intakeCountsQuery = preparedQuery<
  IntakeCountParams,
  {
    status: string | null;
    max_requests: number | null;
    repertoire_only: number | null;
    total: number | string | null;
    blocked: number | string | null;
    from_device: number | string | null;
    from_ip: number | string | null;
    same_song: number | string | null;
  }
>(
  ['sessionId', 'deviceId', 'ipHash', 'since', 'titleKey', 'artistKey', 'sameSongSince', 'perDevice', 'perIp'],
  (db, by) =>
    db.selectNoFrom((eb) => [
      eb.selectFrom('live_sessions').select('status').where('id', '=', by.sessionId).as('status'),
      eb.selectFrom('live_sessions').select('max_requests').where('id', '=', by.sessionId).as('max_requests'),
      eb.selectFrom('live_sessions').select('repertoire_only').where('id', '=', by.sessionId).as('repertoire_only'),
      // Each count stops at the number that refuses (the show's cap, the phone's or the address's
      // limit): a show of thousands of requests from one venue's address still reads a limit's
      // worth of index entries per request, not every request it has had.
      countUpTo(
        eb,
        (rows) => rows.where('session_id', '=', by.sessionId),
        eb
          .selectFrom('live_sessions')
          .select(sql<number>`coalesce(max_requests, 0)`.as('cap'))
          .where('id', '=', by.sessionId),
      ).as('total'),
      eb
        .selectFrom('session_blocked_devices')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('session_id', '=', by.sessionId)
        .where('device_id', '=', by.deviceId)
        .as('blocked'),
      countUpTo(
        eb,
        (rows) =>
          rows
            .where('session_id', '=', by.sessionId)
            .where('device_id', '=', by.deviceId)
            .where('created_at', '>=', by.since),
        by.perDevice,
      ).as('from_device'),
      countUpTo(
        eb,
        (rows) =>
          rows
            .where('session_id', '=', by.sessionId)
            .where('ip_hash', '=', by.ipHash)
            .where('created_at', '>=', by.since),
        by.perIp,
      ).as('from_ip'),
      eb
        .selectFrom('song_requests as r')
        .innerJoin('songs as s', 's.id', 'r.song_id')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('r.session_id', '=', by.sessionId)
        .where('r.device_id', '=', by.deviceId)
        .where('r.created_at', '>=', by.sameSongSince)
        .where('s.title_key', '=', by.titleKey)
        .where('s.artist_key', '=', by.artistKey)
        .as('same_song'),
    ]),
);

/**
 * The session's status and this phone's and this address's requests to it since `since`, and
 * whether the phone asked for this song (by its catalogue keys) since `sameSongSince`, in one
 * prepared statement. Each count walks its own index (session, device|ip, created_at) over at most
 * the limit's worth of rows, however long the show.
 */
export async function intakeCounts(
  db: Db,
  by: {
    sessionId: number;
    deviceId: string;
    ipHash: string;
    since: string;
    song?: { titleKey: string; artistKey: string; since: string };
    /** The counts past which the phone and the address are refused: no count reads further. */
    limits: { perDevice: number; perIp: number };
  },
): Promise<{
  status: string | null;
  fromDevice: number;
  fromIp: number;
  total: number;
  maxRequests: number | null;
  isBlocked: boolean;
  repertoireOnly: boolean;
  sameSong: boolean;
}> {
  const [row] = await intakeCountsQuery(db, {
    sessionId: by.sessionId,
    deviceId: by.deviceId,
    ipHash: by.ipHash,
    since: by.since,
    // Without a song, a key no catalogue row has: the count is 0 at the cost of one index probe.
    titleKey: by.song?.titleKey ?? '',
    artistKey: by.song?.artistKey ?? '\u0000',
    sameSongSince: by.song?.since ?? by.since,
    perDevice: by.limits.perDevice,
    perIp: by.limits.perIp,
  });
  if (!row) throw new Error('intake counts: no row');
  return {
    status: row.status,
    fromDevice: Number(row.from_device),
    fromIp: Number(row.from_ip),
    total: Number(row.total),
    maxRequests: row.max_requests === null ? null : Number(row.max_requests),
    isBlocked: Number(row.blocked) > 0,
    repertoireOnly: Number(row.repertoire_only) === 1,
    sameSong: Number(row.same_song) > 0,
  };
}

const sameSongQuery = preparedQuery<
  { sessionId: number; deviceId: string; since: string; titleKey: string; artistKey: string },
  { id: number }
>(['sessionId', 'deviceId', 'since', 'titleKey', 'artistKey'], (db, by) =>
  db
    .selectFrom('song_requests as r')
    .innerJoin('songs as s', 's.id', 'r.song_id')
    .select('r.id')
    .where('r.session_id', '=', by.sessionId)
    .where('r.device_id', '=', by.deviceId)
    .where('r.created_at', '>=', by.since)
    .where('s.title_key', '=', by.titleKey)
    .where('s.artist_key', '=', by.artistKey)
    .limit(1),
);

/** Whether this phone asked this show for the song (by its catalogue keys) since `since`. */
export async function hasRecentSameSong(
  db: Db,
  by: { sessionId: number; deviceId: string; since: string; titleKey: string; artistKey: string },
): Promise<boolean> {
  return (await sameSongQuery(db, by)).length > 0;
}

interface NewSongRequest extends Record<string, unknown> {
  session_id: number;
  musician_id: number;
  song_id: number;
  song_title: string;
  artist_name: string | null;
  fan_name: string | null;
  message: string | null;
  device_id: string;
  ip_hash: string;
  /** Pence of a tip whose payment has already succeeded; 0 for a free request. */
  tip_amount: number;
  /** Pence paid for the request itself under custom pricing, and whether it was premium. */
  price_amount: number;
  is_premium: 0 | 1;
  at: string;
}

const insertSongRequestQuery = preparedQuery<NewSongRequest, SongRequest>(
  [
    'session_id',
    'musician_id',
    'song_id',
    'song_title',
    'artist_name',
    'fan_name',
    'message',
    'device_id',
    'ip_hash',
    'tip_amount',
    'price_amount',
    'is_premium',
    'at',
  ],
  (db, { at, ...rest }) =>
    db
      .insertInto('song_requests')
      .values({
        ...rest,
        status: 'pending',
        created_at: at,
        updated_at: at,
        accepted_at: null,
        played_at: null,
        declined_at: null,
      })
      .returning(requestColumns),
);

export async function insertSongRequest(db: Db, values: NewSongRequest): Promise<SongRequest> {
  const [created] = await insertSongRequestQuery(db, values);
  if (!created) throw new Error('insert song request: no row returned');
  return created;
}

const statusTimestamp: Record<RequestStatus, 'accepted_at' | 'played_at' | 'declined_at' | undefined> = {
  pending: undefined,
  accepted: 'accepted_at',
  played: 'played_at',
  declined: 'declined_at',
};

/** Changes the status only if it is still `from`, so two devices acting at once cannot both win. */
export async function updateRequestStatus(db: Db, id: number, from: RequestStatus, to: RequestStatus, at: string) {
  const column = statusTimestamp[to];
  const result = await db
    .updateTable('song_requests')
    .set({ status: to, updated_at: at, ...(column ? { [column]: at } : {}) })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type DatabaseAdmission =
  | { refused: 'not_active' | 'paused' | 'blocked' | 'full' | 'device' | 'ip' | 'same_song' }
  | { fallback: true }
  | { request: PricedSongRequest; seq: number };

/**
 * PostgreSQL: a free request's rules, catalogue, insert and event in one round trip, by the
 * database function of migration 023. The caller holds the show's queue channel lock.
 */
export async function admitInDatabase(
  trx: Db,
  p: {
    sessionId: number;
    musicianId: number;
    songTitle: string;
    artistName: string | null;
    titleKey: string;
    artistKey: string;
    fanName: string | null;
    message: string | null;
    deviceId: string;
    ipHash: string;
    since: string;
    sameSongSince: string;
    perDevice: number;
    perIp: number;
    at: string;
    channel: string;
    notifyChannel: string;
    maxInline: number;
  },
): Promise<DatabaseAdmission> {
  const { rows } = await sql<{ admission: DatabaseAdmission }>`
    select stagecall_admit_request(
      ${p.sessionId}::integer, ${p.musicianId}::integer, ${p.songTitle}::text, ${p.artistName}::text,
      ${p.titleKey}::text, ${p.artistKey}::text, ${p.fanName}::text, ${p.message}::text,
      ${p.deviceId}::text, ${p.ipHash}::text, ${p.since}::text, ${p.sameSongSince}::text,
      ${p.perDevice}::integer, ${p.perIp}::integer, ${p.at}::text, ${p.channel}::text,
      ${p.notifyChannel}::text, ${p.maxInline}::integer
    ) as admission`.execute(trx);
  const admission = rows[0]!.admission;
  // The function admits free requests only, and predates price_state: a free request has none.
  return 'request' in admission ? { ...admission, request: { ...admission.request, price_state: null } } : admission;
}
