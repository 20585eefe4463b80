import type { Db } from '../../../db/connection';

/** A sign-in must come back within this window (spec: none; ten minutes covers a slow 2FA prompt). */
export const STATE_TTL_MS = 10 * 60_000;

export interface PendingAuthorization {
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** Stores a sign-in in flight and drops the abandoned ones, so the table never grows unbounded. */
export async function savePendingAuthorization(db: Db, pending: PendingAuthorization, now = new Date()): Promise<void> {
  await db
    .deleteFrom('oauth_states')
    .where('created_at', '<', new Date(now.getTime() - STATE_TTL_MS).toISOString())
    .execute();
  await db
    .insertInto('oauth_states')
    .values({
      state: pending.state,
      code_verifier: pending.codeVerifier,
      nonce: pending.nonce,
      created_at: now.toISOString(),
    })
    .execute();
}

/**
 * Takes a sign-in in flight out of the table in one statement, so a state can be exchanged once
 * even when two requests race with it. Expired rows are consumed too and reported as unknown.
 */
export async function consumePendingAuthorization(
  db: Db,
  state: string,
  now = new Date(),
): Promise<PendingAuthorization | undefined> {
  const row = await db
    .deleteFrom('oauth_states')
    .where('state', '=', state)
    .returning(['state', 'code_verifier', 'nonce', 'created_at'])
    .executeTakeFirst();
  if (!row || Date.parse(row.created_at) < now.getTime() - STATE_TTL_MS) return undefined;
  return { state: row.state, codeVerifier: row.code_verifier, nonce: row.nonce };
}
