import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Db } from '../db/connection';
import type { Database, EmailKind } from '../db/types';
import { formatPence } from '../../shared/money';
import { oneClickPath, unsubscribePath } from '../../shared/unsubscribe';
import { queueEmail } from './outbox';
import { notifiable, recipient } from './send-conditions';
import { appUrl } from './templates';
import type { Block, EmailContent } from './templates';

type Trx = Transaction<Database> | Db;
type MailContext = Pick<AppContext, 'clock' | 'config' | 'secret'>;

const now = (ctx: MailContext) => ctx.clock.now().toISOString();

// ---------------------------------------------------------------- subscription

export type SubscriptionEmailKind = Extract<
  EmailKind,
  | 'subscription_receipt'
  | 'subscription_renewed'
  | 'subscription_renewal_failed'
  | 'subscription_cancelled'
  | 'subscription_reactivated'
  | 'subscription_refunded'
  | 'subscription_lapsed'
  | 'trial_expired'
  | 'subscription_started'
>;

export interface SubscriptionEmailDetails {
  amountPence?: number;
  /** The plan's end or next billing date (ISO instant). */
  periodEnd?: string | null;
  plan?: 'monthly' | 'yearly' | null;
  /** Why a payment failed, as the provider put it. */
  reason?: string | null;
  /** A failed payment: when it is tried again (null: it is not, e.g. a trial's first charge). */
  nextAttemptAt?: string | null;
  /** The card the payment was taken from or failed on. */
  cardLast4?: string | null;
  /** A failed payment that was the plan's first (a trial's end): no plan has renewed yet. */
  isFirstCharge?: boolean;
  /** A payment or event id: the same renewal reported twice is one e-mail. */
  dedupeKey?: string;
}

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(new Date(iso));

function subscriptionContent(
  kind: SubscriptionEmailKind,
  name: string,
  d: SubscriptionEmailDetails,
  manage: string,
): EmailContent {
  const facts: [string, string][] = [];
  if (d.plan) facts.push(['Plan', d.plan === 'yearly' ? 'Yearly' : 'Monthly']);
  if (d.amountPence !== undefined) facts.push(['Amount', formatPence(d.amountPence)]);
  if (d.cardLast4) facts.push(['Card', `ending ${d.cardLast4}`]);
  const hello: Block = { type: 'paragraph', text: `Hi ${name},` };
  const link: Block = { type: 'link', label: 'Manage your subscription', url: manage };
  const table: Block[] = facts.length ? [{ type: 'facts', rows: facts }] : [];
  const next = (label: string): Block[] =>
    d.periodEnd ? [{ type: 'paragraph', text: `${label} ${day(d.periodEnd)}.` }] : [];
  switch (kind) {
    case 'subscription_receipt':
      return {
        subject: 'Your Stagecall receipt: first payment',
        blocks: [
          hello,
          {
            type: 'paragraph',
            text: 'Thank you for subscribing. Your first payment went through; this is your receipt.',
          },
          ...table,
          ...next('Next payment:'),
          { type: 'paragraph', text: 'Changed your mind? Your first payment is refundable in full for 30 days.' },
          link,
        ],
      };
    case 'subscription_renewed':
      return {
        subject: 'Your Stagecall subscription has renewed',
        blocks: [
          hello,
          { type: 'paragraph', text: 'Thank you: your subscription renewed and this is your receipt.' },
          ...table,
          ...next('Next renewal:'),
          link,
        ],
      };
    case 'subscription_renewal_failed':
      return {
        subject: d.isFirstCharge
          ? 'Your trial has ended and your first Stagecall payment failed: update your card'
          : 'Your Stagecall renewal payment failed: update your card',
        blocks: [
          hello,
          {
            type: 'paragraph',
            text: d.isFirstCharge
              ? 'Your free trial has ended, and we could not take the first payment of your plan from the card you saved, so nothing was charged.'
              : 'We could not take your subscription’s renewal payment, so nothing was charged.',
          },
          ...(d.reason ? [{ type: 'paragraph', text: `Reason: ${d.reason}` } as Block] : []),
          ...table,
          {
            type: 'paragraph',
            text: d.nextAttemptAt
              ? `What to do: add a working card in Settings, Subscription. We try again on ${day(d.nextAttemptAt)}; until then your plan carries on.`
              : 'What to do: add a working card in Settings, Subscription, and your plan starts with it.',
          },
          { type: 'button', label: 'Update your card', url: manage },
        ],
      };
    case 'subscription_cancelled':
      return {
        subject: 'Your Stagecall subscription is cancelled',
        blocks: [
          hello,
          {
            type: 'paragraph',
            text: d.periodEnd
              ? `Your subscription is cancelled and ends on ${day(d.periodEnd)}. Until then nothing changes.`
              : 'Your subscription is cancelled.',
          },
          { type: 'paragraph', text: 'Changed your mind? Reactivate it in Settings, Subscription before it ends.' },
          link,
        ],
      };
    case 'subscription_reactivated':
      return {
        subject: 'You reactivated your cancelled Stagecall subscription',
        blocks: [
          hello,
          {
            type: 'paragraph',
            text: 'You cancelled your subscription and then reactivated it, so it is not ending: it renews as before and nothing is lost.',
          },
          ...table,
          ...next('Next renewal:'),
          link,
        ],
      };
    case 'subscription_refunded':
      return {
        subject: 'Your Stagecall refund',
        blocks: [
          hello,
          {
            type: 'paragraph',
            text: `We refunded ${d.amountPence !== undefined ? formatPence(d.amountPence) : 'your payment'} to your card, as the 30-day money-back promise says. Your subscription has ended.`,
          },
          { type: 'paragraph', text: 'A refund takes 5 to 10 working days to show on your statement.' },
          { type: 'paragraph', text: 'You can subscribe again at any time to go live and schedule public gigs.' },
          link,
        ],
      };
    case 'subscription_lapsed':
      return {
        subject: 'Your Stagecall subscription has ended',
        blocks: [
          hello,
          { type: 'paragraph', text: 'Your subscription has ended, so live sessions are paused for your account.' },
          { type: 'paragraph', text: 'Subscribe again at any time to carry on where you left off.' },
          link,
        ],
      };
    case 'subscription_started':
      return {
        subject: d.periodEnd
          ? `You subscribed to Stagecall: your first payment is on ${day(d.periodEnd)}`
          : 'You subscribed to Stagecall',
        blocks: [
          hello,
          {
            type: 'paragraph',
            text: 'Thank you for subscribing. Your plan is on now, and the rest of your free trial still counts: nothing is charged until it ends.',
          },
          ...table,
          ...next('First payment, when your trial ends:'),
          {
            type: 'paragraph',
            text: 'Changed your mind? Cancel in Settings, Subscription before then and nothing is charged.',
          },
          link,
        ],
      };
    case 'trial_expired':
      return {
        subject: 'Your Stagecall trial has ended',
        blocks: [
          hello,
          {
            type: 'paragraph',
            text: 'Your free trial has ended. Your profile, QR code, messages and earnings stay as they are; going live and public gigs need a plan.',
          },
          { type: 'button', label: 'Choose a plan', url: manage },
        ],
      };
  }
}

