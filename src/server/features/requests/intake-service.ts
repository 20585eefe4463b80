import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { AppError, badRequest, conflict, notFound, tooManyRequests } from '../../http/errors';
import { channels, type Emit } from '../../realtime/event-bus';
import type { SongRequest } from '../../../shared/live';
import {
  notTakingFromYouMessage,
  requestMessages,
  sessionPausedMessage,
  showFullMessage,
  type SongRequestBody,
} from '../../../shared/requests';
import { recordSongRequest } from '../songs/public';
import { findOpenSongByTitle } from '../repertoire/public';
import { repertoireMessages } from '../../../shared/repertoire';
import { songKey } from '../../../shared/songs/song-key';
import { requestWindows } from './limits';
import { admitInDatabase, findSessionForIntake, hasRecentSameSong, insertSongRequest, intakeCounts } from './queries';
import { MAX_INLINE_DATA, notifyChannelName } from '../../realtime/postgres-bus';
import { GroupCommit, type Outcome } from './group-commit';
import { findKeyedSend, findRequestById, recordKeyedSend, type SendKey } from './idempotency';

export interface Requester {
  deviceId: string;
  ipHash: string;
}

export type IntakeSession = { id: number; musician_id: number };

export interface ShowTakingRequests extends IntakeSession {
  custom_pricing_enabled: number;
  default_request_price: number;
  premium_request_price: number;
}

/** What a request has paid, once its payment has succeeded (nothing, for a free request). */
export interface PaidPart {
  tip: number;
  price: number;
  premium: boolean;
}

export const unpaid: PaidPart = { tip: 0, price: 0, premium: false };

/**
 * Spec 2 pricing (docs/decisions/006): with custom pricing on, a request costs the standard price,
 * or the premium price when the fan chooses premium; with it off, requests are free and premium is
 * not offered.
 */
export function requestPrice(show: ShowTakingRequests, premium: boolean): number {
  if (show.custom_pricing_enabled !== 1) {
    if (premium) throw badRequest(requestMessages.premiumNotOffered, 'premium_not_offered');
    return 0;
  }
  return premium ? show.premium_request_price : show.default_request_price;
}

/**
 * The show a fan is sending to, if it takes requests: live and its musician's account active. A
 * private profile's show is on no public list, but takes requests through its QR code like any
 * other: the musician is live, and their fans scanned it at the venue.
 */
export async function findShowTakingRequests(ctx: AppContext, sessionId: number): Promise<ShowTakingRequests> {
  const session = await findSessionForIntake(ctx.db, sessionId);
  if (!session || session.status === 'ended' || session.is_active !== 1) {
    throw notFound(requestMessages.sessionNotActive, 'session_not_live');
  }
  if (session.status === 'paused') throw conflict(sessionPausedMessage, 'requests_paused');
  return session;
}

/**
 * The show's rules for one request, read from `db` (the queue's transaction, or a first look
 * before a fan pays): whether the show takes it from this phone and address now, under which
 * title and artist it is filed, and whether this phone asked for that song within the cooldown.
 * Every check is a read, and all but the repertoire's are one prepared statement. Throws the
 * refusal in the fan's words.
 */
export async function checkAdmissible(
  ctx: AppContext,
  db: Db,
  session: IntakeSession,
  input: Pick<SongRequestBody, 'song_title' | 'artist_name'>,
  requester: Requester,
): Promise<{ songTitle: string; artistName: string | null; sameSong: boolean }> {
  const now = ctx.clock.now().getTime();
  const sameSongSince = new Date(now - requestWindows.sameSongWindowMs).toISOString();
  const asked = { titleKey: songKey(input.song_title), artistKey: songKey(input.artist_name), since: sameSongSince };
  const counts = await intakeCounts(db, {
    sessionId: session.id,
    deviceId: requester.deviceId,
    ipHash: requester.ipHash,
    since: new Date(now - requestWindows.windowMs).toISOString(),
    song: asked,
    limits: ctx.config.fanRequestLimits,
  });
  if (counts.status === 'paused') throw conflict(sessionPausedMessage, 'requests_paused');
  if (counts.status !== 'active') throw notFound(requestMessages.sessionNotActive, 'session_not_live');
  if (counts.isBlocked) throw conflict(notTakingFromYouMessage, 'device_blocked');
  if (counts.maxRequests !== null && counts.total >= counts.maxRequests) throw conflict(showFullMessage, 'show_full');
  if (counts.fromDevice >= ctx.config.fanRequestLimits.perDevice)
    throw tooManyRequests(requestMessages.tooManyFromDevice);
  if (counts.fromIp >= ctx.config.fanRequestLimits.perIp) throw tooManyRequests(requestMessages.tooManyFromNetwork);
  if (!counts.repertoireOnly) {
    return { songTitle: input.song_title, artistName: input.artist_name, sameSong: counts.sameSong };
  }
  // A repertoire-only show takes a title from the musician's open songs, whoever the
  // fan says sang it, and files it under the list's own spelling so the manager groups it.
  const song = await findOpenSongByTitle(db, session.musician_id, asked.titleKey);
  if (!song) throw conflict(repertoireMessages.notInRepertoire, 'not_in_repertoire');
  const artistName = input.artist_name ?? song.artist;
  const artistKey = songKey(artistName);
  // Filed under the list's artist, the song is another catalogue row than the one counted above.
  const sameSong =
    artistKey === asked.artistKey
      ? counts.sameSong
      : await hasRecentSameSong(db, {
          sessionId: session.id,
          deviceId: requester.deviceId,
          since: sameSongSince,
          titleKey: asked.titleKey,
          artistKey,
        });
  return { songTitle: song.title, artistName, sameSong };
}

