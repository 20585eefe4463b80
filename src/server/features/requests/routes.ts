import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { hashIp } from '../../http/client-ip';
import { idParam, requestStatusBody, sessionIdParam } from '../../../shared/live';
import { songRequestBody } from '../../../shared/requests';
import { requireMusicianProfile } from '../musicians/require-profile';
import { isSecure } from '../auth/cookies';
import { deviceIdOf } from './device';
import { submitSongRequest } from './intake-service';
import { startTippedRequest } from '../tips/checkout-service';
import { changeRequestStatus } from './status-service';

/** Spec 1 §7 fan request intake; spec 2 §7 the musician's status changes. */
export const requestRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/sessions/:sessionId/requests',
      { schema: { params: sessionIdParam, body: songRequestBody } },
      async (request, reply) => {
        const requester = {
          deviceId: deviceIdOf(request, reply, isSecure(ctx, request)),
          ipHash: hashIp(request.ip, ctx.secret),
        };
        // A tip is paid first: 202 with the checkout; the request is queued when the payment succeeds.
        if (request.body.tip_amount > 0) {
          const checkout = await startTippedRequest(ctx, request.params.sessionId, request.body, requester);
          return reply.code(202).send({ success: true, checkout });
        }
        const created = await submitSongRequest(ctx, request.params.sessionId, request.body, requester);
        return reply.code(201).send({ success: true, request: created });
      },
    );

    app.put(
      '/api/requests/:id/status',
      { schema: { params: idParam, body: requestStatusBody } },
      async (request, reply) => {
        const { profile } = await requireMusicianProfile(ctx, request, reply);
        return {
          success: true,
          request: await changeRequestStatus(ctx, profile.id, request.params.id, request.body.status),
        };
      },
    );
  };
