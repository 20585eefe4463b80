import type { Db } from '../db/connection';
import type { EmailOutbox } from '../db/types';

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