/**
 * Admits one request into a show's queue, inside a transaction that locked the musician's queue
 * channel first (every change to that queue locks it first too). So the checks and the insert run
 * while no other change to the show can commit: the per-phone and per-address limits and the
 * same-song rule hold exactly under any number of concurrent fans, on PostgreSQL as on SQLite, and
 * each check reads at most a limit's worth of index entries. Every refusal is thrown before the
 * first write, so a refused request leaves nothing in the transaction: group commit relies on it to
 * answer a refusal without rolling back its batch-mates. Free requests (in batches) and paid ones
 * (features/tips, one at a time) both come through here.
 */
export async function admitRequest(
  ctx: AppContext,
  trx: Db,
  emit: Emit,
  session: IntakeSession,
  input: SongRequestBody,
  requester: Requester,
  paid: PaidPart,
): Promise<SongRequest> {
  const at = ctx.clock.now().toISOString();
  // Read under the lock: the show may have ended, been paused or changed mode since the first look.
  const { songTitle, artistName, sameSong } = await checkAdmissible(ctx, trx, session, input, requester);
  if (sameSong) throw conflict(requestMessages.sameSongRecently, 'same_song_recently');

  const songId = await recordSongRequest(trx, {
    songTitle,
    artistName,
    musicianId: session.musician_id,
    at,
  });
  const created = await insertSongRequest(trx, {
    session_id: session.id,
    musician_id: session.musician_id,
    song_id: songId,
    song_title: songTitle,
    artist_name: artistName,
    fan_name: input.fan_name,
    message: input.message,
    device_id: requester.deviceId,
    ip_hash: requester.ipHash,
    tip_amount: paid.tip,
    price_amount: paid.price,
    is_premium: paid.premium ? 1 : 0,
    at,
  });
  await emit(channels.musicianQueue(session.musician_id), 'request.created', created);
  return created;
}

const refusals = {
  not_active: () => notFound(requestMessages.sessionNotActive, 'session_not_live'),
  paused: () => conflict(sessionPausedMessage, 'requests_paused'),
  blocked: () => conflict(notTakingFromYouMessage, 'device_blocked'),
  full: () => conflict(showFullMessage, 'show_full'),
  device: () => tooManyRequests(requestMessages.tooManyFromDevice),
  ip: () => tooManyRequests(requestMessages.tooManyFromNetwork),
  same_song: () => conflict(requestMessages.sameSongRecently, 'same_song_recently'),
} as const;

/**
 * PostgreSQL: the same rules, in the same order, and the same writes as `admitRequest`, in one
 * round trip to the database function of migration 023, which appends the event and its NOTIFY
 * itself. Undefined for a repertoire-only show's request, which `admitRequest` admits instead.
 */
async function admitInOneRoundTrip(
  ctx: AppContext,
  db: Db,
  { session, input, requester }: FreeRequest,
): Promise<SongRequest | undefined> {
  const now = ctx.clock.now().getTime();
  const admission = await admitInDatabase(db, {
    sessionId: session.id,
    musicianId: session.musician_id,
    songTitle: input.song_title,
    artistName: input.artist_name,
    titleKey: songKey(input.song_title),
    artistKey: songKey(input.artist_name),
    fanName: input.fan_name,
    message: input.message,
    deviceId: requester.deviceId,
    ipHash: requester.ipHash,
    since: new Date(now - requestWindows.windowMs).toISOString(),
    sameSongSince: new Date(now - requestWindows.sameSongWindowMs).toISOString(),
    perDevice: ctx.config.fanRequestLimits.perDevice,
    perIp: ctx.config.fanRequestLimits.perIp,
    at: new Date(now).toISOString(),
    channel: channels.musicianQueue(session.musician_id),
    notifyChannel: notifyChannelName(ctx.database.pgSchema),
    maxInline: MAX_INLINE_DATA,
  });
  if ('refused' in admission) throw refusals[admission.refused]();
  if ('fallback' in admission) return undefined;
  return admission.request;
}

