import type { Db } from '../../db/connection';
import type { RequestPushesTable } from '../../db/types';

/** How many subscriptions one phone keeps per show: browsers renew theirs, and a renewed one replaces the oldest. */
export const SUBSCRIPTIONS_PER_PHONE = 3;

/**
 * Stores a phone's subscription for a show, once: the unique key (show, phone, endpoint) makes a
 * repeat (or twenty at once) one row, whose keys a repeat refreshes. Answers whether it is new.
 */
export async function saveSubscription(
  db: Db,
  row: { session_id: number; device_id: string; endpoint: string; p256dh: string; auth: string; created_at: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('session_id', '=', row.session_id)
      .where('device_id', '=', row.device_id)
      .where('endpoint', '=', row.endpoint)
      .executeTakeFirst();
    await trx
      .insertInto('push_subscriptions')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['session_id', 'device_id', 'endpoint']).doUpdateSet({ p256dh: row.p256dh, auth: row.auth }),
      )
      .execute();
    const newest = trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('session_id', '=', row.session_id)
      .where('device_id', '=', row.device_id)
      .orderBy('id', 'desc')
      .limit(SUBSCRIPTIONS_PER_PHONE);
    await trx
      .deleteFrom('push_subscriptions')
      .where('session_id', '=', row.session_id)
      .where('device_id', '=', row.device_id)
      .where('id', 'not in', newest)
      .execute();
    return existing === undefined;
  });
}

/** Removes one of this phone's subscriptions for the show; answers whether there was one. */
export async function deleteSubscription(
  db: Db,
  sessionId: number,
  deviceId: string,
  endpoint: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('session_id', '=', sessionId)
    .where('device_id', '=', deviceId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteSubscriptionById(db: Db, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export function showSubscriptions(db: Db, sessionId: number) {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'device_id', 'endpoint', 'p256dh', 'auth'])
    .where('session_id', '=', sessionId)
    .execute();
}

/** What a push needs of the show: its state and order, and the musician's QR code (the request page's address). */
export function pushShow(db: Db, sessionId: number) {
  return db
    .selectFrom('live_sessions')
    .innerJoin('musician_profiles', 'musician_profiles.id', 'live_sessions.musician_id')
    .select([
      'live_sessions.id',
      'live_sessions.status',
      'live_sessions.queue_order',
      'live_sessions.now_playing_id',
      'musician_profiles.qr_code_id',
    ])
    .where('live_sessions.id', '=', sessionId)
    .executeTakeFirst();
}

export function sentRequestPushes(db: Db, sessionId: number) {
  return db.selectFrom('request_pushes').select(['request_id', 'kind']).where('session_id', '=', sessionId).execute();
}

/** Claims a request's push of this kind: true for exactly one caller, however many race. */
export async function claimRequestPush(db: Db, row: RequestPushesTable): Promise<boolean> {
  const inserted = await db
    .insertInto('request_pushes')
    .values(row)
    .onConflict((oc) => oc.columns(['request_id', 'kind']).doNothing())
    .returning('request_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Gives a claim back (no phone could be reached), so the show's next change tries again. */
export async function releaseRequestPush(db: Db, requestId: number, kind: RequestPushesTable['kind']): Promise<void> {
  await db.deleteFrom('request_pushes').where('request_id', '=', requestId).where('kind', '=', kind).execute();
}

/** The show has ended: its phones' subscriptions and the record of what they were sent go. */
export async function forgetShowPushes(trx: Db, sessionId: number): Promise<void> {
  await trx.deleteFrom('push_subscriptions').where('session_id', '=', sessionId).execute();
  await trx.deleteFrom('request_pushes').where('session_id', '=', sessionId).execute();
}
