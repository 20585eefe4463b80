import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { describeRoutes, success } from '../../http/openapi';
import { sessionIdParam } from '../../../shared/live';
import { pushEndpointQuery, pushPublicKey, pushSubscriptionBody } from '../../../shared/push-follows';
import { existingDeviceId } from './device';
import { requirePush } from '../../push/check-subscription';
import { subscribeToRequestPushes, unsubscribeFromRequestPushes } from './buzz-service';

/** "Buzz me when it's next": a phone's Web Push subscription for a show (docs/decisions/033). */
export const buzzRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Requests', access: 'public' });
    app.get(
      '/api/push/public-key',
      {
        schema: {
          summary: "The server's VAPID public key, which a browser subscribes to push with",
          response: { 200: pushPublicKey },
        },
        config: { codes: { 404: ['push_unavailable'] } },
      },
      async () => ({ public_key: requirePush(ctx).publicKey }),
    );

    app.post(
      '/api/sessions/:sessionId/push-subscriptions',
      {
        schema: {
          summary: 'Buzz this phone when one of its songs at the show is up next and when it is playing (Web Push)',
          description:
            'The body is the browser’s PushSubscription (`toJSON()`). The phone’s device cookie ties it to the phone’s requests; it is deleted when the show ends. 201 when new, 200 when this phone had it already.',
          params: sessionIdParam,
          body: pushSubscriptionBody,
          response: { 200: success, 201: success },
        },
        config: {
          codes: {
            400: ['push_endpoint_refused', 'push_keys_invalid'],
            404: ['session_not_live', 'push_unavailable'],
            409: ['push_nothing_requested'],
          },
        },
      },
      async (request, reply) => {
        const { isNew } = await subscribeToRequestPushes(
          ctx,
          request.params.sessionId,
          existingDeviceId(request),
          request.body,
        );
        return reply.code(isNew ? 201 : 200).send({ success: true });
      },
    );

    app.delete(
      '/api/sessions/:sessionId/push-subscriptions',
      {
        schema: {
          summary: 'Stop buzzing this phone for the show (its subscription with this endpoint)',
          params: sessionIdParam,
          querystring: pushEndpointQuery,
          response: { 200: success },
        },
        config: { codes: { 404: ['push_not_subscribed', 'push_unavailable'] } },
      },
      async (request) => {
        await unsubscribeFromRequestPushes(
          ctx,
          request.params.sessionId,
          existingDeviceId(request),
          request.query.endpoint,
        );
        return { success: true };
      },
    );
  };
