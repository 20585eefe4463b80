import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { describeRoutes, success } from '../../http/openapi';
import { hashIp } from '../../http/client-ip';
import { backingBody, showSongs } from '../../../shared/requests/backing';
import { sessionIdParam } from '../../../shared/live';
import { pricedSongRequest } from '../../../shared/requests/priced-request';
import { isSecure } from '../auth/public';
import { deviceIdOf, existingDeviceId } from './device';
import { backSong, showSongsAt, withdrawBacking } from './backing-service';

/** Fans back each other's songs: tonight's list with its counts, a phone's +1 and taking it back. */
export const backingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Requests', access: 'public' });
    app.get(
      '/api/sessions/:sessionId/songs',
      {
        schema: {
          summary: "Tonight's songs at a show with how many asked, and this phone's +1s (titles only)",
          params: sessionIdParam,
          response: { 200: showSongs },
        },
        config: { errors: [404] },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return showSongsAt(ctx, request.params.sessionId, existingDeviceId(request));
      },
    );

    app.post(
      '/api/sessions/:sessionId/backings',
      {
        schema: {
          summary: "Back a song of tonight's list (+1): a request for it from this phone, one per song",
          params: sessionIdParam,
          body: backingBody,
          response: { 201: success.extend({ request: pricedSongRequest }) },
        },
        config: {
          codes: {
            404: ['session_not_live'],
            409: ['backing_off', 'already_backed', 'request_not_waiting', 'requests_paused'],
          },
          errors: [404, 409, 429],
        },
      },
      async (request, reply) => {
        const requester = {
          deviceId: deviceIdOf(request, reply, isSecure(ctx, request)),
          ipHash: hashIp(request.ip, ctx.secret),
        };
        const created = await backSong(ctx, request.params.sessionId, request.body.song_key, requester);
        return reply.code(201).send({ success: true, request: created });
      },
    );

    app.delete(
      '/api/sessions/:sessionId/backings',
      {
        schema: {
          summary: 'Take back this phone’s +1 for a song while its request is still waiting',
          params: sessionIdParam,
          querystring: backingBody,
          response: { 200: success },
        },
        config: {
          codes: { 404: ['session_not_live'], 409: ['backing_off', 'requests_paused', 'request_not_waiting'] },
          errors: [404, 409],
        },
      },
      async (request) => {
        await withdrawBacking(ctx, request.params.sessionId, request.query.song_key, existingDeviceId(request));
        return { success: true };
      },
    );
  };
