import type { Kysely } from 'kysely';
import type { Dialect } from '../schema-helpers';

/**
 * An account made by an admin with Add User carries a one-time password that the creating admin
 * saw: the account must choose its own before the back office opens (features/admin/routes.ts).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
