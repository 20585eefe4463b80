import type { Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../schema-helpers';

/**
 * "Buzz me when it's next" (docs/decisions/033): a phone's Web Push subscriptions for one show,
 * keyed by its device id, gone with the show's end (or the show); and which of a request's pushes
 * ("up next", "playing now") were sent, so each goes once however many instances or changes see it.
 * And the browsers that follow a musician by push, to be told when the musician goes live.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('push_subscriptions'), dialect)
    .addColumn('session_id', 'integer', (c) => c.notNull().references('live_sessions.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('push_subscriptions_device_endpoint_key', ['session_id', 'device_id', 'endpoint'])
    .execute();
  await db.schema
    .createTable('request_pushes')
    .addColumn('request_id', 'integer', (c) => c.notNull().references('song_requests.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('live_sessions.id').onDelete('cascade'))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('request_pushes_pk', ['request_id', 'kind'])
    .execute();
  await db.schema.createIndex('request_pushes_session_idx').on('request_pushes').column('session_id').execute();
  await addIdColumn(db.schema.createTable('musician_push_followers'), dialect)
    .addColumn('musician_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('musician_push_followers_endpoint_key', ['musician_id', 'endpoint'])
    .execute();
}
