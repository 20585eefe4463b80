import type { Kysely } from 'kysely';
import type { Dialect } from '../schema-helpers';

/**
 * A push follower is told as the musician allows, like an e-mail follower (docs/decisions/034):
 * when it was last told anything, the window the musician's "at most" is held by.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('musician_push_followers').addColumn('last_told_at', 'text').execute();
}
