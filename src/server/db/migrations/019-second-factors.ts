import type { Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../schema-helpers';

/**
 * Second factors (docs/decisions/023): an authenticator-app secret per account (encrypted with a
 * key derived from the server secret), ten hashed recovery codes, passkeys, the per-account count
 * of wrong codes, the musician's security log, and on each sign-in the time of its last step-up.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('totp_factors')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_encrypted', 'text', (c) => c.notNull())
    // Null while being set up: the factor counts only once a first code proved the app has it.
    .addColumn('confirmed_at', 'text')
    // The 30-second step of the last accepted code: a code is never accepted twice.
    .addColumn('last_used_step', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('recovery_codes'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').column('user_id').execute();

  await addIdColumn(db.schema.createTable('passkeys'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('sign_count', 'integer', (c) => c.notNull())
    .addColumn('transports', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();

  // One challenge per ceremony, spent by the conditional delete that verifies it.
  await addIdColumn(db.schema.createTable('webauthn_challenges'), dialect)
    .addColumn('challenge', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('second_factor_failures')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('security_log'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('security_log_user').on('security_log').columns(['user_id', 'id']).execute();

  await db.schema.alterTable('auth_sessions').addColumn('stepped_up_at', 'text').execute();
  // 'password' or 'second_factor': a password step-up does not count once a factor is set up.
  await db.schema.alterTable('auth_sessions').addColumn('stepped_up_with', 'text').execute();
}
