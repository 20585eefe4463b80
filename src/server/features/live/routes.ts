import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { streamChannel } from '../../http/sse';
import { channels } from '../../realtime/event-bus';
import { idParam, liveMessages, startLiveSessionBody } from '../../../shared/live';
import { requireMusicianProfile } from '../musicians/require-profile';
import { findOpenSession, listSessionRequests } from './queries';
import { currentLiveSession, endLiveSession, resumeLiveSession, startLiveSession } from './service';

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

    app.post('/api/sessions/live/:id/resume', { schema: { params: idParam } }, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return { success: true, session: await resumeLiveSession(ctx, profile.id, request.params.id) };
    });

    app.get('/api/sessions/live/requests', async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      const session = await findOpenSession(ctx.db, profile.id);
      if (!session) throw notFound(liveMessages.noActiveSession);
      return { session, requests: await listSessionRequests(ctx.db, session.id) };
    });

    // The queue pushed as it changes: a snapshot first, then request.created / request.updated /
    // session.ended events; a reconnect with Last-Event-ID replays what it missed.
    app.get('/api/sessions/live/requests/stream', async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      await streamChannel(request, reply, {
        bus: ctx.bus,
        channel: channels.musicianQueue(profile.id),
        streams: ctx.streams,
        snapshot: async () => {
          const session = await findOpenSession(ctx.db, profile.id);
          return {
            type: 'snapshot',
            data: { session: session ?? null, requests: session ? await listSessionRequests(ctx.db, session.id) : [] },
          };
        },
      });
    });
  };
