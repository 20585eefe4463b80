import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes, success } from '../../http/openapi';
import { contactMessages, sendMessageBody } from '../../../shared/messages/contact';
import { sendMessageToArtist } from './send-service';

/** Spec 2 §7 POST /api/messages/send: anonymous, so rate limited per IP. */
export const messagesSendRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Public', access: 'public' });
    app.post(
      '/api/messages/send',
      {
        schema: {
          summary: 'Send a message to a musician (no account needed)',
          body: sendMessageBody,
          response: { 201: success.extend({ id: z.number() }) },
        },
        config: {
          errors: [403, 404],
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
