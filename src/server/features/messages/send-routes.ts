import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { contactMessages, sendMessageBody } from '../../../shared/contact';
import { sendMessageToArtist } from './send-service';

/** Spec 2 §7 POST /api/messages/send: anonymous, so rate limited per IP. */
export const messagesSendRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/messages/send',
      {
        schema: { body: sendMessageBody },
        config: {
          rateLimit: {
            ...ctx.limits.contact,
            errorResponseBuilder: () => Object.assign(new Error(contactMessages.tooMany), { statusCode: 429 }),
          },
        },
      },
      async (request, reply) => {
        const id = await sendMessageToArtist(ctx, request.body, request.ip);
        return reply.code(201).send({ success: true, id });
      },
    );
  };
