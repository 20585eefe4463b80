import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { todayIso } from '../../../shared/dates';
import { calendarMessages, gigInstants } from '../../../shared/calendars/links';
import { renderCalendar, type IcsEvent } from './ics';
import {
  actCancellationsFingerprint,
  actGigsFingerprint,
  findPublicCancellation,
  listActCancellations,
  FEED_HISTORY_DAYS,
  findActById,
  findPublicAct,
  findPublicGig,
  listActGigs,
  setCalendarNonce,
  type FeedGig,
} from './queries';

const DAY_MS = 86_400_000;

export interface CalendarFile {
  ics: string;
  etag: string;
  /** Epoch milliseconds. */
  lastModified: number;
}

/** A feed answer: the file, or only its validators when the client's copy is current. */
export type FeedAnswer =
  { notModified: true; etag: string; lastModified: number } | ({ notModified: false } & CalendarFile);

interface GigOwner {
  stage_name: string;
  qr_code_id: string;
}

function gigEvent(
  gig: FeedGig,
  owner: GigOwner,
  origin: string,
  host: string,
  status: IcsEvent['status'] = 'CONFIRMED',
): IcsEvent {
  const times = gigInstants(gig) ?? { start: Date.parse(`${gig.scheduled_date}T00:00:00Z`), end: 0 };
  const created = Date.parse(gig.created_at);
  const updated = Date.parse(gig.updated_at);
  const artistPage = `${origin}/artist/${encodeURIComponent(owner.qr_code_id)}`;
  const isPrivate = gig.is_publicly_visible !== 1;
  return {
    uid: `gig-${gig.id}@${host}`,
    start: times.start,
    end: Math.max(times.start, times.end),
    summary: `${owner.stage_name} at ${gig.venue_name || 'a private venue'}${isPrivate ? ' (private)' : ''}`,
    location: [gig.venue_name, gig.location_address].filter(Boolean).join(', ') || null,
    description: [gig.session_name, `Request a song: ${artistPage}`].filter(Boolean).join('\n'),
    url: artistPage,
    // Seconds between creation and the last edit: rises with each edit, as SEQUENCE must.
    sequence: Math.max(0, Math.floor((updated - created) / 1000)),
    lastModified: updated,
    status,
  };
}

const hostOf = (origin: string) => new URL(origin).host;

function firstFeedDate(ctx: AppContext): string {
  return todayIso(new Date(ctx.clock.now().getTime() - FEED_HISTORY_DAYS * DAY_MS));
}

const weakEtag = (parts: unknown[]) =>
  `W/"${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 27)}"`;

async function feed(
  ctx: AppContext,
  act: GigOwner & { id: number; updated_at: string },
  options: { origin: string; withPrivate: boolean; etagSalt: string; ifNoneMatch: string | undefined },
): Promise<FeedAnswer> {
  const since = firstFeedDate(ctx);
  const [fingerprint, cancelled] = await Promise.all([
    actGigsFingerprint(ctx.db, act.id, since, options.withPrivate),
    actCancellationsFingerprint(ctx.db, act.id, since, options.withPrivate),
  ]);
  const instant = (value: unknown) => (value ? Date.parse(String(value)) : 0);
  const lastModified = Math.max(instant(fingerprint.newest), instant(cancelled.newest), Date.parse(act.updated_at));
  const etag = weakEtag([
    options.etagSalt,
    act.stage_name,
    since,
    Number(fingerprint.count),
    Number(cancelled.count),
    lastModified,
    options.origin,
  ]);
  if (options.ifNoneMatch && options.ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    return { notModified: true, etag, lastModified };
  }
  const [gigs, cancellations] = await Promise.all([
    listActGigs(ctx.db, act.id, since, options.withPrivate),
    listActCancellations(ctx.db, act.id, since, options.withPrivate),
  ]);
  const host = hostOf(options.origin);
  const events = [
    ...gigs.map((gig) => gigEvent(gig, act, options.origin, host)),
    ...cancellations.map((gig) => gigEvent(gig, act, options.origin, host, 'CANCELLED')),
  ].sort((a, b) => a.start - b.start);
  const ics = renderCalendar(
    {
      name: options.withPrivate ? `${act.stage_name}: every gig` : `${act.stage_name}: gigs`,
      description: options.withPrivate
        ? 'All gigs of this act on Stagecall, private ones included. Keep this address to yourselves.'
        : `Public gigs of ${act.stage_name} on Stagecall`,
      refreshHours: 6,
      events,
    },
    lastModified,
  );
  return { notModified: false, ics, etag, lastModified };
}

