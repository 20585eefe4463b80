import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema-helpers';

/**
 * Migration 008 added the outbox's `kind` and `next_attempt_at` without NOT NULL (SQLite cannot
 * add a NOT NULL column without a default), and every row since has had both. PostgreSQL now says
 * so; SQLite would need a table rebuild for a rule the code already keeps, so it stays as it is.
 * Found by the schema check of issue 41 (src/server/db/schema-check.ts).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`update email_outbox set kind = coalesce(kind, 'other'), next_attempt_at = coalesce(next_attempt_at, created_at)
    where kind is null or next_attempt_at is null`.execute(db);
  await sql`alter table email_outbox alter column kind set not null, alter column next_attempt_at set not null`.execute(
    db,
  );
}
