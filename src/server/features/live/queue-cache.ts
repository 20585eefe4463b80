import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { channels } from '../../realtime/event-bus';
import { requireAct } from '../acts/require-act';
import { COOKIE_NAMES } from '../auth/public';
import { channelPositions } from './queries';
import { liveQueue } from './service';
import { cookieOf } from '../../http/cookies';

/** Musicians whose queue is kept, and sign-ins remembered; the least recently read is dropped first. */
const MAX_KEPT = 1000;
/**
 * A remembered sign-in is resolved again after this long, so its expiry still slides forward. A
 * resolved musician's sign-in has 30 days less at most an hour left (the sliding expiry is written
 * hourly), so it cannot expire while remembered.
 */
const SIGN_IN_KEPT_MS = 10 * 60_000;

export type Encoding = 'br' | 'gzip';

export interface QueueRead {
  /** The queue as the JSON GET /api/sessions/live/requests sends. */
  json: string;
  live: boolean;
  /** The same JSON compressed, made on the first read that asks for it and kept with it. */
  compressed(encoding: Encoding): Buffer;
}

interface KeptQueue extends QueueRead {
  positions: string;
}

interface KeptSignIn {
  musicianId: number;
  /** The sign-ins channel's position read before the sign-in was resolved. */
  authPosition: string;
  until: number;
}

function keptQueue(json: string, live: boolean, positions: string): KeptQueue {
  const made: Partial<Record<Encoding, Buffer>> = {};
  return {
    json,
    live,
    positions,
    compressed: (encoding) =>
      (made[encoding] ??=
        encoding === 'br'
          ? // Made once per change of the queue and served to every read until the next: worth a high quality.
            zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
          : zlib.gzipSync(json, { level: 9 })),
  };
}

function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.delete(key);
  if (map.size >= MAX_KEPT) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/**
 * The queue read (GET /api/sessions/live/requests) kept per musician as its JSON, and as its
 * compressed bytes once a browser asks for them (so a browser's read costs no compression).
 * Everything it shows changes only with an event written in the change's own transaction: a
 * request arriving or changing status, or the session ending, on the musician's queue channel;
 * the session starting or resuming on the active-sessions channel. Each event moves its channel's
 * position, so a kept read is served only while both positions are still those read before it was
 * loaded: one primary-key lookup instead of the session, every request and their JSON.
 *
 * The signed-in musician behind a session cookie is remembered the same way: every revocation of a
 * sign-in (sign-out, password change or reset, deactivation, deleted account) writes an event on
 * the sign-ins channel in its own transaction, so a remembered sign-in holds while that channel's
 * position is the one read before it was resolved, and the three positions are one read. Reading
 * the positions first means a kept read may be newer than its key, never older, and the checks
 * hold on every instance at once, without waiting for the change's notification.
 */
export function createQueueCache(
  ctx: AppContext,
): (request: FastifyRequest, reply: FastifyReply) => Promise<QueueRead> {
  const kept = new Map<number, KeptQueue>();
  const signIns = new Map<string, KeptSignIn>();
  const queueOf = async (musicianId: number, positions: string): Promise<QueueRead> => {
    const entry = kept.get(musicianId);
    if (entry?.positions === positions) return entry;
    const queue = await liveQueue(ctx, musicianId);
    const read = keptQueue(JSON.stringify(queue), queue.session !== null, positions);
    remember(kept, musicianId, read);
    return read;
  };
  const positionsOf = async (musicianId: number) => {
    const [auth, ...queue] = (
      await channelPositions(ctx.db, [
        channels.authSessions,
        channels.musicianQueue(musicianId),
        channels.activeSessions,
      ])
    ).split(':');
    return { auth: auth!, queue: queue.join(':') };
  };
  return async (request, reply) => {
    const token = cookieOf(request, COOKIE_NAMES.user);
    const signedIn = token ? signIns.get(token) : undefined;
    if (signedIn && signedIn.until > ctx.clock.now().getTime()) {
      const positions = await positionsOf(signedIn.musicianId);
      if (positions.auth === signedIn.authPosition) {
        reply.header('Cache-Control', 'no-store');
        return queueOf(signedIn.musicianId, positions.queue);
      }
      signIns.delete(token!);
    }
    const { auth: authPosition } = await positionsOf(0);
    const { profile } = await requireAct(ctx, request, reply, 'queue');
    if (token)
      remember(signIns, token, {
        musicianId: profile.id,
        authPosition,
        until: ctx.clock.now().getTime() + SIGN_IN_KEPT_MS,
      });
    return queueOf(profile.id, (await positionsOf(profile.id)).queue);
  };
}
