import type { AppContext } from '../context';
import { PLATFORM_TIME_ZONE, todayIso } from '../../shared/dates';
import { queueEmail } from './outbox';
import { formatPence } from '../../shared/money';
import { getPlatformSettings } from '../features/platform/public';
import { queueSubscriptionEmail } from './notifications';
import { notifiable } from './send-conditions';
import { appUrl } from './templates';

const londonHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: PLATFORM_TIME_ZONE,
  hour: '2-digit',
  hourCycle: 'h23',
});
/** Reminders go out from this London hour on the day of the gig. */
export const GIG_REMINDER_HOUR = 8;

/** The morning of a gig (London time), one reminder to its musician. */
export async function queueGigReminders(ctx: AppContext): Promise<number> {
  const at = ctx.clock.now();
  if (Number(londonHour.format(at)) < GIG_REMINDER_HOUR) return 0;
  const today = todayIso(at);
  const gigs = await ctx.db
    .selectFrom('scheduled_gigs')
    .select(['id', 'musician_id', 'venue_name', 'location_address', 'session_name', 'scheduled_start_time'])
    .where('scheduled_date', '=', today)
    // Already live from it: the reminder would come too late to help.
    .where('live_session_id', 'is', null)
    .execute();
  let queued = 0;
  for (const gig of gigs) {
    const to = await notifiable(ctx.db, gig.musician_id, 'email_gig_reminders');
    if (!to) continue;
    const facts: [string, string][] = [
      ['Venue', gig.venue_name],
      ['Starts', gig.scheduled_start_time],
    ];
    if (gig.location_address) facts.push(['Address', gig.location_address]);
    if (gig.session_name) facts.push(['Session', gig.session_name]);
    const inserted = await queueEmail(ctx.db, at.toISOString(), {
      to: to.email,
      kind: 'gig_reminder',
      musicianId: gig.musician_id,
      dedupeKey: `gig_reminder:${gig.id}:${today}`,
      content: {
        subject: `Tonight: ${gig.venue_name} at ${gig.scheduled_start_time}`,
        blocks: [
          { type: 'paragraph', text: `Hi ${to.stage_name}, a reminder that you play today.` },
          { type: 'facts', rows: facts },
          { type: 'paragraph', text: 'Start a live session from your dashboard when you arrive so fans can request.' },
          { type: 'link', label: 'Open your dashboard', url: appUrl(ctx, '/dashboard') },
        ],
      },
    });
    if (inserted) queued++;
  }
  return queued;
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
