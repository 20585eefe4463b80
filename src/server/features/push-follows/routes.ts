import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes, success } from '../../http/openapi';
import { pushEndpointQuery, pushSubscriptionBody } from '../../../shared/push-follows';
import { followByPush, unfollowByPush } from './service';

const qrParam = z.object({ qrCodeId: z.string().min(1).max(64) });

/** Following a musician by push: buzzed when they go live (docs/decisions/033). */
export const pushFollowRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Musicians', access: 'public' });
    app.post(
      '/api/musicians/:qrCodeId/push-followers',
      {
        schema: {
          summary: 'Buzz this browser when the musician goes live (Web Push)',
          description:
            'The body is the browser’s PushSubscription (`toJSON()`). 201 when new, 200 when it followed already.',
          params: qrParam,
          body: pushSubscriptionBody,
          response: { 200: success, 201: success },
        },
        config: {
          codes: { 400: ['push_endpoint_refused', 'push_keys_invalid'], 404: ['not_found', 'push_unavailable'] },
        },
      },
      async (request, reply) => {
        const { isNew } = await followByPush(ctx, request.params.qrCodeId, request.body);
        return reply.code(isNew ? 201 : 200).send({ success: true });
      },
    );

    app.delete(
      '/api/musicians/:qrCodeId/push-followers',
      {
        schema: {
          summary: 'Stop buzzing this browser when the musician goes live',
          params: qrParam,
          querystring: pushEndpointQuery,
          response: { 200: success },
        },
        config: { codes: { 404: ['not_found', 'push_not_subscribed', 'push_unavailable'] } },
      },
      async (request) => {
        await unfollowByPush(ctx, request.params.qrCodeId, request.query.endpoint);
        return { success: true };
      },
    );
  };
