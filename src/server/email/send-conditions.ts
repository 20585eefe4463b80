import type { Db } from '../db/connection';
import type { EmailOutbox } from '../db/types';

/**
 * A few messages report a state the musician can undo within minutes. They are checked again when
 * their turn comes, and withdrawn if no longer true: "Your subscription is cancelled"
 * is not sent to a musician who has reactivated it since, nor "back on" to one who cancelled again.
 */
export async function stillTrue(db: Db, row: EmailOutbox): Promise<boolean> {
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
