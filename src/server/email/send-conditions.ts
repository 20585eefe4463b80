import type { Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { Database, EmailOutbox } from '../db/types';

type Trx = Transaction<Database> | Db;

/*
 * Who may be mailed, asked when an e-mail is queued (recipient, notifiable, reachable, used by every
 * feature's e-mails), and what must still be true when it leaves (stillTrue, asked by the worker).
 */

/** The musician-facing toggles of spec 2 §3 that each notification kind answers to. */
type NotificationSetting = 'email_new_requests' | 'email_payment_received' | 'email_gig_reminders' | 'email_marketing';

export async function recipient(trx: Trx, musicianId: number) {
  return trx
    .selectFrom('musician_profiles')
    .innerJoin('users', 'users.id', 'musician_profiles.user_id')
    .select([
      'users.email',
      'users.is_active',
      'musician_profiles.stage_name',
      'musician_profiles.email_new_requests',
      'musician_profiles.email_payment_received',
      'musician_profiles.email_gig_reminders',
      'musician_profiles.email_marketing',
      'musician_profiles.payment_email_digest',
    ])
    .where('musician_profiles.id', '=', musicianId)
    .executeTakeFirst();
}

async function platformEmailOn(trx: Trx): Promise<boolean> {
  const row = await trx
    .selectFrom('platform_settings')
    .select('email_notifications_enabled')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.email_notifications_enabled === 1;
}

/**
 * A notification goes out only when the platform's e-mail switch is on, the account is active
 * and the musician's own toggle for this kind is on. Answers the address, or undefined.
 */
export async function notifiable(trx: Trx, musicianId: number, setting: NotificationSetting) {
  const to = await recipient(trx, musicianId);
  if (!to || to.is_active !== 1 || to[setting] !== 1) return undefined;
  if (!(await platformEmailOn(trx))) return undefined;
  return to;
}

/** An active musician on a platform with e-mail on: for notifications no toggle governs. */
export async function reachable(trx: Trx, musicianId: number) {
  const to = await recipient(trx, musicianId);
  if (!to || to.is_active !== 1) return undefined;
  return (await platformEmailOn(trx)) ? to : undefined;
}

/**
 * A few messages report a state the musician can undo within minutes. They are checked again when
 * their turn comes, and withdrawn if no longer true: "Your subscription is cancelled"
 * is not sent to a musician who has reactivated it since, nor "back on" to one who cancelled again.
 */
export async function stillTrue(db: Db, row: EmailOutbox): Promise<boolean> {
  if (row.kind === 'follower') return followerNewsStillTrue(db, row.dedupe_key);
  if (row.musician_id === null) return true;
  if (row.kind !== 'subscription_cancelled' && row.kind !== 'subscription_reactivated') return true;
  const sub = await db
    .selectFrom('subscriptions')
    .select('status')
    .where('musician_id', '=', row.musician_id)
    .executeTakeFirst();
  if (!sub) return false;
  return row.kind === 'subscription_cancelled' ? sub.status !== 'active' : sub.status === 'active';
}

/**
 * A follower's news (keys `follower-live:{show}:{follower}`, `follower-gig:{gig}:{follower}`,
 * followers/follower-emails.ts) goes only to a follower who still follows, and a gig's only while
 * the gig is still on and public: a gig deleted or hidden before its e-mails leave is not announced.
 * Confirmation links (no key) always go.
 */
async function followerNewsStillTrue(db: Db, dedupeKey: string | null): Promise<boolean> {
  const match = /^follower-(live|gig):(\d+):(\d+)$/.exec(dedupeKey ?? '');
  if (!match) return true;
  const follower = await db
    .selectFrom('musician_followers')
    .select('id')
    .where('id', '=', Number(match[3]))
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  if (!follower) return false;
  if (match[1] === 'live') return true;
  const gig = await db
    .selectFrom('scheduled_gigs')
    .select('id')
    .where('id', '=', Number(match[2]))
    .where('is_publicly_visible', '=', 1)
    .executeTakeFirst();
  return gig !== undefined;
}
