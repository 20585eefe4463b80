import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';

/**
 * One run of each background job per interval across every instance on one database. An instance
 * whose timer fires claims the job's lease for one interval; the others find it held and skip
 * that tick, so renewals, reminders and digests run once per fleet instead of once per instance.
 * A lease is never extended: when the holder's next tick comes it claims again (the old lease has
 * just expired), and if the holder died another instance's next tick takes the job over.
 *
 * One statement decides: the insert-or-update succeeds only where no row exists or the row's lease
 * has expired, and the database serialises concurrent claims on the row (PostgreSQL's row lock
 * under ON CONFLICT, SQLite's single writer), so exactly one claimant gets a row back.
 */
export const instanceId = randomBytes(9).toString('base64url');

export async function claimJobLease(
  db: Db,
  job: { name: string; everyMs: number },
  now: Date,
  holder: string = instanceId,
): Promise<boolean> {
  const expires = new Date(now.getTime() + job.everyMs).toISOString();
  const claimed = await db
    .insertInto('job_leases')
    .values({ name: job.name, holder, expires_at: expires })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ holder, expires_at: expires })
        .where('job_leases.expires_at', '<=', now.toISOString()),
    )
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** On shutdown: this instance's leases end now, so another instance's next tick takes the jobs. */
export async function releaseJobLeases(db: Db, holder: string = instanceId): Promise<void> {
  await db.deleteFrom('job_leases').where('holder', '=', holder).execute();
}
