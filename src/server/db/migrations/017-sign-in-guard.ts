import type { Kysely } from 'kysely';
import type { Dialect } from '../schema-helpers';

/**
 * Failed sign-ins per account (features/auth/sign-in-guard.ts), keyed by a keyed hash of the
 * e-mail address typed, so addresses that have no account are counted alike and never stored.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('account_key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();
}
