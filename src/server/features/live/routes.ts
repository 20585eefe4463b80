import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { streamChannel } from '../../http/sse';
import { streamContext } from '../../http/stream-context';
import { channels } from '../../realtime/event-bus';
import { idParam, liveMessages, requestLimitBody, startLiveSessionBody } from '../../../shared/live';
import { requireMusicianProfile } from '../musicians/require-profile';
import { createQueueCache } from './queue-cache';
import {
  currentLiveSession,
  endLiveSession,
  liveQueue,
  resumeLiveSession,
  pauseLiveSession,
  setRequestLimit,
  startLiveSession,
} from './service';

/** Spec 1 §7 and spec 2 §7: the musician's live session and its request queue. */
export const liveRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/api/sessions/live', { schema: { body: startLiveSessionBody } }, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return reply.code(201).send({ success: true, session: await startLiveSession(ctx, profile, request.body) });
    });

    app.get('/api/sessions/live/current', async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return { session: await currentLiveSession(ctx, profile.id) };
    });

    app.post('/api/sessions/live/:id/end', { schema: { params: idParam } }, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return { success: true, session_stats: await endLiveSession(ctx, profile.id, request.params.id) };
    });

    // Issue 16: the musician stops taking requests for a while without ending the show.
    app.post('/api/sessions/live/:id/pause', { schema: { params: idParam } }, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return {
        success: true,
        session: await pauseLiveSession(ctx, request.params.id, { musicianId: profile.id }),
      };
    });

    app.put(
      '/api/sessions/live/:id/request-limit',
      { schema: { params: idParam, body: requestLimitBody } },
      async (request, reply) => {
        const { profile } = await requireMusicianProfile(ctx, request, reply);
        return {
          success: true,
          session: await setRequestLimit(ctx, profile.id, request.params.id, request.body.max_requests),
        };
      },
    );

    app.post('/api/sessions/live/:id/resume', { schema: { params: idParam } }, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return { success: true, session: await resumeLiveSession(ctx, profile.id, request.params.id) };
    });

    const queueRead = createQueueCache(ctx);
    app.get('/api/sessions/live/requests', async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      const queue = await queueRead(profile.id);
      if (!queue.live) throw notFound(liveMessages.noActiveSession);
      return reply.type('application/json; charset=utf-8').send(queue.json);
    });

    // The queue pushed as it changes: a snapshot first, then request.created / request.updated /
    // session.ended events; a reconnect with Last-Event-ID replays what it missed.
    app.get('/api/sessions/live/requests/stream', async (request, reply) => {
      const { profile, user, sessionId } = await requireMusicianProfile(ctx, request, reply);
      await streamChannel(request, reply, {
        ...streamContext(ctx, request),
        channel: channels.musicianQueue(profile.id),
        // Fans' names and messages: the stream ends when this sign-in does.
        owner: { userId: user.id, authSessionId: sessionId },
        snapshot: async () => ({ type: 'snapshot', data: await liveQueue(ctx, profile.id) }),
      });
    });
  };
