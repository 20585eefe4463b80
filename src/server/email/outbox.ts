import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { Database, EmailKind, EmailOutbox } from '../db/types';
import type { Dialect } from '../db/schema-helpers';
import { nudge } from '../jobs/nudges';
import { renderEmail, type EmailContent } from './templates';

export interface OutgoingEmail {
  to: string;
  kind: EmailKind;
  content: EmailContent;
  musicianId?: number;
  sessionId?: number;
  /** Same key, one row: the once-only e-mails (reminders, trial notices, digests) set it. */
  dedupeKey?: string;
  /** Held back this long (a cancellation the musician may take back: send-conditions.ts). */
  sendAfterMs?: number;
  /** Where a reply goes (a fan's own address on their message); otherwise to MAIL_FROM. */
  replyTo?: string;
  /**
   * Bulk mail (followers, marketing): the address a mailbox provider POSTs to unsubscribe in one
   * click (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058).
   */
  unsubscribeUrl?: string;
}

/**
 * Writes the message in the caller's transaction, so it is sent exactly when the change it
 * reports commits. Answers false when a row with the same dedupe key already exists.
 */
export async function queueEmail(
  trx: Transaction<Database> | Db,
  at: string,
  message: OutgoingEmail,
): Promise<boolean> {
  const rendered = renderEmail(message.content);
  const inserted = await trx
    .insertInto('email_outbox')
    .values({
      to_address: message.to,
      subject: rendered.subject,
      text_body: rendered.text,
      html_body: rendered.html,
      status: 'queued',
      kind: message.kind,
      musician_id: message.musicianId ?? null,
      session_id: message.sessionId ?? null,
      dedupe_key: message.dedupeKey ?? null,
      reply_to: message.replyTo ?? null,
      unsubscribe_url: message.unsubscribeUrl ?? null,
      created_at: at,
      next_attempt_at: message.sendAfterMs ? new Date(new Date(at).getTime() + message.sendAfterMs).toISOString() : at,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted !== undefined && !message.sendAfterMs) nudge('email-queued');
  return inserted !== undefined;
}

/**
 * Takes up to `limit` due rows for this worker until `leaseUntil`, in one statement. On
 * PostgreSQL the candidates are locked with SKIP LOCKED, so a second worker running the same
 * statement skips them instead of waiting and claiming them again; the outer conditions are
 * re-checked on the locked row as well. SQLite runs one writer at a time, so the statement is
 * atomic there by itself.
 */
export async function claimDueEmails(
  db: Db,
  dialect: Dialect,
  now: string,
  leaseUntil: string,
  limit: number,
): Promise<EmailOutbox[]> {
  const due = sql`status = 'queued' and next_attempt_at <= ${now} and (claimed_until is null or claimed_until < ${now})`;
  const lock = dialect === 'postgres' ? sql`for update skip locked` : sql``;
  const result = await sql<EmailOutbox>`
    update email_outbox set claimed_until = ${leaseUntil}, attempts = attempts + 1
    where ${due} and id in (select id from email_outbox where ${due} order by id limit ${limit} ${lock})
    returning *`.execute(db);
  return result.rows;
}

export async function markDelivered(db: Db, id: number, status: 'sent' | 'logged', at: string): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({ status, sent_at: at, claimed_until: null, error: null })
    .where('id', '=', id)
    .execute();
  // A deleted account's farewell is the last row to hold its address (decision 022): once it is
  // delivered, the address goes too.
  await db
    .updateTable('email_outbox')
    .set({ to_address: sql<string>`${'deleted-'} || cast(id as text) || ${'@deleted.invalid'}`, reply_to: null })
    .where('id', '=', id)
    .where('kind', '=', 'account_deleted')
    .execute();
}

/** The headers a queued row asks for beyond from, to and subject. */
export function extraHeaders(row: Pick<EmailOutbox, 'reply_to' | 'unsubscribe_url'>) {
  return {
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
    ...(row.unsubscribe_url
      ? {
          headers: {
            'List-Unsubscribe': `<${row.unsubscribe_url}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}

export async function markAttemptFailed(db: Db, id: number, error: string, retryAt: string | null): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set(
      retryAt === null
        ? { status: 'failed', error, claimed_until: null }
        : { error, next_attempt_at: retryAt, claimed_until: null },
    )
    .where('id', '=', id)
    .execute();
}

/** A message no longer true when its turn came (send-conditions.ts) is withdrawn, never sent. */
export async function withdrawEmail(db: Db, id: number): Promise<void> {
  await db.deleteFrom('email_outbox').where('id', '=', id).where('status', '=', 'queued').execute();
}
