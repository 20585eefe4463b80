import type { Db } from '../../db/connection';

export function insertPasswordReset(
  db: Db,
  row: { userId: number; tokenHash: string; requestedBy: number | null; at: string; expiresAt: string },
) {
  return db
    .insertInto('password_resets')
    .values({
      user_id: row.userId,
      token_hash: row.tokenHash,
      requested_by: row.requestedBy,
      created_at: row.at,
      expires_at: row.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Links sent to the account since `since`: what the per-account limit counts. */
export async function countRecentResets(db: Db, userId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Spends a link: one conditional UPDATE, so of two tabs submitting the same link at once exactly
 * one gets the user id back. An expired, used or unknown link answers undefined.
 */
export async function consumePasswordReset(db: Db, tokenHash: string, at: string): Promise<number | undefined> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** The account's other links die with the password they were meant to replace. */
export async function spendOtherResets(db: Db, userId: number, at: string): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
