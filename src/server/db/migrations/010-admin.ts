import type { Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../schema-helpers';

/**
 * The back office. Every admin action, sign-in and failed sign-in leaves a row, written
 * in the transaction of the change itself, with the record before and after (JSON). admin_id is
 * kept when the admin is deleted later (no foreign key): the log outlives its authors.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  // Who paused a show: the admin (spec 2 §4) or the musician themselves; null while running.
  await db.schema.alterTable('live_sessions').addColumn('paused_by', 'text').execute();
  // An admin may hide a catalogue song from fans' suggestions and trending.
  await db.schema
    .alterTable('songs')
    .addColumn('is_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await addIdColumn(db.schema.createTable('admin_audit_log'), dialect)
    .addColumn('admin_id', 'integer')
    .addColumn('admin_email', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_log_created_idx').on('admin_audit_log').column('created_at').execute();
  await db.schema
    .createIndex('admin_audit_log_target_idx')
    .on('admin_audit_log')
    .columns(['target_type', 'target_id'])
    .execute();
}
