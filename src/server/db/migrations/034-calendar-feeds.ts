import type { Kysely } from 'kysely';
import type { Dialect } from '../schema-helpers';

/**
 * An act's private calendar feed (docs/decisions/042): its address carries an HMAC of this random
 * value, so resetting it (a new value) ends every copy of the old address at once. Null until the
 * act first asks for the address.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('musician_profiles').addColumn('calendar_feed_nonce', 'text').execute();
}
