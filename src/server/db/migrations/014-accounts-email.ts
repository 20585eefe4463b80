import type { Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../schema-helpers';

/**
 * Accounts and e-mail (docs/decisions/020-accounts-email.md).
 *
 * - `password_resets`: one row per reset link sent. Only a keyed hash of the link's token is kept
 *   (HMAC with the server secret), so the table alone opens no account; `used_at` makes a link
 *   single-use with one conditional UPDATE; `requested_by` is the admin who sent it, if one did.
 *   The rows are also what the per-account rate limit counts.
 * - `musician_profiles.payment_email_digest`: 'payment received' per tip (0) or one e-mail per
 *   show (1).
 * - `request_checkouts.receipt_email`: the address a fan typed for a receipt, used for that
 *   receipt only.
 * - `scheduled_gigs.live_session_id`: the show a musician started from the gig ("Go live now"):
 *   such a gig is no longer upcoming and gets no reminder.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('password_resets'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('requested_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('password_resets_user_idx')
    .on('password_resets')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .alterTable('musician_profiles')
    .addColumn('payment_email_digest', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('request_checkouts').addColumn('receipt_email', 'text').execute();
  await db.schema
    .alterTable('scheduled_gigs')
    .addColumn('live_session_id', 'integer', (c) => c.references('live_sessions.id').onDelete('set null'))
    .execute();
}
