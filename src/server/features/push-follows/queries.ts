import type { Db } from '../../db/connection';
import { notToldSince } from '../followers/public';

/** A musician fans may follow: found by the QR code on their posters, while their account is active. */
export function followableMusician(db: Db, qrCodeId: string) {
  return db
    .selectFrom('musician_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.stage_name', 'u.is_active'])
    .where('p.qr_code_id', '=', qrCodeId)
    .executeTakeFirst();
}

/** One row per musician and endpoint (the unique key): a repeat refreshes the keys. Answers whether it is new. */
export async function savePushFollower(
  db: Db,
  row: { musician_id: number; endpoint: string; p256dh: string; auth: string; created_at: string },
): Promise<boolean> {
  const existing = await db
    .selectFrom('musician_push_followers')
    .select('id')
    .where('musician_id', '=', row.musician_id)
    .where('endpoint', '=', row.endpoint)
    .executeTakeFirst();
  await db
    .insertInto('musician_push_followers')
    .values(row)
    .onConflict((oc) => oc.columns(['musician_id', 'endpoint']).doUpdateSet({ p256dh: row.p256dh, auth: row.auth }))
    .execute();
  return existing === undefined;
}

export async function deletePushFollower(db: Db, musicianId: number, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('musician_push_followers')
    .where('musician_id', '=', musicianId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deletePushFollowerById(db: Db, id: number): Promise<void> {
  await db.deleteFrom('musician_push_followers').where('id', '=', id).execute();
}

/** A show that has just started, with what its "live now" says and who follows its musician by push. */
export async function startedShow(db: Db, sessionId: number) {
  return db
    .selectFrom('live_sessions as s')
    .innerJoin('musician_profiles as p', 'p.id', 's.musician_id')
    .select(['s.id', 's.status', 's.musician_id', 's.venue_name', 'p.stage_name', 'p.qr_code_id'])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}

/**
 * Claims the musician's push followers to tell now: those not told anything since `toldBefore`
 * (null: no limit). One conditional update stamps `last_told_at` and returns what it stamped, so
 * two announcements at once cannot both tell one follower inside the musician's "at most".
 */
export function claimPushFollowersToTell(db: Db, musicianId: number, at: string, toldBefore: string | null) {
  let update = db
    .updateTable('musician_push_followers')
    .set({ last_told_at: at })
    .where('musician_id', '=', musicianId);
  if (toldBefore !== null) {
    const before = toldBefore;
    update = update.where((eb) => notToldSince(eb, eb.ref('last_told_at'), before));
  }
  return update.returning(['id', 'endpoint', 'p256dh', 'auth']).execute();
}
