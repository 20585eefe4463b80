import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../schema-helpers';

/**
 * "Download my data" (docs/decisions/044-data-export.md). One row per export a person (or an admin
 * for them) asked for. `requested_day` (the UTC date of the request) with a unique index on
 * (user_id, requested_day) is the one-a-day limit: of many requests at once exactly one row is
 * written, on either database, with no lock of our own. The ZIP is kept in the row (`zip`) until it
 * is downloaded or expires, so any instance of a fleet can serve the link; `token_hash` is the
 * SHA-256 of the one-time link's token, whose only copy went by e-mail.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('data_exports'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The person themself, or the admin who started it for them (never null: who asked is kept).
    .addColumn('requested_by', 'integer', (c) => c.notNull())
    .addColumn('requested_day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'ready', 'downloaded', 'expired', 'failed')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('zip', dialect === 'postgres' ? 'bytea' : 'blob')
    .addColumn('size_bytes', 'integer')
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('expires_at', 'text')
    .addColumn('downloaded_at', 'text')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('data_exports_one_a_day_idx')
    .on('data_exports')
    .columns(['user_id', 'requested_day'])
    .unique()
    .execute();
  await db.schema.createIndex('data_exports_status_idx').on('data_exports').columns(['status', 'created_at']).execute();
}
