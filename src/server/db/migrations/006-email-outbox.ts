import type { Kysely } from 'kysely';
import type { Dialect } from '../schema-helpers';

/**
 * The e-mail outbox's delivery bookkeeping (docs/decisions/007-email-outbox.md): what kind of
 * message it is, how many attempts were made, when the next may run, and a short lease a worker
 * takes before sending, so two instances never send one message twice.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('kind', 'text').execute();
  await db.schema
    .alterTable('email_outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('email_outbox').addColumn('next_attempt_at', 'text').execute();
  await db.schema.alterTable('email_outbox').addColumn('leased_until', 'text').execute();
  await db.schema
    .createIndex('email_outbox_due_idx')
    .on('email_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}
