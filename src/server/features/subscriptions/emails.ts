import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import type { Database, EmailKind } from '../../db/types';
import { PLATFORM_TIME_ZONE } from '../../../shared/dates';
import { formatPence } from '../../../shared/money';
import { queueEmail } from '../../email/outbox';
import { recipient } from '../../email/send-conditions';
import { appUrl, type Block, type EmailContent } from '../../email/templates';
import { getPlatformSettings } from '../platform/public';

/**
 * The subscription's e-mails: the billing records of each change of plan (receipt, renewal,
 * failed payment, cancelled, reactivated, refunded, lapsed, started) and the trial's notices
 * (ending soon, ended). Queued in the transaction of the change; the worker checks a cancellation
 * or reactivation again when it leaves (email/send-conditions.ts).
 */

type Trx = Transaction<Database> | Db;
type MailContext = Pick<AppContext, 'clock' | 'config'>;

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
  return queueEmail(trx, ctx.clock.now().toISOString(), {
    to: to.email,
    kind,
    musicianId,
    ...(details.dedupeKey ? { dedupeKey: `${kind}:${details.dedupeKey}` } : {}),
    // A change of mind within minutes sends neither (the worker checks again at send time).
    ...(kind === 'subscription_cancelled' ? { sendAfterMs: CHANGE_OF_MIND_MS } : {}),
    content: subscriptionContent(kind, to.stage_name, details, appUrl(ctx, '/settings?tab=subscription')),
  });
}

const DAY_MS = 24 * 3600_000;

/**
 * Three days and one day before a trial ends, once each. A billing notice, so it does not answer
 * to the notification toggles; it does answer to the platform's e-mail switch.
 */
export async function queueTrialEndingEmails(ctx: AppContext): Promise<number> {
  const at = ctx.clock.now();
  const trials = await ctx.db
    .selectFrom('subscriptions')
    .innerJoin('musician_profiles', 'musician_profiles.id', 'subscriptions.musician_id')
    .innerJoin('users', 'users.id', 'musician_profiles.user_id')
    .select(['subscriptions.id', 'subscriptions.musician_id', 'subscriptions.trial_ends_at', 'users.email'])
    .select(['subscriptions.has_payment_method', 'subscriptions.payment_method_last4'])
    .select('musician_profiles.stage_name')
    .where('subscriptions.status', '=', 'trial')
    .where('users.is_active', '=', 1)
    .where('subscriptions.trial_ends_at', '>', at.toISOString())
    .where('subscriptions.trial_ends_at', '<=', new Date(at.getTime() + 3 * DAY_MS).toISOString())
    .execute();
  const platform = await ctx.db
    .selectFrom('platform_settings')
    .select('email_notifications_enabled')
    .where('id', '=', 1)
    .executeTakeFirst();
  if (platform?.email_notifications_enabled !== 1) return 0;
  const monthly = (await getPlatformSettings(ctx.db)).subscription_price_monthly;
  let queued = 0;
  for (const trial of trials) {
    if (!trial.trial_ends_at) continue;
    const days = new Date(trial.trial_ends_at).getTime() - at.getTime() <= DAY_MS ? 1 : 3;
    const ends = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: PLATFORM_TIME_ZONE,
    }).format(new Date(trial.trial_ends_at));
    const inserted = await queueEmail(ctx.db, at.toISOString(), {
      to: trial.email,
      kind: 'trial_ending',
      musicianId: trial.musician_id,
      dedupeKey: `trial_ending:${trial.id}:${trial.trial_ends_at}:${days}`,
      content: {
        subject: days === 1 ? 'Your Stagecall trial ends tomorrow' : 'Your Stagecall trial ends in 3 days',
        // A musician who saved a card has chosen already: they are told what happens, not asked.
        blocks:
          trial.has_payment_method === 1
            ? [
                { type: 'paragraph', text: `Hi ${trial.stage_name},` },
                {
                  type: 'paragraph',
                  text: `Your free trial ends on ${ends}. Your card${trial.payment_method_last4 ? ` ending ${trial.payment_method_last4}` : ''} then starts the monthly plan at ${formatPence(monthly)} a month; nothing for you to do.`,
                },
                { type: 'link', label: 'Change or remove the card', url: appUrl(ctx, '/settings?tab=subscription') },
              ]
            : [
                { type: 'paragraph', text: `Hi ${trial.stage_name},` },
                { type: 'paragraph', text: `Your free trial ends on ${ends}.` },
                { type: 'paragraph', text: 'Choose a plan in Settings to keep running live sessions after that.' },
                { type: 'button', label: 'Choose a plan', url: appUrl(ctx, '/settings?tab=subscription') },
              ],
      },
    });
    if (inserted) queued++;
  }
  return queued;
}

/** Trials that ended this long ago or less still get their 'trial ended' e-mail (a job was down). */
const TRIAL_EXPIRED_LOOKBACK_MS = 7 * DAY_MS;

/**
 * A trial that ended without a card: one e-mail saying so and what still works. A
 * trial with a card becomes the monthly plan instead (renewals.ts), with its own receipt or
 * failed-payment e-mail. A billing notice: no toggle stops it.
 */
export async function queueTrialExpiredEmails(ctx: AppContext): Promise<number> {
  const at = ctx.clock.now();
  const ended = await ctx.db
    .selectFrom('subscriptions')
    .innerJoin('musician_profiles', 'musician_profiles.id', 'subscriptions.musician_id')
    .innerJoin('users', 'users.id', 'musician_profiles.user_id')
    .select(['subscriptions.id', 'subscriptions.musician_id', 'subscriptions.trial_ends_at'])
    .where('subscriptions.status', '=', 'trial')
    .where('subscriptions.has_payment_method', '=', 0)
    .where('users.is_active', '=', 1)
    .where('subscriptions.trial_ends_at', '<=', at.toISOString())
    .where('subscriptions.trial_ends_at', '>', new Date(at.getTime() - TRIAL_EXPIRED_LOOKBACK_MS).toISOString())
    .execute();
  let queued = 0;
  for (const trial of ended) {
    const inserted = await queueSubscriptionEmail(ctx.db, ctx, trial.musician_id, 'trial_expired', {
      dedupeKey: `${trial.id}:${trial.trial_ends_at}`,
    });
    if (inserted) queued++;
  }
  return queued;
}
