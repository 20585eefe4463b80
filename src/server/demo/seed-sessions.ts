import type { RequestStatus } from '../db/types';
import { createLiveSession } from './factories';
import { atClock, daysAfter, minutesAfter } from './dates';
import type { SeedContext, SeededMusician } from './seed-context';
import { insertRequests, pickTip, type PlannedRequest, type SongTallies } from './seed-requests';
import { recordVenueUse, venueOf } from './seed-venues';

/** The two acts on stage right now, where, and how many minutes ago they started. */
const liveNow = [
  {
    login: 'ellie',
    venue: 'The Crown & Anchor',
    sessionName: 'Acoustic Night',
    startedMinutesAgo: 14,
    requests: 6,
  },
  {
    login: 'jack',
    venue: 'The Tin Whistle',
    sessionName: 'Jack Calloway @ The Tin Whistle',
    startedMinutesAgo: 48,
    requests: 9,
  },
];

/** Default planned length of a session (spec 1 §9: end +3 hours). */
const SESSION_MINUTES = 180;

function musicianByLogin(ctx: SeedContext, login: string): SeededMusician {
  const musician = ctx.musicians.find((candidate) => candidate.demo.login === login);
  if (!musician) throw new Error(`No demo musician "${login}"`);
  return musician;
}

/**
 * A queue mid-set: the earliest requests played, the one on now accepted, one passed over, the
 * latest still waiting. Fans tip about half the time; a passed-over request carries no tip, as
 * its payment would have been refunded.
 */
function planLiveQueue(ctx: SeedContext, musician: SeededMusician, startedAt: Date, count: number): PlannedRequest[] {
  const span = (ctx.now.getTime() - startedAt.getTime()) / 60_000;
  const times = Array.from({ length: count }, () => minutesAfter(startedAt, 2 + ctx.random.next() * (span - 3))).sort(
    (a, b) => a.getTime() - b.getTime(),
  );
  const playedCount = Math.floor(count * 0.4);
  return times.map((createdAt, index) => {
    let status: RequestStatus = 'pending';
    if (index < playedCount) status = 'played';
    else if (index === playedCount) status = 'accepted';
    else if (index === playedCount + 1 && count > 5) status = 'declined';
    return { status, createdAt, tip: status === 'declined' ? 0 : pickTip(ctx, musician, 0.5) };
  });
}

/** After a finished night most requests were played, some passed over, a few never reached. */
function planFinishedQueue(
  ctx: SeedContext,
  musician: SeededMusician,
  startedAt: Date,
  minutes: number,
): PlannedRequest[] {
  const count = ctx.random.int(4, 10);
  return Array.from({ length: count }, () => minutesAfter(startedAt, 5 + ctx.random.next() * (minutes - 30)))
    .sort((a, b) => a.getTime() - b.getTime())
    .map((createdAt) => {
      const roll = ctx.random.next();
      const status: RequestStatus =
        roll < 0.72 ? 'played' : roll < 0.84 ? 'declined' : roll < 0.92 ? 'accepted' : 'pending';
      return { status, createdAt, tip: status === 'declined' ? 0 : pickTip(ctx, musician, 0.35) };
    });
}

export async function insertLiveSessions(
  ctx: SeedContext,
  tallies: SongTallies,
): Promise<{ sessions: number; requests: number }> {
  let requests = 0;
  for (const live of liveNow) {
    const musician = musicianByLogin(ctx, live.login);
    const venue = venueOf(ctx, live.venue);
    const startedAt = minutesAfter(ctx.now, -live.startedMinutesAgo);
    const session = await createLiveSession(ctx.trx, musician.profileId, {
      venue_id: venue.id,
      venue_name: venue.venue_name,
      session_name: live.sessionName,
      location_address: venue.location_address,
      status: 'active',
      started_at: startedAt.toISOString(),
      planned_end_at: minutesAfter(startedAt, SESSION_MINUTES).toISOString(),
      created_at: startedAt.toISOString(),
    });
    recordVenueUse(ctx, musician, venue.venue_name, startedAt);
    requests += await insertRequests(
      ctx,
      musician,
      session,
      planLiveQueue(ctx, musician, startedAt, live.requests),
      tallies,
    );
  }
  return { sessions: liveNow.length, requests };
}

/** Two to four finished evenings per act over the last four weeks (fewer for days-old trials). */
export async function insertPastSessions(
  ctx: SeedContext,
  tallies: SongTallies,
): Promise<{ sessions: number; requests: number }> {
  let sessions = 0;
  let requests = 0;
  for (const musician of ctx.musicians) {
    const daysSinceJoining = Math.floor((ctx.now.getTime() - musician.joinedAt.getTime()) / 86_400_000);
    // From two days back, so even a late set has ended before now and began after the act joined.
    const candidates = Array.from({ length: Math.max(0, Math.min(28, daysSinceJoining - 1) - 1) }, (_, i) => i + 2);
    const count = musician.demo.plan === 'trial' ? ctx.random.int(1, 2) : ctx.random.int(2, 4);
    const daysAgo = ctx.random.sample(candidates, count);
    for (const ago of daysAgo) {
      const venue = venueOf(ctx, ctx.random.pick(musician.demo.venues));
      const startedAt = atClock(
        daysAfter(ctx.now, -ago),
        ctx.random.pick([19 * 60 + 30, 20 * 60, 20 * 60 + 30, 21 * 60]),
      );
      const minutes = ctx.random.pick([150, 165, 180, 195]);
      const session = await createLiveSession(ctx.trx, musician.profileId, {
        venue_id: venue.id,
        venue_name: venue.venue_name,
        session_name: `${musician.demo.stageName} @ ${venue.venue_name}`,
        location_address: venue.location_address,
        status: 'ended',
        started_at: startedAt.toISOString(),
        planned_end_at: minutesAfter(startedAt, SESSION_MINUTES).toISOString(),
        ended_at: minutesAfter(startedAt, minutes).toISOString(),
        ended_by: 'musician',
        created_at: startedAt.toISOString(),
      });
      recordVenueUse(ctx, musician, venue.venue_name, startedAt);
      requests += await insertRequests(
        ctx,
        musician,
        session,
        planFinishedQueue(ctx, musician, startedAt, minutes),
        tallies,
      );
      sessions++;
    }
  }
  return { sessions, requests };
}
