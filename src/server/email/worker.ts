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

export type EmailLog = (line: string, fields: Record<string, unknown>, level?: 'info' | 'warn') => void;

/** Through the app's log, so LOG_LEVEL decides (a logged e-mail is info, a failed send a warning). */
const appLog =
  (ctx: AppContext): EmailLog =>
  (line, fields, level = 'info') =>
    ctx.log?.[level](fields, line);

export const retryDelayMs = (attempts: number): number => RETRY_BASE_MS * 2 ** (attempts - 1);

/**
 * Delivers the due rows of the outbox: through SMTP_URL when it is set, otherwise to the log
 * (status 'logged'), so a fresh install shows its mail without a mail server. Answers how many
 * rows it handled.
 */
export async function deliverDueEmails(ctx: AppContext, log: EmailLog = appLog(ctx)): Promise<number> {
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
  // Loaded only where SMTP_URL is set: an instance that logs its mail never pays its memory (issue 48).
  const transport = smtpUrl ? (await import('nodemailer')).default.createTransport(smtpUrl) : undefined;
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
        log(
          retryAt ? 'e-mail failed, will retry' : 'e-mail failed for good',
          { id: row.id, error: message, retryAt },
          'warn',
        );
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
  text: withoutSecrets(row.text_body),
});

const LINK = /\bhttps?:\/\/[^\s<>"']+/g;
/** A run of URL-safe characters long enough to be a token, an id meant to be unguessable or a MAC. */
const SECRET_LIKE = /[A-Za-z0-9_-]{20,}/;

/**
 * The text of a logged e-mail with every link that could open something left out: a reset link
 * in a log is a key to the account for whoever reads the log. A link with a query, a fragment or
 * a token-like part is replaced; so is a token-like word anywhere else.
 */
export function withoutSecrets(text: string): string {
  return text
    .replace(LINK, (link) => (URL.canParse(link) && !opensSomething(new URL(link)) ? link : HIDDEN_LINK))
    .replace(new RegExp(SECRET_LIKE.source, 'g'), '[secret, not logged]');
}

const HIDDEN_LINK = '[link with a secret, not logged]';
const opensSomething = ({ search, hash, pathname }: URL) => Boolean(search || hash) || SECRET_LIKE.test(pathname);
