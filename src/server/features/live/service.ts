import { copySetlistIntoShow } from './night-service';
import { settleShowPrices } from '../tips/request-price-service';
import { authorizeOwner } from '../../security/policies';
import type { AppContext } from '../../context';
import { tellFollowersLive } from '../followers/public';
import { forgetShowPushes } from '../requests/public';
import type { MusicianProfile } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { channels } from '../../realtime/event-bus';
import { liveMessages, type LiveSession, type SessionStats, type StartLiveSessionBody } from '../../../shared/live';
import type { QueueSessionUpdate } from '../../../shared/live/queue-events';
import { isProfileComplete } from '../../../shared/musicians/profile';
import { recordVenueUse } from '../venues/public';
import { hasOpenSongs } from '../repertoire/public';
import { repertoireMessages } from '../../../shared/repertoire';
import { requireSubscriptionAccess } from '../subscriptions/service';
import {
  findOpenSession,
  findSessionById,
  insertLiveSession,
  listSessionRequests,
  markSessionEnded,
  sessionStats,
  setSessionStatus,
  setSessionSetting,
  type SessionSetting,
} from './queries';

/** Spec 1 §4 "Live session": one open session per musician, only with a complete profile. */
export async function startLiveSession(
  ctx: AppContext,
  profile: MusicianProfile,
  input: StartLiveSessionBody,
): Promise<LiveSession> {
  if (!isProfileComplete(profile)) throw forbidden(liveMessages.profileIncomplete, 'profile_incomplete');
  await requireSubscriptionAccess(ctx, profile.id);
  if (input.start_time && input.end_time && input.end_time <= input.start_time) {
    throw badRequest('The end time must be after the start time', 'end_before_start');
  }
  if (await findOpenSession(ctx.db, profile.id)) throw conflict(liveMessages.alreadyLive, 'already_live');
  const at = ctx.clock.now().toISOString();
  let session: LiveSession;
  try {
    // Also on the musician's queue channel: the venue screen, which follows only that, wakes up.
    const queue = channels.musicianQueue(profile.id);
    session = await ctx.bus.transaction([channels.activeSessions, queue], async (trx, emit) => {
      const { venueId } = await recordVenueUse(trx, profile.id, input.venue_name, input.location_address, at);
      const started = await insertLiveSession(trx, {
        musician_id: profile.id,
        venue_id: venueId,
        venue_name: input.venue_name,
        session_name: input.session_name,
        location_address: input.location_address,
        planned_end_at: input.end_time,
        at,
      });
      if (input.gig_id !== null) {
        // Only the musician's own gig; the show and the link commit together.
        const linked = await trx
          .updateTable('scheduled_gigs')
          .set({ live_session_id: started.id, updated_at: at })
          .where('id', '=', input.gig_id)
          .where('musician_id', '=', profile.id)
          .executeTakeFirst();
        if (linked.numUpdatedRows === 0n) throw notFound('Gig not found');
      }
      if (input.setlist_id !== null) await copySetlistIntoShow(trx, profile.id, started.id, input.setlist_id);
      await emit(channels.activeSessions, 'session.started', { id: started.id });
      await emit(queue, 'session.started', { id: started.id });
      // Their e-mails commit with the show: a refused "Go live" tells no one.
      await tellFollowersLive(trx, ctx, { id: started.id, musician_id: profile.id, venue_name: input.venue_name });
      return started;
    });
  } catch (error) {
    // Two "Go live" taps at once: the partial unique index lets exactly one through.
    if (isUniqueViolation(error)) throw conflict(liveMessages.alreadyLive, 'already_live');
    throw error;
  }
  return session;
}

/** The musician's open session and its requests (the queue read and every stream snapshot). */
export async function liveQueue(ctx: AppContext, musicianId: number) {
  const session = await findOpenSession(ctx.db, musicianId);
  return { session: session ?? null, requests: session ? await listSessionRequests(ctx.db, session.id) : [] };
}

export async function currentLiveSession(ctx: AppContext, musicianId: number): Promise<LiveSession | null> {
  return (await findOpenSession(ctx.db, musicianId)) ?? null;
}

async function ownedSession(ctx: AppContext, musicianId: number, sessionId: number) {
  return authorizeOwner('liveSession', await findSessionById(ctx.db, sessionId), musicianId);
}

export async function endLiveSession(
  ctx: AppContext,
  musicianId: number,
  sessionId: number,
  by: 'musician' | 'admin' = 'musician',
): Promise<SessionStats> {
  const session =
    by === 'admin' ? await findSessionById(ctx.db, sessionId) : await ownedSession(ctx, musicianId, sessionId);
  if (!session) throw notFound(liveMessages.sessionNotFound);
  const queue = channels.musicianQueue(session.musician_id);
  // The queue's lock makes the end wait for a request being stored, and any later request see it.
  const ended = await ctx.bus.transaction([channels.activeSessions, queue], async (trx, emit) => {
    if (!(await markSessionEnded(trx, sessionId, by, ctx.clock.now().toISOString()))) return false;
    // Phones asked to be buzzed for this show only: their subscriptions end with it.
    await forgetShowPushes(trx, sessionId);
    await emit(channels.activeSessions, 'session.ended', { id: sessionId });
    await emit(queue, 'session.ended', { id: sessionId });
    return true;
  });
  if (!ended) throw conflict(liveMessages.alreadyEnded, 'session_ended');
  // Requests not played are not paid for: their held prices go back now, after the commit.
  await settleShowPrices(ctx, sessionId);
  return sessionStats(ctx.db, sessionId);
}

