import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { streamChannel } from '../../http/sse';
import { channels } from '../../realtime/event-bus';
import { listActiveSessions } from './public-queries';

/** Spec 1 §7 GET /api/sessions/active: who is playing right now. */
export const livePublicRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/sessions/active', async () => listActiveSessions(ctx.db));

    // Sessions going live or ending, pushed; the 30 s polling of the spec stays as the fallback.
    app.get('/api/sessions/active/stream', async (request, reply) => {
      await streamChannel(request, reply, {
        bus: ctx.bus,
        channel: channels.activeSessions,
        streams: ctx.streams,
        snapshot: async () => ({ type: 'snapshot', data: await listActiveSessions(ctx.db) }),
      });
    });
  };