/** One fan's free request waiting for its batch. */
interface FreeRequest {
  ctx: AppContext;
  session: IntakeSession;
  input: SongRequestBody;
  requester: Requester;
  send: SendKey | undefined;
}

type Submitted = { request: SongRequest; isReplay: boolean };

/** One request of a batch, in the batch's transaction: a replay of its key, or an admission. */
async function admitFreeRequest(trx: Db, emit: Emit, free: FreeRequest) {
  const { ctx, session, input, requester, send } = free;
  if (send) {
    const prior = await findKeyedSend(trx, send);
    if (prior?.request_id) return { request: await findRequestById(trx, prior.request_id), isReplay: true };
    // The key made a checkout while the show had prices; now free, the fan's send is new.
    if (prior) throw conflict(requestMessages.idempotencyKeyReused, 'idempotency_key_reused');
  }
  const request =
    (ctx.database.dialect === 'postgres' ? await admitInOneRoundTrip(ctx, trx, free) : undefined) ??
    (await admitRequest(ctx, trx, emit, session, input, requester, unpaid));
  if (send) await recordKeyedSend(trx, send, { requestId: request.id }, ctx.clock.now().toISOString());
  return { request, isReplay: false };
}

/**
 * A batch in one transaction that locks every queue it touches (sorted, as always). Each request's
 * rules are checked in arrival order, so each sees its batch-mates admitted before it. A refusal
 * (an AppError, thrown before the request wrote anything) is that request's answer; any other
 * error rolls the batch back, and then each request runs again alone, so a request that breaks its
 * transaction fails only itself.
 */
async function admitBatch(batch: FreeRequest[]): Promise<Outcome<Submitted>[]> {
  const ctx = batch[0]!.ctx;
  const lone = batch.length === 1 && ctx.database.dialect === 'postgres' && !batch[0]!.send;
  if (lone) {
    // Alone and without a key: the database function is the whole transaction, one round trip
    // holding the show's lock. A repertoire-only show's request takes the transaction below.
    try {
      const request = await admitInOneRoundTrip(ctx, ctx.db, batch[0]!);
      if (request) return [{ ok: true, value: { request, isReplay: false } }];
    } catch (error) {
      return [{ ok: false, error }];
    }
  }
  const queues = [...new Set(batch.map((r) => channels.musicianQueue(r.session.musician_id)))];
  try {
    return await ctx.bus.transaction(queues, async (trx, emit) => {
      const outcomes: Outcome<Submitted>[] = [];
      for (const request of batch) {
        try {
          outcomes.push({ ok: true, value: await admitFreeRequest(trx, emit, request) });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          outcomes.push({ ok: false, error });
        }
      }
      return outcomes;
    });
  } catch (error) {
    if (batch.length === 1) return [{ ok: false, error }];
    // One after another, in arrival order, so each still sees the ones before it.
    const alone: Outcome<Submitted>[] = [];
    for (const request of batch) alone.push((await admitBatch([request]))[0]!);
    return alone;
  }
}

const intakes = new WeakMap<AppContext, GroupCommit<FreeRequest, Submitted>>();

/**
 * Batches form per show's queue on PostgreSQL (shows do not wait for each other's locks), and
 * across shows on SQLite, which has one writer anyway: there a batch shares its COMMIT too.
 */
const batchKey = (ctx: AppContext, session: IntakeSession) =>
  ctx.database.dialect === 'sqlite' ? 'all' : channels.musicianQueue(session.musician_id);

/**
 * A fan's free song request (spec 1 §7 POST /api/sessions/{id}/requests): checked against the
 * show's anti-spam limits, stored as pending with its song matched to the catalogue, and
 * announced on the musician's queue, all in one transaction shared with the requests that arrived
 * with it (group commit, docs/decisions/025). With an Idempotency-Key, the key is looked up and
 * stored in that transaction too, under the queue's lock: however many retries of one key race,
 * one request is made and the others get it back (`isReplay`).
 */
export function submitSongRequest(
  ctx: AppContext,
  session: IntakeSession,
  input: SongRequestBody,
  requester: Requester,
  send?: SendKey,
): Promise<Submitted> {
  let intake = intakes.get(ctx);
  if (!intake) {
    intake = new GroupCommit(admitBatch);
    intakes.set(ctx, intake);
  }
  return intake.submit(batchKey(ctx, session), { ctx, session, input, requester, send });
}

/**
 * The request a key already made, whatever the show's state now: a retry after a lost answer
 * gets it even when the show has ended or filled up since. Undefined when the key made nothing
 * yet, or only a checkout still being paid.
 */
export async function replayedRequest(ctx: AppContext, send: SendKey): Promise<SongRequest | undefined> {
  const prior = await findKeyedSend(ctx.db, send);
  if (prior?.request_id) return findRequestById(ctx.db, prior.request_id);
  return undefined;
}
