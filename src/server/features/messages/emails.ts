import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/types';
import { queueEmail } from '../../email/outbox';
import { reachable } from '../../email/send-conditions';
import { appUrl } from '../../email/templates';

type Trx = Transaction<Database> | Db;
type MailContext = Pick<AppContext, 'clock' | 'config'>;

/**
 * A fan's message (a booking enquiry, a thank-you) in the transaction that stores it. No toggle
 * of Settings names messages, so it answers to the platform's switch and an active account only.
 */
export async function queueFanMessageEmail(
  trx: Trx,
  ctx: MailContext,
  message: {
    musicianId: number;
    messageId: number;
    senderName: string | null;
    /** The fan's own address, when they gave one: the musician's Reply answers them directly. */
    senderEmail: string | null;
    subject: string | null;
    body: string;
  },
): Promise<boolean> {
  const to = await reachable(trx, message.musicianId);
  if (!to) return false;
  const from = message.senderName?.trim() || 'A fan';
  const facts: [string, string][] = [['From', from]];
  if (message.subject) facts.push(['Subject', message.subject]);
  return queueEmail(trx, ctx.clock.now().toISOString(), {
    to: to.email,
    kind: 'fan_message',
    musicianId: message.musicianId,
    ...(message.senderEmail ? { replyTo: message.senderEmail } : {}),
    dedupeKey: `fan_message:${message.messageId}`,
    content: {
      subject: `New message from ${from}`,
      blocks: [
        { type: 'paragraph', text: `Hi ${to.stage_name}, ${from} sent you a message on Stagecall.` },
        { type: 'facts', rows: facts },
        { type: 'paragraph', text: message.body },
        { type: 'button', label: 'Read and reply in your inbox', url: appUrl(ctx, '/dashboard') },
      ],
    },
  });
}
