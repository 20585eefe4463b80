import type { Db } from '../../db/connection';

export function findFollower(db: Db, id: number) {
  return db
    .selectFrom('musician_followers as f')
    .innerJoin('musician_profiles as p', 'p.id', 'f.musician_id')
    .select(['f.id', 'f.musician_id', 'f.email', 'f.email_key', 'f.status', 'p.stage_name', 'p.qr_code_id'])
    .where('f.id', '=', id)
    .executeTakeFirst();
}

export function findFollowerByAddress(db: Db, musicianId: number, emailKey: string) {
  return db
    .selectFrom('musician_followers')
    .select(['id', 'status', 'confirmation_sent_at'])
    .where('musician_id', '=', musicianId)
    .where('email_key', '=', emailKey)
    .executeTakeFirst();
}

/** A new pending follower; undefined when the address follows already (a race the unique key settles). */
export function insertFollower(db: Db, row: { musicianId: number; email: string; emailKey: string; at: string }) {
  return db
    .insertInto('musician_followers')
    .values({
      musician_id: row.musicianId,
      email: row.email,
      email_key: row.emailKey,
      created_at: row.at,
      confirmation_sent_at: row.at,
    })
    .onConflict((oc) => oc.columns(['musician_id', 'email_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export function markConfirmationSent(db: Db, id: number, at: string) {
  return db.updateTable('musician_followers').set({ confirmation_sent_at: at }).where('id', '=', id).execute();
}

export function confirmFollower(db: Db, id: number, at: string) {
  return db
    .updateTable('musician_followers')
    .set({ status: 'confirmed', confirmed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export function deleteFollower(db: Db, id: number) {
  return db.deleteFrom('musician_followers').where('id', '=', id).execute();
}

export function confirmedFollowers(db: Db, musicianId: number) {
  return db
    .selectFrom('musician_followers')
    .select(['id', 'email', 'confirmed_at'])
    .where('musician_id', '=', musicianId)
    .where('status', '=', 'confirmed')
    .orderBy('confirmed_at')
    .orderBy('id')
    .execute();
}

export async function followerCounts(db: Db, musicianId: number) {
  const rows = await db
    .selectFrom('musician_followers')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .where('musician_id', '=', musicianId)
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { confirmed: count('confirmed'), pending: count('pending') };
}
