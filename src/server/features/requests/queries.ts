import type { Db } from '../../db/connection';
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
export function findSessionForIntake(db: Db, sessionId: number) {
  return db
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
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}

/**
 * The session's status and this phone's and this address's requests to it since `since`, in one
 * statement. Each count walks its own index (session, device|ip, created_at) over at most the
 * limit's worth of rows, however long the show.
 */
export async function intakeCounts(
  db: Db,
  by: { sessionId: number; deviceId: string; ipHash: string; since: string },
): Promise<{
  status: string | null;
  fromDevice: number;
  fromIp: number;
  total: number;
  maxRequests: number | null;
  isBlocked: boolean;
  repertoireOnly: boolean;
}> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('live_sessions').select('status').where('id', '=', by.sessionId).as('status'),
      eb.selectFrom('live_sessions').select('max_requests').where('id', '=', by.sessionId).as('max_requests'),
      eb.selectFrom('live_sessions').select('repertoire_only').where('id', '=', by.sessionId).as('repertoire_only'),
      eb
        .selectFrom('song_requests')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('session_id', '=', by.sessionId)
        .as('total'),
      eb
        .selectFrom('session_blocked_devices')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('session_id', '=', by.sessionId)
        .where('device_id', '=', by.deviceId)
        .as('blocked'),
      eb
        .selectFrom('song_requests')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('session_id', '=', by.sessionId)
        .where('device_id', '=', by.deviceId)
        .where('created_at', '>=', by.since)
        .as('from_device'),
      eb
        .selectFrom('song_requests')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('session_id', '=', by.sessionId)
        .where('ip_hash', '=', by.ipHash)
        .where('created_at', '>=', by.since)
        .as('from_ip'),
    ])
    .executeTakeFirstOrThrow();
  return {
    status: row.status,
    fromDevice: Number(row.from_device),
    fromIp: Number(row.from_ip),
    total: Number(row.total),
    maxRequests: row.max_requests === null ? null : Number(row.max_requests),
    isBlocked: Number(row.blocked) > 0,
    repertoireOnly: Number(row.repertoire_only) === 1,
  };
}

export async function hasRecentSameSong(db: Db, sessionId: number, deviceId: string, songId: number, since: string) {
  const row = await db
    .selectFrom('song_requests')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('device_id', '=', deviceId)
    .where('created_at', '>=', since)
    .where('song_id', '=', songId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertSongRequest(
  db: Db,
  values: {
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
  },
): Promise<SongRequest> {
  const { at, ...rest } = values;
  return db
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
    .returning(requestColumns)
    .executeTakeFirstOrThrow();
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
