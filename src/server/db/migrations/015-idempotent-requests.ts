import type { Kysely } from 'kysely';
import type { Dialect } from '../schema-helpers';

/**
 * The Idempotency-Key of each fan request (docs/decisions/021): which request or checkout a
 * phone's key made, so a retry after a lost answer gets that one back instead of a second request.
 * Keyed by the device and the key together: another phone can never reach a request by its key.
 * `body_hash` is the request the key was made for: the same key with other words is refused.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('request_idempotency_keys')
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('live_sessions.id').onDelete('cascade'))
    .addColumn('body_hash', 'text', (c) => c.notNull())
    .addColumn('request_id', 'integer', (c) => c.references('song_requests.id').onDelete('cascade'))
    .addColumn('checkout_id', 'integer', (c) => c.references('request_checkouts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('request_idempotency_keys_pk', ['device_id', 'idempotency_key'])
    .execute();
}
