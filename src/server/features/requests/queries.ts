import type { Db } from '../../db/connection';
import type { RequestStatus } from '../../../shared/live';

export const requestColumns = [
  'id',
  'session_id',
  'song_title',
  'artist_name',
  'fan_name',
  'message',
  'tip_amount',
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

export async function countRecentRequests(
  db: Db,
  sessionId: number,
  since: string,
  by: { deviceId: string } | { ipHash: string },
): Promise<number> {
  let query = db
    .selectFrom('song_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('session_id', '=', sessionId)
    .where('created_at', '>=', since);
  query = 'deviceId' in by ? query.where('device_id', '=', by.deviceId) : query.where('ip_hash', '=', by.ipHash);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export async function hasRecentSameSong(db: Db, sessionId: number, deviceId: string, songId: number, since: string) {
  const row = await db
    .selectFrom('song_requests')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('device_id', '=', deviceId)
    .where('song_id', '=', songId)
    .where('created_at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
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
