import { sql } from 'kysely';
import type { Db } from '../../../db/connection';

export const findTotp = (db: Db, userId: number) =>
  db.selectFrom('totp_factors').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** A new setup replaces an unconfirmed one; a confirmed factor is never overwritten here. */
export async function saveUnconfirmedTotp(db: Db, userId: number, sealed: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto('totp_factors')
    .values({ user_id: userId, secret_encrypted: sealed, confirmed_at: null, last_used_step: null, created_at: at })
    .onConflict((c) =>
      c
        .column('user_id')
        .doUpdateSet({ secret_encrypted: sealed, created_at: at, last_used_step: null })
        .where('totp_factors.confirmed_at', 'is', null),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/**
 * Spends a time step: accepted only if no code of this step or a later one was accepted before,
 * in one statement, so two concurrent uses of one code cannot both pass.
 */
export async function spendTotpStep(
  db: Db,
  userId: number,
  step: number,
  confirmAt: string | undefined,
): Promise<boolean> {
  let query = db
    .updateTable('totp_factors')
    .set({ last_used_step: step, ...(confirmAt ? { confirmed_at: confirmAt } : {}) })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]));
  query = confirmAt ? query.where('confirmed_at', 'is', null) : query.where('confirmed_at', 'is not', null);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export const deleteTotp = (db: Db, userId: number) =>
  db.deleteFrom('totp_factors').where('user_id', '=', userId).executeTakeFirst();

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[], at: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  if (hashes.length === 0) return;
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null, created_at: at })))
    .execute();
}

/** Single use by one conditional update. */
export async function spendRecoveryCode(db: Db, userId: number, hash: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const listPasskeys = (db: Db, userId: number) =>
  db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('id').execute();

export async function hasAnySecondFactor(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('totp_factors')
            .select('user_id')
            .whereRef('user_id', '=', 'u.id')
            .where('confirmed_at', 'is not', null),
        )
        .as('has_totp'),
      eb.exists(eb.selectFrom('passkeys').select('id').whereRef('user_id', '=', 'u.id')).as('has_passkey'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return Boolean(row && (Number(row.has_totp) || Number(row.has_passkey)));
}

export const clearCodeAttempts = (db: Db, userId: number) =>
  db.deleteFrom('second_factor_failures').where('user_id', '=', userId).execute();

/** One try of a code, counted in one statement so concurrent tries each count; the window's count so far. */
export async function countCodeAttempt(db: Db, userId: number, at: string, windowStart: string): Promise<number> {
  const row = await db
    .insertInto('second_factor_failures')
    .values({ user_id: userId, failures: 1, window_started_at: at })
    .onConflict((c) =>
      c.column('user_id').doUpdateSet({
        failures: sql`case when second_factor_failures.window_started_at <= ${windowStart} then 1 else second_factor_failures.failures + 1 end`,
        window_started_at: sql`case when second_factor_failures.window_started_at <= ${windowStart} then ${at} else second_factor_failures.window_started_at end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function markSteppedUp(
  db: Db,
  sessionId: number,
  at: string,
  withWhat: 'password' | 'second_factor',
): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ stepped_up_at: at, stepped_up_with: withWhat })
    .where('id', '=', sessionId)
    .execute();
}

/** Admins' second-factor events go to the back office's audit log, musicians' to their security log. */
export async function writeSecurityEvent(
  db: Db,
  user: { id: number; email: string; user_type: string },
  action: string,
  at: string,
  detail?: Record<string, unknown>,
  byAdmin?: { id: number; email: string | null },
): Promise<void> {
  const json = detail === undefined ? null : JSON.stringify(detail);
  if (user.user_type === 'admin' || byAdmin) {
    const actor = byAdmin ?? user;
    await db
      .insertInto('admin_audit_log')
      .values({
        admin_id: actor.id,
        admin_email: actor.email,
        action,
        target_type: 'user',
        target_id: String(user.id),
        before: null,
        after: json,
        created_at: at,
      })
      .execute();
  }
  if (user.user_type !== 'admin') {
    await db.insertInto('security_log').values({ user_id: user.id, action, detail: json, created_at: at }).execute();
  }
}

export const listSecurityLog = (db: Db, userId: number) =>
  db
    .selectFrom('security_log')
    .select(['action', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
