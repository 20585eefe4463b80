import { randomBytes } from 'node:crypto';
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

/** A password the account's owner chose (a change, a reset link): a one-time password is over. */
export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, must_change_password: 0, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

/**
 * Deletes an account the way decision 022 says: every personal row goes, the money records stay
 * anonymised for the platform's books. So the `users` and `musician_profiles` rows stay (their ids
 * hold the ledger, tips, refunds, disputes, withdrawals and the subscription with its payments),
 * stripped of the name, e-mail, photo, links and sign-in; `deleted_at` marks them. Gigs, saved
 * venues, live sessions with their requests (fan names and messages), the inbox, the repertoire,
 * sessions, mail, the real-time channels and error reports from their pages are deleted.
 *
 * Only the first of many concurrent calls changes anything (the conditional UPDATE on
 * `deleted_at`): the rest get undefined, as for an account that is already gone. Call inside a
 * transaction; returns the photo URL the caller removes from disk once it has committed.
 */
export async function anonymiseAccount(
  trx: Db,
  userId: number,
  at: string,
): Promise<{ photoUrl: string | null } | undefined> {
  const user = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const claimed = await trx
    .updateTable('users')
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      name: null,
      password_hash: null,
      google_subject: null,
      is_active: 0,
      deleted_at: at,
      updated_at: at,
    })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) return undefined;
  await trx.deleteFrom('auth_sessions').where('user_id', '=', userId).execute();
  // Their memberships end and stay: money records and the acts' audit logs point at them (decision 035).
  await trx
    .updateTable('act_members')
    .set({ left_at: at })
    .where('user_id', '=', userId)
    .where('left_at', 'is', null)
    .execute();
  for (const table of [
    'totp_factors',
    'recovery_codes',
    'passkeys',
    'second_factor_failures',
    'security_log',
  ] as const) {
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  }
  await trx.deleteFrom('email_outbox').where('to_address', '=', user.email).execute();
  // The payout account is the person's (decision 035), whether or not they created an act.
  const payout = await trx
    .updateTable('payout_accounts')
    .set({ bank_name: null, bank_last4: null, updated_at: at })
    .where('user_id', '=', userId)
    .returning('provider_account_id')
    .executeTakeFirst();
  if (payout) {
    await trx
      .updateTable('local_bank_accounts')
      .set({ account_holder: 'Deleted account' })
      .where('id', '=', payout.provider_account_id)
      .execute();
  }
  const profile = await trx
    .selectFrom('musician_profiles')
    .select(['id', 'qr_code_id', 'profile_photo_url'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!profile) return { photoUrl: null };
  const musicianId = profile.id;
  const profileChannels = [
    channels.musicianQueue(musicianId),
    channels.musicianEarnings(musicianId),
    channels.musicianRepertoire(musicianId),
  ];
  await trx.deleteFrom('realtime_events').where('channel', 'in', profileChannels).execute();
  await trx.deleteFrom('realtime_channels').where('channel', 'in', profileChannels).execute();
  await trx
    .deleteFrom('client_errors')
    .where(sql<boolean>`url like ${containsPattern(profile.qr_code_id)} escape '\\'`)
    .execute();
  await trx.deleteFrom('email_outbox').where('musician_id', '=', musicianId).execute();
  // Personal rows. Deleting a live session takes its requests, checkouts and blocked devices with
  // it (ON DELETE CASCADE); a tip keeps its row, its request and session links set to null.
  for (const table of [
    'scheduled_gigs',
    'gig_cancellations',
    'gig_series',
    'saved_venues',
    'live_sessions',
    'messages',
    'repertoire_songs',
  ] as const) {
    await trx.deleteFrom(table).where('musician_id', '=', musicianId).execute();
  }
  // Money rows stay; what in them names a person goes.
  await trx.updateTable('tips').set({ fan_name: null }).where('musician_id', '=', musicianId).execute();
  const subscription = await trx
    .updateTable('subscriptions')
    .set({ has_payment_method: 0, payment_method_brand: null, payment_method_last4: null, updated_at: at })
    .where('musician_id', '=', musicianId)
    .returning('provider_customer_id')
    .executeTakeFirst();
  if (subscription?.provider_customer_id) {
    await trx.deleteFrom('local_cards').where('customer_id', '=', subscription.provider_customer_id).execute();
  }
  await trx
    .updateTable('musician_profiles')
    .set({
      stage_name: 'Deleted account',
      bio: null,
      instagram_handle: null,
      website_url: null,
      profile_photo_url: null,
      music_styles: '[]',
      favorite_singers: '[]',
      // A fresh unguessable code: the printed QR code of the deleted account leads nowhere.
      qr_code_id: `deleted-${musicianId}-${randomBytes(9).toString('base64url')}`,
      public_profile_enabled: 0,
      show_upcoming_gigs: 0,
      allow_direct_messages: 0,
      email_new_requests: 0,
      email_payment_received: 0,
      email_gig_reminders: 0,
      email_marketing: 0,
      updated_at: at,
    })
    .where('id', '=', musicianId)
    .execute();
  return { photoUrl: profile.profile_photo_url };
}

export async function setUserActiveFlag(db: Db, userId: number, isActive: boolean, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_active: isActive ? 1 : 0, updated_at: at })
    .where('id', '=', userId)
    .execute();
}
