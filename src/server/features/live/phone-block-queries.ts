import type { Db } from '../../db/connection';

export async function isPhoneBlocked(db: Db, sessionId: number, deviceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('session_blocked_devices')
    .select('device_id')
    .where('session_id', '=', sessionId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setPhoneBlocked(db: Db, sessionId: number, deviceId: string, blocked: boolean, at: string) {
  if (blocked) {
    await db
      .insertInto('session_blocked_devices')
      .values({ session_id: sessionId, device_id: deviceId, created_at: at })
      .onConflict((oc) => oc.columns(['session_id', 'device_id']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('session_blocked_devices')
      .where('session_id', '=', sessionId)
      .where('device_id', '=', deviceId)
      .execute();
  }
}

/** The request a musician blocks or unblocks from: whose it is, its show and its phone. */
export function findRequestPhone(db: Db, requestId: number) {
  return db
    .selectFrom('song_requests')
    .select(['musician_id', 'session_id', 'device_id'])
    .where('id', '=', requestId)
    .executeTakeFirst();
}

/** A show's blocked phones with their requests there, newest block first; the phones' ids never leave. */
export async function blockedPhonesOf(db: Db, sessionId: number) {
  const blocks = await db
    .selectFrom('session_blocked_devices')
    .select(['device_id', 'created_at'])
    .where('session_id', '=', sessionId)
    .orderBy('created_at', 'desc')
    .orderBy('device_id')
    .execute();
  if (blocks.length === 0) return [];
  const requests = await db
    .selectFrom('song_requests')
    .select(['id', 'device_id', 'song_title', 'artist_name', 'fan_name', 'created_at'])
    .where('session_id', '=', sessionId)
    .where(
      'device_id',
      'in',
      blocks.map((block) => block.device_id),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return blocks.map((block) => ({
    blocked_at: block.created_at,
    requests: requests
      .filter((request) => request.device_id === block.device_id)
      .map(({ device_id: _, ...request }) => request),
  }));
}
