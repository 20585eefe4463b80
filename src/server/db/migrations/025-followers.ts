import type { Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../schema-helpers';

/**
 * Fans follow a musician by e-mail, with double opt-in: a follower is `pending` until they open
 * the confirmation link, and nothing but that link is sent to a pending address. One row per
 * musician and address (`email_key`, the address lower-cased); unfollowing deletes it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('musician_followers'), dialect)
    .addColumn('musician_id', 'integer', (c) => c.notNull().references('musician_profiles.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('confirmation_sent_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('musician_followers_address_key', ['musician_id', 'email_key'])
    .execute();
  await db.schema
    .createIndex('musician_followers_status_idx')
    .on('musician_followers')
    .columns(['musician_id', 'status'])
    .execute();
}
