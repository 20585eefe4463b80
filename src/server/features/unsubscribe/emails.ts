import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/types';
import { oneClickPath, unsubscribePath } from '../../../shared/unsubscribe';
import { queueEmail } from '../../email/outbox';
import { notifiable } from '../../email/send-conditions';
import { appUrl, type Block, type EmailContent } from '../../email/templates';

type Trx = Transaction<Database> | Db;
type MailContext = Pick<AppContext, 'clock' | 'config' | 'secret'>;

const now = (ctx: MailContext) => ctx.clock.now().toISOString();

/*
 * Marketing mail and its way out: only to musicians who opted in, each with a signed link that
 * switches marketing off without signing in (service.ts, the /unsubscribe page's POST and the
 * mailbox's one-click POST).
 */

const unsubscribeMac = (secret: string, musicianId: number) =>
  createHmac('sha256', secret).update(`unsubscribe-marketing:${musicianId}`).digest('base64url').slice(0, 32);

/** A token that lets the link in a marketing e-mail switch marketing off without signing in. */
export const unsubscribeToken = (secret: string, musicianId: number): string =>
  `${musicianId}.${unsubscribeMac(secret, musicianId)}`;

/** The musician the token was made for, or undefined for a forged or damaged token. */
export function verifyUnsubscribeToken(secret: string, token: string): number | undefined {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return undefined;
  const musicianId = Number(match[1]);
  const expected = Buffer.from(unsubscribeMac(secret, musicianId));
  const given = Buffer.from(match[2] ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given) ? musicianId : undefined;
}

export const unsubscribeUrl = (ctx: MailContext, musicianId: number) =>
  appUrl(ctx, unsubscribePath(unsubscribeToken(ctx.secret, musicianId)));

/** Marketing mail: only to musicians who opted in, always with a one-click way out. */
export async function queueMarketingEmail(
  trx: Trx,
  ctx: MailContext,
  musicianId: number,
  message: { subject: string; paragraphs: string[]; campaign?: string },
): Promise<boolean> {
  const to = await notifiable(trx, musicianId, 'email_marketing');
  if (!to) return false;
  const content: EmailContent = {
    subject: message.subject,
    blocks: [
      { type: 'paragraph', text: `Hi ${to.stage_name},` },
      ...message.paragraphs.map((text): Block => ({ type: 'paragraph', text })),
    ],
    footer: [
      { type: 'paragraph', text: 'You get this because you opted in to marketing e-mails in Settings.' },
      { type: 'link', label: 'Unsubscribe', url: unsubscribeUrl(ctx, musicianId) },
    ],
  };
  return queueEmail(trx, now(ctx), {
    to: to.email,
    kind: 'marketing',
    musicianId,
    unsubscribeUrl: appUrl(ctx, oneClickPath('marketing', unsubscribeToken(ctx.secret, musicianId))),
    ...(message.campaign ? { dedupeKey: `marketing:${message.campaign}:${musicianId}` } : {}),
    content,
  });
}
