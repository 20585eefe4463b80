import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { describeRoutes, success } from '../../http/openapi';
import { unsubscribeWithToken } from './service';
import { unsubscribeBody, unsubscribeMessages } from '../../../shared/unsubscribe';

/**
 * The button of the /unsubscribe page, opened from a marketing e-mail. The page itself changes
 * nothing (a mail scanner that follows links unsubscribes no one); this POST does. The signed
 * token names the musician, so no sign-in is needed.
 */
export const unsubscribeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Public', access: 'public' });
    app.post(
      '/api/email/unsubscribe',
      {
        config: { codes: { 400: ['unsubscribe_link_invalid'] } },
        schema: {
          summary: 'Stop marketing e-mail, with the signed token of an e-mail’s link',
          body: unsubscribeBody,
          response: { 200: success },
        },
      },
      async (request) => {
        if (!(await unsubscribeWithToken(ctx, request.body.token))) {
          throw badRequest(unsubscribeMessages.invalid, 'unsubscribe_link_invalid');
        }
        return { success: true };
      },
    );
  };
