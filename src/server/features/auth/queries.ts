import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { containsPattern } from '../../db/like';
import { channels } from '../../realtime/event-bus';

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The profile fields the auth answers carry (a user without a profile gets nulls). */
export function findProfileSummary(db: Db, userId: number) {
  return db
    .selectFrom('musician_profiles')
    .select(['id', 'stage_name', 'qr_code_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, at: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', userId).execute();
}

/**
 * Deletes a user and every row about them. The profile, sessions, subscription, gigs, venues they
 * saved, live sessions, requests, tips, withdrawals and messages go by ON DELETE CASCADE; the rows
 * that name them without a foreign key go here: mail sent to them, their queue's real-time events
 * and error reports from their pages. Call inside a transaction; returns the photo URL the caller
 * removes from disk once it has committed.
 */
export async function deleteUserAndTraces(trx: Db, userId: number): Promise<{ photoUrl: string | null } | undefined> {
  const user = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const profile = await trx
    .selectFrom('musician_profiles')
    .select(['id', 'qr_code_id', 'profile_photo_url'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  await trx.deleteFrom('email_outbox').where('to_address', '=', user.email).execute();
  if (profile) {
    const profileChannels = [channels.musicianQueue(profile.id), channels.musicianEarnings(profile.id)];
    await trx.deleteFrom('realtime_events').where('channel', 'in', profileChannels).execute();
    await trx.deleteFrom('realtime_channels').where('channel', 'in', profileChannels).execute();
    await trx
      .deleteFrom('client_errors')
      .where(sql<boolean>`url like ${containsPattern(profile.qr_code_id)} escape '\\'`)
      .execute();
  }
  await trx.deleteFrom('users').where('id', '=', userId).execute();
  return { photoUrl: profile?.profile_photo_url ?? null };
}

export async function setUserActiveFlag(db: Db, userId: number, isActive: boolean, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_active: isActive ? 1 : 0, updated_at: at })
    .where('id', '=', userId)
    .execute();
}
