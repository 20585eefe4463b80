import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes, eventStream } from '../../http/openapi';
import { activeSession } from '../../../shared/live/public';
import { createMicroCache } from '../../http/micro-cache';
import { streamChannel, streamChannelWithState } from '../../http/sse/channel-stream';
import { streamContext } from '../../http/stream-context';
import { channels } from '../../realtime/event-bus';
import { listActiveSessions } from './public-queries';
import { myRequestsFeedsOf, showSongsFeedsOf } from '../requests/public';
import { followedShow } from '../requests/my-requests-service';
import { existingDeviceId } from '../../http/device-cookie';

/** Spec 1 §7 GET /api/sessions/active: who is playing right now. */
export const livePublicRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Public', access: 'public' });
    // Every fan's phone polls this list: serve it from a one-second cache that a session going
    // live or ending clears at once (on every instance, through the bus).
    // The channel's position is read before the list, so the kept list reflects at least it: a new
    // stream's snapshot comes from here, not from a database read per connection.
    const activeList = createMicroCache(
      1000,
      () => listActiveSessions(ctx.db),
      () => ctx.bus.latestId(channels.activeSessions),
    );
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
    // A fan page that follows its own requests asks for them on the same stream: one connection
    // per phone, so a venue's shared Wi-Fi carries its audience (docs/decisions/018).
    app.get(
      '/api/sessions/active/stream',
      {
        schema: {
          summary: 'Live shows starting, pausing and ending, pushed (a snapshot first)',
          description:
            "With `my_requests={sessionId}`, the same stream also carries this phone's own requests to that show (event `my-requests`, the whole list on connect and after each change, as GET /api/sessions/{sessionId}/my-requests answers) until the show ends. With `songs={sessionId}`, it carries tonight's songs of that show with their counts and this phone's +1s (event `show-songs`, as GET /api/sessions/{sessionId}/songs answers).",
          querystring: z.object({
            my_requests: z.coerce.number().int().positive().optional(),
            songs: z.coerce.number().int().positive().optional(),
            lastEventId: z.string().optional(),
          }),
          response: {
            200: eventStream(
              'Events `snapshot`, `session.started`, `session.updated`, `session.paused`, `session.resumed`, `session.ended`, as JSON data; `my-requests` and `show-songs` when asked for.',
            ),
          },
        },
        config: { errors: [404] },
      },
      async (request, reply) => {
        const options = {
          ...streamContext(ctx, request),
          channel: channels.activeSessions,
          // The kept list when it is at least as new as the stream's start; a fresh read when a
          // change has not reached this instance's cache yet (its event is still on its way).
          snapshot: async (latest: number) => {
            const kept = await activeList.getPositioned();
            if (kept.at >= latest) return { type: 'snapshot', ...kept };
            return { type: 'snapshot', data: await listActiveSessions(ctx.db) };
          },
        };
        const { my_requests: followed, songs } = request.query;
        if (followed === undefined && songs === undefined) return streamChannel(request, reply, options);
        const deviceId = existingDeviceId(request);
        const states = [];
        if (followed !== undefined)
          states.push(myRequestsFeedsOf(ctx).feed(await followedShow(ctx, followed), deviceId));
        if (songs !== undefined) states.push(showSongsFeedsOf(ctx).feed(await followedShow(ctx, songs), deviceId));
        return streamChannelWithState(request, reply, { ...options, states, kind: 'fan-page' });
      },
    );
  };
