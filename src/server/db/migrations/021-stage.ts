import type { Kysely } from 'kysely';
import type { Dialect } from '../schema-helpers';

/**
 * The stage: the show's queue order (a property of the show, so every device of the
 * musician and the fans' songs ahead follow it), the request being played now, the last stage
 * action as it can be undone (a label to show and the state to put back, as JSON), and whether the
 * venue screen may show fans' names and messages (off unless the musician switches it on).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('live_sessions')
    .addColumn('queue_order', 'text', (c) => c.notNull().defaultTo('premium'))
    .execute();
  await db.schema.alterTable('live_sessions').addColumn('now_playing_id', 'integer').execute();
  await db.schema.alterTable('live_sessions').addColumn('undo_label', 'text').execute();
  await db.schema.alterTable('live_sessions').addColumn('undo_state', 'text').execute();
  await db.schema
    .alterTable('live_sessions')
    .addColumn('screen_shows_fans', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
