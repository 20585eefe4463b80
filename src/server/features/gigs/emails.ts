import type { AppContext } from '../../context';
import { PLATFORM_TIME_ZONE, todayIso } from '../../../shared/dates';
import { queueEmail } from '../../email/outbox';
import { notifiable } from '../../email/send-conditions';
import { appUrl } from '../../email/templates';

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
