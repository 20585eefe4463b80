import nodemailer from 'nodemailer';
import type { AppContext } from '../context';
import type { EmailOutbox } from '../db/types';
import { claimDueEmails, extraHeaders, markAttemptFailed, markDelivered, withdrawEmail } from './outbox';
import { stillTrue } from './send-conditions';

/** After this many failed attempts a message stays 'failed' with its last error. */
export const MAX_ATTEMPTS = 6;
/** 1, 2, 4, 8, 16 minutes between attempts. */
export const RETRY_BASE_MS = 60_000;
/** Long enough for one SMTP conversation; a worker that dies mid-send frees its rows after it. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

export type EmailLog = (line: string, fields: Record<string, unknown>) => void;

const consoleLog: EmailLog = (line, fields) => console.info(JSON.stringify({ msg: line, ...fields }));

export const retryDelayMs = (attempts: number): number => RETRY_BASE_MS * 2 ** (attempts - 1);

/**
 * Delivers the due rows of the outbox: through SMTP_URL when it is set, otherwise to the log
 * (status 'logged'), so a fresh install shows its mail without a mail server. Answers how many
 * rows it handled.
 */
export async function deliverDueEmails(ctx: AppContext, log: EmailLog = consoleLog): Promise<number> {
  const now = ctx.clock.now();
  const rows = await claimDueEmails(
    ctx.db,
    ctx.database.dialect,
    now.toISOString(),
    new Date(now.getTime() + LEASE_MS).toISOString(),
    BATCH,
  );
  if (rows.length === 0) return 0;
  const { smtpUrl, from } = ctx.config.mail;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  try {
    for (const row of rows) {
      if (!(await stillTrue(ctx.db, row))) {
        await withdrawEmail(ctx.db, row.id);
        continue;
      }
      if (!transport) {
        log('e-mail (no SMTP_URL, logged instead of sent)', emailFields(row));
        await markDelivered(ctx.db, row.id, 'logged', ctx.clock.now().toISOString());
        continue;
      }
      try {
        await transport.sendMail({
          from,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          ...(row.html_body ? { html: row.html_body } : {}),
          ...extraHeaders(row),
        });
        await markDelivered(ctx.db, row.id, 'sent', ctx.clock.now().toISOString());
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retryAt =
          row.attempts >= MAX_ATTEMPTS
            ? null
            : new Date(ctx.clock.now().getTime() + retryDelayMs(row.attempts)).toISOString();
        await markAttemptFailed(ctx.db, row.id, message.slice(0, 1000), retryAt);
        log(retryAt ? 'e-mail failed, will retry' : 'e-mail failed for good', { id: row.id, error: message, retryAt });
      }
    }
  } finally {
    transport?.close();
  }
  return rows.length;
}

const emailFields = (row: EmailOutbox) => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
});
