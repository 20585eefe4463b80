import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes, eventStream } from '../../http/openapi';
import { activeSession } from '../../../shared/public';
import { createMicroCache } from '../../http/micro-cache';
import { streamChannel } from '../../http/sse';
import { streamContext } from '../../http/stream-context';
import { channels } from '../../realtime/event-bus';
import { listActiveSessions } from './public-queries';

/** Spec 1 §7 GET /api/sessions/active: who is playing right now. */
export const livePublicRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Public', access: 'public' });
    // Every fan's phone polls this list: serve it from a one-second cache that a session going
    // live or ending clears at once (on every instance, through the bus).
    const activeList = createMicroCache(1000, () => listActiveSessions(ctx.db));
    const stopListening = ctx.bus.subscribe(channels.activeSessions, {
      event: () => activeList.invalidate(),
      resync: () => activeList.invalidate(),
    });
    app.addHook('onClose', async () => stopListening());

    app.get(
      '/api/sessions/active',
      { schema: { summary: 'Live shows now, for fans to pick from', response: { 200: z.array(activeSession) } } },
      // The cache holds the JSON text, which Fastify sends as it is (the schema documents its shape).
      async (_request, reply) => reply.type('application/json; charset=utf-8').send((await activeList.get()) as never),
    );

    // Sessions going live or ending, pushed; the 30 s polling of the spec stays as the fallback.
    app.get(
      '/api/sessions/active/stream',
      {
        schema: {
          summary: 'Live shows starting, pausing and ending, pushed (a snapshot first)',
          response: {
            200: eventStream(
              'Events `snapshot`, `session.started`, `session.paused`, `session.resumed`, `session.ended`, as JSON data.',
            ),
          },
        },
      },
      async (request, reply) => {
        await streamChannel(request, reply, {
          ...streamContext(ctx, request),
          channel: channels.activeSessions,
          snapshot: async () => ({ type: 'snapshot', data: await listActiveSessions(ctx.db) }),
        });
      },
    );
  };