/** The public feed of an act's public gigs, by its QR code id. */
export async function publicActFeed(
  ctx: AppContext,
  qrCodeId: string,
  origin: string,
  ifNoneMatch: string | undefined,
): Promise<FeedAnswer> {
  const act = await findPublicAct(ctx.db, qrCodeId);
  if (!act) throw notFound(calendarMessages.feedNotFound);
  return feed(ctx, act, { origin, withPrivate: false, etagSalt: 'public', ifNoneMatch });
}

/** One public gig as a calendar of one event, to add by hand. */
export async function publicGigFile(ctx: AppContext, gigId: number, origin: string): Promise<CalendarFile> {
  // A cancelled date of a series answers as cancelled, so a fan who imports it again sees so.
  const live = await findPublicGig(ctx.db, gigId);
  const gig = live ?? (await findPublicCancellation(ctx.db, gigId));
  if (!gig) throw notFound(calendarMessages.gigNotFound);
  const event = gigEvent(gig, gig, origin, hostOf(origin), live ? 'CONFIRMED' : 'CANCELLED');
  const ics = renderCalendar({ name: `${gig.stage_name} at ${gig.venue_name}`, events: [event] }, event.lastModified);
  return { ics, etag: weakEtag(['gig', gig.id, gig.updated_at, origin]), lastModified: event.lastModified };
}

const feedMac = (secret: string, actId: number, nonce: string) =>
  createHmac('sha256', secret).update(`calendar:${actId}:${nonce}`).digest('base64url').slice(0, 32);

/** The private feed's token: the act's id and an HMAC of its current secret, which a reset replaces. */
const privateToken = (secret: string, actId: number, nonce: string) => `${actId}-${feedMac(secret, actId, nonce)}`;

/** The act's private feed, when the token is its current one; a reset token is as unknown as a made-up one. */
export async function privateActFeed(
  ctx: AppContext,
  token: string,
  origin: string,
  ifNoneMatch: string | undefined,
): Promise<FeedAnswer> {
  const match = /^(\d{1,12})-([A-Za-z0-9_-]{32})$/.exec(token);
  const act = match ? await findActById(ctx.db, Number(match[1])) : undefined;
  const isCurrent =
    act?.calendar_feed_nonce &&
    act.is_active === 1 &&
    timingSafeEqual(Buffer.from(match![2]!), Buffer.from(feedMac(ctx.secret, act.id, act.calendar_feed_nonce)));
  if (!act || !isCurrent) throw notFound(calendarMessages.feedNotFound);
  return feed(ctx, act, { origin, withPrivate: true, etagSalt: `private:${act.calendar_feed_nonce}`, ifNoneMatch });
}

export interface CalendarLinks {
  public_feed_path: string;
  private_feed_path: string;
}

/** The act's two feed addresses (paths; the page adds its own origin). The private one is made on first ask. */
export async function calendarLinks(
  ctx: AppContext,
  actId: number,
  options: { reset: boolean },
): Promise<CalendarLinks> {
  const before = await findActById(ctx.db, actId);
  if (!before) throw notFound(calendarMessages.feedNotFound);
  if (options.reset || !before.calendar_feed_nonce) {
    await setCalendarNonce(ctx.db, actId, randomBytes(16).toString('base64url'), !options.reset);
  }
  const act = (await findActById(ctx.db, actId))!;
  return {
    public_feed_path: `/api/musicians/${encodeURIComponent(act.qr_code_id)}/gigs.ics`,
    private_feed_path: `/api/calendars/${privateToken(ctx.secret, act.id, act.calendar_feed_nonce!)}.ics`,
  };
}