/** A cancellation e-mail waits this long, so cancelling and reactivating at once mails nothing. */
export const CHANGE_OF_MIND_MS = 5 * 60_000;

/**
 * Billing e-mails (receipt, failed renewal, cancelled, lapsed) are records of the musician's own
 * money: they do not answer to the notification toggles or the platform's switch.
 */
export async function queueSubscriptionEmail(
  trx: Trx,
  ctx: MailContext,
  musicianId: number,
  kind: SubscriptionEmailKind,
  details: SubscriptionEmailDetails = {},
): Promise<boolean> {
  const to = await recipient(trx, musicianId);
  if (!to) return false;
  return queueEmail(trx, now(ctx), {
    to: to.email,
    kind,
    musicianId,
    ...(details.dedupeKey ? { dedupeKey: `${kind}:${details.dedupeKey}` } : {}),
    // A change of mind within minutes sends neither (the worker checks again at send time).
    ...(kind === 'subscription_cancelled' ? { sendAfterMs: CHANGE_OF_MIND_MS } : {}),
    content: subscriptionContent(kind, to.stage_name, details, appUrl(ctx, '/settings?tab=subscription')),
  });
}

// ---------------------------------------------------------------- marketing + unsubscribe

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

/** The link's page and the mailbox's one-click POST alike: false for a forged token or no such musician. */
export async function unsubscribeWithToken(ctx: AppContext, token: string): Promise<boolean> {
  const musicianId = verifyUnsubscribeToken(ctx.secret, token);
  return musicianId !== undefined && (await unsubscribeFromMarketing(ctx, musicianId));
}

export async function unsubscribeFromMarketing(ctx: AppContext, musicianId: number): Promise<boolean> {
  const result = await ctx.db
    .updateTable('musician_profiles')
    .set({ email_marketing: 0, updated_at: now(ctx) })
    .where('id', '=', musicianId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
