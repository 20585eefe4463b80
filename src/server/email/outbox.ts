import type { Db } from '../db/connection';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What it is ('payment_received', …): for the log and the tests. */
  kind: string;
}

/**
 * Queues a message in the caller's transaction: it is sent only if the change it announces
 * commits, and a crash after the commit loses nothing (the worker picks it up).
 */
export async function queueEmail(trx: Db, email: OutgoingEmail, at: string): Promise<void> {
  await trx
    .insertInto('email_outbox')
    .values({
      to_address: email.to,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html,
      kind: email.kind,
      status: 'queued',
      error: null,
      created_at: at,
      sent_at: null,
      next_attempt_at: at,
      leased_until: null,
    })
    .execute();
}
