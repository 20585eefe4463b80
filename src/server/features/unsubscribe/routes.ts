import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { unsubscribeFromMarketing, verifyUnsubscribeToken } from '../../email/notifications';
import { unsubscribeBody, unsubscribeMessages } from '../../../shared/unsubscribe';

/**
 * The button of the /unsubscribe page, opened from a marketing e-mail. The page itself changes
 * nothing (a mail scanner that follows links unsubscribes no one); this POST does. The signed
 * token names the musician, so no sign-in is needed.
 */
export const unsubscribeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/api/email/unsubscribe', { schema: { body: unsubscribeBody } }, async (request, reply) => {
      const musicianId = verifyUnsubscribeToken(ctx.secret, request.body.token);
      if (musicianId === undefined || !(await unsubscribeFromMarketing(ctx, musicianId))) {
        return reply.code(400).send({ error: unsubscribeMessages.invalid });
      }
      return { success: true };
    });
  };
