import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { queueEmail } from '../../email/outbox';
import { appUrl } from '../../email/templates';
import type { Block } from '../../email/templates';
import { followLinkPath } from '../../../shared/followers';
import { oneClickPath } from '../../../shared/unsubscribe';

type MailContext = Pick<AppContext, 'clock' | 'config' | 'secret'>;

/**
 * Links in a follower's e-mails carry a signed token naming the follower row (and, to confirm, its
 * address): no account is needed, and a token cannot be made for another row. Unfollowing deletes
 * the row, so its links stop working; following again makes a new row with new links.
 */
const mac = (secret: string, purpose: 'confirm' | 'stop', id: number, emailKey: string) =>
  createHmac('sha256', secret).update(`follow-${purpose}:${id}:${emailKey}`).digest('base64url').slice(0, 32);

export const followToken = (secret: string, purpose: 'confirm' | 'stop', id: number, emailKey: string) =>
  `${id}.${mac(secret, purpose, id, emailKey)}`;

/** The follower row a token names, if its signature holds for that row's address. */
export function tokenFollowerId(token: string): { id: number; signature: string } | undefined {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
  return match ? { id: Number(match[1]), signature: match[2]! } : undefined;
}

export function isSignedFor(
  secret: string,
  purpose: 'confirm' | 'stop',
  follower: { id: number; email_key: string },
  signature: string,
): boolean {
  const expected = Buffer.from(mac(secret, purpose, follower.id, follower.email_key));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

interface Follower {
  id: number;
  email: string;
  email_key: string;
}

/** Followed by the QR code: a musician without one has no page to follow from. */
interface Musician {
  id: number;
  stage_name: string;
  qr_code_id: string;
}

/** Every follower's message ends with the one-click way out. */
const unfollowFooter = (ctx: MailContext, follower: Follower, musician: Musician): Block[] => [
  { type: 'paragraph', text: `You get this because you follow ${musician.stage_name} on Stagecall.` },
  {
    type: 'link',
    label: `Unfollow ${musician.stage_name}`,
    url: appUrl(
      ctx,
      followLinkPath(musician.qr_code_id, 'stop', followToken(ctx.secret, 'stop', follower.id, follower.email_key)),
    ),
  },
];

/** What the mailbox offers as its own Unsubscribe button (List-Unsubscribe): the same unfollow, in one POST. */
const oneClickUnfollow = (ctx: MailContext, follower: Follower) =>
  appUrl(ctx, oneClickPath('follower', followToken(ctx.secret, 'stop', follower.id, follower.email_key)));

/** The double opt-in: the only message a pending address ever gets. */
export function queueFollowConfirmation(trx: Db, ctx: MailContext, follower: Follower, musician: Musician) {
  return queueEmail(trx, ctx.clock.now().toISOString(), {
    to: follower.email,
    kind: 'follower',
    unsubscribeUrl: oneClickUnfollow(ctx, follower),
    musicianId: musician.id,
    content: {
      subject: `Confirm you want to follow ${musician.stage_name}`,
      blocks: [
        {
          type: 'paragraph',
          text: `Someone (we hope you) asked to follow ${musician.stage_name} on Stagecall with this address. Confirm, and we will tell you when they go live or announce a gig (as the musician chooses).`,
        },
        {
          type: 'button',
          label: 'Confirm and follow',
          url: appUrl(
            ctx,
            followLinkPath(
              musician.qr_code_id,
              'confirm',
              followToken(ctx.secret, 'confirm', follower.id, follower.email_key),
            ),
          ),
        },
        { type: 'paragraph', text: 'If it was not you, ignore this e-mail: nothing more will be sent.' },
      ],
      footer: unfollowFooter(ctx, follower, musician),
    },
  });
}

/** "Live now" to one confirmed follower, once per show (the dedupe key). */
export function queueLiveNow(
  trx: Db,
  ctx: MailContext,
  follower: Follower,
  show: { id: number; musician_id: number; stage_name: string; venue_name: string; qr_code_id: string },
) {
  const requestPath = `/request?qr=${encodeURIComponent(show.qr_code_id)}`;
  return queueEmail(trx, ctx.clock.now().toISOString(), {
    to: follower.email,
    kind: 'follower',
    unsubscribeUrl: oneClickUnfollow(ctx, follower),
    musicianId: show.musician_id,
    sessionId: show.id,
    dedupeKey: `follower-live:${show.id}:${follower.id}`,
    content: {
      subject: `${show.stage_name} is live now at ${show.venue_name}`,
      blocks: [
        { type: 'paragraph', text: `${show.stage_name} just went live at ${show.venue_name}.` },
        { type: 'button', label: 'Request a song', url: appUrl(ctx, requestPath) },
      ],
      footer: unfollowFooter(ctx, follower, { ...show, id: show.musician_id }),
    },
  });
}

/** A gig as its announcement shows it. */
export interface AnnouncedGig {
  id: number;
  musician_id: number;
  venue_name: string;
  location_address: string | null;
  scheduled_date: string;
  scheduled_start_time: string;
  /** Older gigs may have none. */
  scheduled_end_time: string | null;
}

/** "Saturday 12 December 2026": a gig's date is a calendar date, not an instant. */
const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "New gig near you" to one confirmed follower, once per gig (the dedupe key, read by send-conditions.ts too). */
export function queueNewGig(
  trx: Db,
  ctx: MailContext,
  follower: Follower & { near: string | null },
  musician: Musician,
  gig: AnnouncedGig,
) {
  const hours = gig.scheduled_end_time
    ? `${gig.scheduled_start_time}–${gig.scheduled_end_time}`
    : gig.scheduled_start_time;
  const when = `${longDate(gig.scheduled_date)}, ${hours}`;
  const where = gig.location_address ? `${gig.venue_name}, ${gig.location_address}` : gig.venue_name;
  return queueEmail(trx, ctx.clock.now().toISOString(), {
    to: follower.email,
    kind: 'follower',
    unsubscribeUrl: oneClickUnfollow(ctx, follower),
    musicianId: musician.id,
    dedupeKey: `follower-gig:${gig.id}:${follower.id}`,
    content: {
      subject: `${musician.stage_name} plays ${gig.venue_name} on ${longDate(gig.scheduled_date)}`,
      blocks: [
        {
          type: 'paragraph',
          text: follower.near
            ? `${musician.stage_name} has a new gig near ${follower.near}.`
            : `${musician.stage_name} has a new gig.`,
        },
        {
          type: 'facts',
          rows: [
            ['When', when],
            ['Where', where],
          ],
        },
        {
          type: 'button',
          label: `See ${musician.stage_name}'s gigs`,
          url: appUrl(ctx, `/artist/${encodeURIComponent(musician.qr_code_id)}`),
        },
      ],
      footer: unfollowFooter(ctx, follower, musician),
    },
  });
}
