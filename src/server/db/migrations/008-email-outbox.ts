import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema-helpers';

/**
 * The e-mail outbox grows what the worker needs (docs/decisions/009-email.md): a retry schedule
 * (attempts, next_attempt_at), a claim lease so two instances never send one row twice
 * (claimed_until), and what a message is about (kind, musician_id, session_id) so the batching
 * and once-only rules can ask "was this already sent?". dedupe_key is unique: the same reminder,
 * trial notice or request digest inserted twice (two instances, a retried job) is one row.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  const columns: [string, 'text' | 'integer', boolean][] = [
    ['kind', 'text', false],
    ['musician_id', 'integer', false],
    ['session_id', 'integer', false],
    ['dedupe_key', 'text', false],
    ['attempts', 'integer', true],
    ['next_attempt_at', 'text', false],
    ['claimed_until', 'text', false],
  ];
  for (const [name, type, zeroDefault] of columns) {
    await db.schema
      .alterTable('email_outbox')
      .addColumn(name, type, (c) => (zeroDefault ? c.notNull().defaultTo(0) : c))
      .execute();
  }
  await sql`update email_outbox set kind = 'other', next_attempt_at = created_at`.execute(db);
  await db.schema.createIndex('email_outbox_dedupe_key').on('email_outbox').column('dedupe_key').unique().execute();
  await db.schema
    .createIndex('email_outbox_due_idx')
    .on('email_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('email_outbox_session_kind_idx')
    .on('email_outbox')
    .columns(['session_id', 'kind'])
    .execute();
}
