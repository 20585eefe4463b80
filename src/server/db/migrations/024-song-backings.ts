import type { Kysely } from 'kysely';
import type { Dialect } from '../schema-helpers';

/**
 * Fans back each other's songs: a show says whether it lists tonight's songs for a "+1" (on unless
 * the musician switches it off), and each +1 is a request whose phone and song identity are kept
 * here. The unique key is the rule "one +1 per phone per song", held by the database as well as
 * by the queue's lock; the row goes with its request when a fan withdraws it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('live_sessions')
    .addColumn('fans_back_songs', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('song_backings')
    .addColumn('session_id', 'integer', (c) => c.notNull().references('live_sessions.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('song_key', 'text', (c) => c.notNull())
    .addColumn('request_id', 'integer', (c) => c.notNull().references('song_requests.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('song_backings_pk', ['session_id', 'device_id', 'song_key'])
    .execute();
  await db.schema.createIndex('song_backings_request_idx').on('song_backings').column('request_id').execute();
}
