import type { AppContext } from '../context';
import { PLATFORM_TIME_ZONE, todayIso } from '../../shared/dates';
import { queueEmail } from './outbox';
import { appUrl, notifiable } from './notifications';
import type { Block } from './templates';

/** At most one new-requests e-mail per live session in this window (docs/decisions/009-email.md). */
export const NEW_REQUESTS_EMAIL_GAP_MS = 10 * 60_000;
const DIGEST_LIST_LIMIT = 10;

/**
 * New song requests, batched: for each session that is not over, the requests that arrived since
 * the session's last digest, in one e-mail, and never a second digest within ten minutes. The
 * request intake knows nothing of it. Two instances running this at once both compute the same
 * dedupe key (the previous digest's id), so only one of their rows is inserted.
 */
export async function queueNewRequestDigests(ctx: AppContext): Promise<number> {
  const at = ctx.clock.now();
  const sessions = await ctx.db
    .selectFrom('live_sessions')
    .select(['id', 'musician_id', 'session_name', 'venue_name', 'started_at'])
    .where('status', '!=', 'ended')
    .execute();
  let queued = 0;
  for (const session of sessions) {
    const last = await ctx.db
      .selectFrom('email_outbox')
      .select(['id', 'created_at'])
      .where('session_id', '=', session.id)
      .where('kind', '=', 'new_requests')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last && at.getTime() - new Date(last.created_at).getTime() < NEW_REQUESTS_EMAIL_GAP_MS) continue;
    const since = last?.created_at ?? session.started_at;
    const requests = await ctx.db
      .selectFrom('song_requests')
      .select(['song_title', 'artist_name', 'fan_name'])
      .where('session_id', '=', session.id)
      .where('created_at', '>', since)
      .where('created_at', '<=', at.toISOString())
      .orderBy('id')
      .execute();
    if (requests.length === 0) continue;
    const to = await notifiable(ctx.db, session.musician_id, 'email_new_requests');
    if (!to) continue;
    const count = requests.length;
    const items = requests
      .slice(0, DIGEST_LIST_LIMIT)
      .map(
        (r) => `${r.song_title}${r.artist_name ? ` – ${r.artist_name}` : ''}${r.fan_name ? ` (${r.fan_name})` : ''}`,
      );
    const blocks: Block[] = [
      { type: 'paragraph', text: `Hi ${to.stage_name},` },
      {
        type: 'paragraph',
        text: `${count === 1 ? '1 new song request' : `${count} new song requests`} at ${session.venue_name}:`,
      },
      { type: 'list', items },
    ];
    if (count > DIGEST_LIST_LIMIT) {
      blocks.push({ type: 'paragraph', text: `…and ${count - DIGEST_LIST_LIMIT} more.` });
    }
    blocks.push({ type: 'link', label: 'Open the request manager', url: appUrl(ctx, '/manager') });
    const inserted = await queueEmail(ctx.db, at.toISOString(), {
      to: to.email,
      kind: 'new_requests',
      musicianId: session.musician_id,
      sessionId: session.id,
      dedupeKey: `new_requests:${session.id}:after:${last?.id ?? 0}`,
      content: { subject: count === 1 ? '1 new song request' : `${count} new song requests`, blocks },
    });
    if (inserted) queued++;
  }
  return queued;
}

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
        blocks: [
          { type: 'paragraph', text: `Hi ${trial.stage_name},` },
          { type: 'paragraph', text: `Your free trial ends on ${ends}.` },
          { type: 'paragraph', text: 'Choose a plan in Settings to keep running live sessions after that.' },
          { type: 'link', label: 'Choose a plan', url: appUrl(ctx, '/settings') },
        ],
      },
    });
    if (inserted) queued++;
  }
  return queued;
}
