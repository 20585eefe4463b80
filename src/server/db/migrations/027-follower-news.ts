import type { Kysely } from 'kysely';
import type { Dialect } from '../schema-helpers';

/**
 * Followers hear of gigs near them, as often as the musician allows (docs/decisions/034):
 * - the musician's choice of what followers are told and at most how often;
 * - where a follower said they are (as typed, and folded for matching), or that they want every
 *   gig; and when they were last told anything, the window the musician's "at most" is held by;
 * - each follow attempt by phone and network address, counted like a fan's requests.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('musician_profiles')
    .addColumn('followers_hear_live', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('musician_profiles')
    .addColumn('followers_hear_gigs', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('musician_profiles')
    .addColumn('followers_mail_at_most', 'text', (c) => c.notNull().defaultTo('every_time'))
    .execute();
  await db.schema.alterTable('musician_followers').addColumn('near', 'text').execute();
  await db.schema.alterTable('musician_followers').addColumn('near_key', 'text').execute();
  await db.schema
    .alterTable('musician_followers')
    .addColumn('hears_all_gigs', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('musician_followers').addColumn('last_told_at', 'text').execute();
  await db.schema
    .createTable('follow_attempts')
    .addColumn('device_id', 'text')
    .addColumn('ip_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('follow_attempts_ip_idx')
    .on('follow_attempts')
    .columns(['ip_hash', 'created_at'])
    .execute();
  await db.schema
    .createIndex('follow_attempts_device_idx')
    .on('follow_attempts')
    .columns(['device_id', 'created_at'])
    .execute();
}
