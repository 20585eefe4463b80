import type { Expression, ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database, FollowerMailPace } from '../../db/types';

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
export function insertFollower(
  db: Db,
  row: {
    musicianId: number;
    email: string;
    emailKey: string;
    near: string | null;
    nearKey: string | null;
    hearsAllGigs: boolean;
    at: string;
  },
) {
  return db
    .insertInto('musician_followers')
    .values({
      musician_id: row.musicianId,
      email: row.email,
      email_key: row.emailKey,
      near: row.near,
      near_key: row.nearKey,
      hears_all_gigs: row.hearsAllGigs ? 1 : 0,
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
    .select(['id', 'email', 'near', 'hears_all_gigs', 'confirmed_at'])
    .where('musician_id', '=', musicianId)
    .where('status', '=', 'confirmed')
    .orderBy('confirmed_at')
    .orderBy('id')
    .execute();
}

/** The musician's followers by e-mail (by status) and by push, for the dashboard's Followers card. */
export async function followerCounts(db: Db, musicianId: number) {
  // Two tables, read side by side: the Followers card waits for one round trip, not two.
  const [rows, byPush] = await Promise.all([
    db
      .selectFrom('musician_followers')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .where('musician_id', '=', musicianId)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('musician_push_followers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('musician_id', '=', musicianId)
      .executeTakeFirstOrThrow(),
  ]);
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { confirmed: count('confirmed'), pending: count('pending'), by_push: Number(byPush.n) };
}

/**
 * The musician's choice of what followers hear, read with the profile row locked (an update that
 * changes nothing): two announcements of one musician (two gigs published at once, a gig and a
 * go-live) take turns, so each sees the other's "last told" and the rows are locked in one order.
 * SQLite runs one writer at a time anyway.
 */
export function lockFollowerSettings(db: Db, musicianId: number) {
  return db
    .updateTable('musician_profiles')
    .set((eb) => ({ followers_mail_at_most: eb.ref('followers_mail_at_most') }))
    .where('id', '=', musicianId)
    .returning([
      'stage_name',
      'qr_code_id',
      'show_upcoming_gigs',
      'followers_hear_live',
      'followers_hear_gigs',
      'followers_mail_at_most',
    ])
    .executeTakeFirst();
}

export function followerSettingsOf(db: Db, musicianId: number) {
  return db
    .selectFrom('musician_profiles')
    .select(['followers_hear_live', 'followers_hear_gigs', 'followers_mail_at_most'])
    .where('id', '=', musicianId)
    .executeTakeFirstOrThrow();
}

export function saveFollowerSettings(
  db: Db,
  musicianId: number,
  settings: { hearLive: boolean; hearGigs: boolean; atMost: FollowerMailPace },
) {
  return db
    .updateTable('musician_profiles')
    .set({
      followers_hear_live: settings.hearLive ? 1 : 0,
      followers_hear_gigs: settings.hearGigs ? 1 : 0,
      followers_mail_at_most: settings.atMost,
    })
    .where('id', '=', musicianId)
    .execute();
}

/** The confirmed followers who asked to hear of gigs: those who said where they are, and those who want all. */
export function followersForGigs(db: Db, musicianId: number) {
  return db
    .selectFrom('musician_followers')
    .select(['id', 'near_key', 'hears_all_gigs'])
    .where('musician_id', '=', musicianId)
    .where('status', '=', 'confirmed')
    .where((eb) => eb.or([eb('hears_all_gigs', '=', 1), eb('near_key', 'is not', null)]))
    .execute();
}

/**
 * A follower row (by email or by push) not told anything since `toldBefore`: never told, or told
 * at or before it. One rule for both kinds, so a musician's "at most" means the same for each.
 */
export function notToldSince<TB extends keyof Database>(
  eb: ExpressionBuilder<Database, TB>,
  lastToldAt: Expression<string | null>,
  toldBefore: string,
) {
  return eb.or([eb(lastToldAt, 'is', null), eb(lastToldAt, '<=', toldBefore)]);
}

/** Large enough for a big following, small enough for SQLite's bound-parameter ceiling. */
const CLAIM_BATCH = 500;

/**
 * Claims the followers to tell now: confirmed, among `ids` (or all of the musician's), and not told
 * anything since `toldBefore` (null: no limit). One conditional update stamps `last_told_at` and
 * returns the rows it stamped, so a follower claimed by a concurrent announcement is not claimed
 * again: on PostgreSQL the second update waits for the first's row lock and re-checks the window.
 */
export async function claimFollowersToTell(
  db: Db,
  musicianId: number,
  ids: number[] | 'all',
  at: string,
  toldBefore: string | null,
) {
  const claim = (batch?: number[]) => {
    let update = db
      .updateTable('musician_followers')
      .set({ last_told_at: at })
      .where('musician_id', '=', musicianId)
      .where('status', '=', 'confirmed');
    if (batch) update = update.where('id', 'in', batch);
    if (toldBefore !== null) {
      const before = toldBefore;
      update = update.where((eb) => notToldSince(eb, eb.ref('last_told_at'), before));
    }
    return update.returning(['id', 'email', 'email_key', 'near']).execute();
  };
  if (ids === 'all') return claim();
  const claimed: Awaited<ReturnType<typeof claim>> = [];
  const sorted = [...ids].sort((a, b) => a - b);
  for (let start = 0; start < sorted.length; start += CLAIM_BATCH) {
    claimed.push(...(await claim(sorted.slice(start, start + CLAIM_BATCH))));
  }
  return claimed;
}

/** A follow attempt, committed on its own before the attempts are counted (service.ts says why). */
export function recordFollowAttempt(db: Db, attempt: { deviceId: string | null; ipHash: string; at: string }) {
  return db
    .insertInto('follow_attempts')
    .values({ device_id: attempt.deviceId, ip_hash: attempt.ipHash, created_at: attempt.at })
    .execute();
}

export async function countFollowAttempts(db: Db, by: { deviceId: string | null; ipHash: string; since: string }) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('follow_attempts')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('ip_hash', '=', by.ipHash)
        .where('created_at', '>=', by.since)
        .as('from_ip'),
      eb
        .selectFrom('follow_attempts')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('device_id', '=', by.deviceId ?? '')
        .where('created_at', '>=', by.since)
        .as('from_device'),
    ])
    .executeTakeFirstOrThrow();
  return { fromIp: Number(row.from_ip ?? 0), fromDevice: Number(row.from_device ?? 0) };
}

export function purgeFollowAttempts(db: Db, before: string) {
  return db.deleteFrom('follow_attempts').where('created_at', '<', before).execute();
}