/** Spec 2 §4: an admin may pause a session; the musician resumes it from the dashboard. */
export async function resumeLiveSession(ctx: AppContext, musicianId: number, sessionId: number): Promise<LiveSession> {
  await ownedSession(ctx, musicianId, sessionId);
  const queue = channels.musicianQueue(musicianId);
  const resumed = await ctx.bus.transaction([channels.activeSessions, queue], async (trx, emit) => {
    if (!(await setSessionStatus(trx, sessionId, 'paused', 'active'))) return false;
    await emit(channels.activeSessions, 'session.resumed', { id: sessionId });
    await emit(queue, 'session.updated', {
      id: sessionId,
      status: 'active',
      paused_by: null,
    } satisfies QueueSessionUpdate);
    return true;
  });
  if (!resumed) throw conflict(liveMessages.notPaused, 'session_not_paused');
  const session = await findOpenSession(ctx.db, musicianId);
  if (!session) throw notFound(liveMessages.sessionNotFound);
  return session;
}

/**
 * Spec 2 §4: an admin pauses a show; so may the musician, for a break, without ending
 * it. It stays in the public live lists marked paused (fans' pages learn at once, from the same
 * stream), fans' requests are refused with a clear message, and the musician's manager and
 * dashboard learn of it at once. The musician resumes either kind.
 */
export async function pauseLiveSession(
  ctx: AppContext,
  sessionId: number,
  by: { admin: true } | { musicianId: number },
): Promise<LiveSession> {
  const session =
    'admin' in by ? await findSessionById(ctx.db, sessionId) : await ownedSession(ctx, by.musicianId, sessionId);
  if (!session) throw notFound(liveMessages.sessionNotFound);
  const pausedBy = 'admin' in by ? 'admin' : 'musician';
  const queue = channels.musicianQueue(session.musician_id);
  const paused = await ctx.bus.transaction([channels.activeSessions, queue], async (trx, emit) => {
    if (!(await setSessionStatus(trx, sessionId, 'active', 'paused', pausedBy))) return false;
    await emit(channels.activeSessions, 'session.paused', { id: sessionId });
    await emit(queue, 'session.updated', {
      id: sessionId,
      status: 'paused',
      paused_by: pausedBy,
    } satisfies QueueSessionUpdate);
    return true;
  });
  if (!paused) throw conflict(liveMessages.notActive, 'session_not_active');
  return sessionAfterChange(ctx, sessionId);
}

/**
 * The show takes only songs from the musician's repertoire, or any song again. Fans' pages re-read
 * the show (its suggestions and its note) from the live-shows stream.
 */
export async function setRepertoireOnly(
  ctx: AppContext,
  musicianId: number,
  sessionId: number,
  repertoireOnly: boolean,
): Promise<LiveSession> {
  await openOwnedSession(ctx, musicianId, sessionId);
  if (repertoireOnly && !(await hasOpenSongs(ctx.db, musicianId))) {
    throw conflict(repertoireMessages.emptyRepertoireOnly, 'repertoire_empty');
  }
  return setShowSetting(ctx, musicianId, sessionId, { repertoire_only: repertoireOnly ? 1 : 0 }, { isPublic: true });
}

/**
 * Whether fans see tonight's songs with their counts and may back one (+1). The fans' streams
 * read their list again on the show's `session.updated`.
 */
export async function setFansBackSongs(
  ctx: AppContext,
  musicianId: number,
  sessionId: number,
  fansBackSongs: boolean,
): Promise<LiveSession> {
  await openOwnedSession(ctx, musicianId, sessionId);
  return setShowSetting(ctx, musicianId, sessionId, { fans_back_songs: fansBackSongs ? 1 : 0 }, { isPublic: false });
}

/** The musician's own show, refused once ended: its switches and limits mean nothing then. */
async function openOwnedSession(ctx: AppContext, musicianId: number, sessionId: number) {
  const session = await ownedSession(ctx, musicianId, sessionId);
  if (session.status === 'ended') throw conflict(liveMessages.alreadyEnded, 'session_ended');
  return session;
}

/**
 * One setting of the show (a switch, the request cap), set under the queue's lock, as the intake
 * reads them under it: a request is judged by the settings it meets. The musician's other devices
 * (a tablet on the stand, a phone) show the setting as it is; one that changes the show's public
 * page (`isPublic`) is announced on the live-shows stream too.
 */
async function setShowSetting(
  ctx: AppContext,
  musicianId: number,
  sessionId: number,
  setting: SessionSetting,
  { isPublic }: { isPublic: boolean },
): Promise<LiveSession> {
  const queue = channels.musicianQueue(musicianId);
  await ctx.bus.transaction(isPublic ? [channels.activeSessions, queue] : [queue], async (trx, emit) => {
    const { status, paused_by } = await setSessionSetting(trx, sessionId, setting);
    if (isPublic) await emit(channels.activeSessions, 'session.updated', { id: sessionId });
    await emit(queue, 'session.updated', { id: sessionId, status, paused_by, ...setting } satisfies QueueSessionUpdate);
  });
  return sessionAfterChange(ctx, sessionId);
}

/** The show as its musician reads it, once a change has committed. */
async function sessionAfterChange(ctx: AppContext, sessionId: number): Promise<LiveSession> {
  const { musician_id: _, ...updated } = (await findSessionById(ctx.db, sessionId))!;
  return updated;
}

/**
 * The musician caps how many requests this show takes (null: no cap). Their other devices show the
 * new cap at once, as they show a switch.
 */
export async function setRequestLimit(
  ctx: AppContext,
  musicianId: number,
  sessionId: number,
  maxRequests: number | null,
): Promise<LiveSession> {
  await openOwnedSession(ctx, musicianId, sessionId);
  return setShowSetting(ctx, musicianId, sessionId, { max_requests: maxRequests }, { isPublic: false });
}
