import type { Kysely } from 'kysely';
import type { Dialect } from '../schema-helpers';

/**
 * A deleted account keeps an anonymised `users` row (decision 022): its money records (ledger,
 * tips, refunds, disputes, withdrawals, subscription payments) stay for the platform's books, and
 * `deleted_at` marks the row so it never signs in, lists or reactivates again.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();
}
