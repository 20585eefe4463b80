import type { Kysely } from 'kysely';
import type { Dialect } from '../schema-helpers';

/**
 * The musician's controls over one show: a cap on how many requests it takes
 * (null: no cap), and the phones blocked for the rest of it. A blocked phone is told only that the
 * show is not taking its requests, never that it was blocked.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('live_sessions').addColumn('max_requests', 'integer').execute();
  await db.schema
    .createTable('session_blocked_devices')
    .addColumn('session_id', 'integer', (c) => c.notNull().references('live_sessions.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_blocked_devices_pk', ['session_id', 'device_id'])
    .execute();
}
