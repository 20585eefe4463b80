import type { Kysely } from 'kysely';
import type { Dialect } from '../schema-helpers';

/** docs/decisions/041-month-of-use.md */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  // Headers a message needs beyond its body: where a reply goes (a fan's message, answered from
  // the musician's mail app) and bulk mail's one-click unsubscribe address (RFC 8058). Kept on the
  // outbox row, so the worker sends exactly what was queued.
  await db.schema.alterTable('email_outbox').addColumn('reply_to', 'text').execute();
  await db.schema.alterTable('email_outbox').addColumn('unsubscribe_url', 'text').execute();
  // The back office's Tips list reads every tip newest first, a page at a time.
  await db.schema.createIndex('tips_created_idx').on('tips').columns(['created_at', 'id']).execute();
}
