import type { AppContext } from '../context';

/** Attempts before a message is given up as failed; the waits between them double from 1 minute. */
export const MAX_ATTEMPTS = 6;
const FIRST_RETRY_MS = 60_000;
/** How long a worker may hold a message it is sending before another may try it. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

export const retryDelayMs = (attempts: number) => FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1);

/**
 * Delivers what is due in the outbox (a background job; tests call it after moving the clock).
 * Each message is claimed first with a conditional UPDATE that sets a short lease, so two workers
 * (two instances, or a slow run overlapping the next) never both send it. Without SMTP_URL the
 * message goes to the log and is marked 'logged'. A failure is retried with a doubling wait and,
 * after MAX_ATTEMPTS, marked 'failed' with the server's reason.
 */
export async function deliverOutbox(ctx: AppContext): Promise<{ sent: number; failed: number }> {
  const now = ctx.clock.now();
  const at = now.toISOString();
  const due = await ctx.db
    .selectFrom('email_outbox')
    .select(['id'])
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('leased_until', 'is', null), eb('leased_until', '<', at)]))
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let sent = 0;
  let failed = 0;
  for (const { id } of due) {
    const claimed = await ctx.db
      .updateTable('email_outbox')
      .set({ leased_until: new Date(now.getTime() + LEASE_MS).toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .where((eb) => eb.or([eb('leased_until', 'is', null), eb('leased_until', '<', at)]))
      .returningAll()
      .executeTakeFirst();
    if (!claimed) continue;
    const message = {
      from: ctx.config.mail.from,
      to: claimed.to_address,
      subject: claimed.subject,
      text: claimed.text_body,
      html: claimed.html_body ?? claimed.text_body,
    };
    try {
      if (ctx.mailer) await ctx.mailer.send(message);
      else ctx.log.info({ email: { to: message.to, subject: message.subject, kind: claimed.kind } }, message.text);
      await ctx.db
        .updateTable('email_outbox')
        .set({ status: ctx.mailer ? 'sent' : 'logged', sent_at: at, leased_until: null, error: null })
        .where('id', '=', id)
        .execute();
      sent += 1;
    } catch (error) {
      const attempts = claimed.attempts + 1;
      const givesUp = attempts >= MAX_ATTEMPTS;
      await ctx.db
        .updateTable('email_outbox')
        .set({
          attempts,
          status: givesUp ? 'failed' : 'queued',
          error: (error as Error).message.slice(0, 500),
          next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
          leased_until: null,
        })
        .where('id', '=', id)
        .execute();
      failed += 1;
    }
  }
  return { sent, failed };
}
