import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../http/errors';
import { describeRoutes, success } from '../../http/openapi';
import { unsubscribeWithToken } from './service';
import { unfollow } from '../followers/public';
import { oneClickPaths, oneClickQuery, unsubscribeMessages } from '../../../shared/unsubscribe';
import { followMessages } from '../../../shared/followers';

/**
 * The addresses of bulk mail's List-Unsubscribe header (RFC 8058). A mailbox provider POSTs to
 * them itself, with no session and no token but the signed one in the address, so they take the
 * form bodies the RFC names (and ignore them) and pass the origin guard (origin-guard.ts). Unlike
 * the link in the message, which opens a page first, a POST here is the person's click.
 */
export const oneClickRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Public', access: 'public' });
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    const config = { codes: { 400: ['unsubscribe_link_invalid' as const] } };

    app.post(
      oneClickPaths.marketing,
      {
        config,
        schema: {
          summary: 'One-click unsubscribe from marketing e-mail (List-Unsubscribe-Post, RFC 8058)',
          querystring: oneClickQuery,
          response: { 200: success },
        },
      },
      async (request) => {
        if (!(await unsubscribeWithToken(ctx, request.query.token))) {
          throw badRequest(unsubscribeMessages.invalid, 'unsubscribe_link_invalid');
        }
        return { success: true };
      },
    );

    app.post(
      oneClickPaths.follower,
      {
        config,
        schema: {
          summary: 'One-click unfollow from a follower e-mail (List-Unsubscribe-Post, RFC 8058)',
          querystring: oneClickQuery,
          response: { 200: success },
        },
      },
      async (request) => {
        try {
          await unfollow(ctx, request.query.token);
        } catch (error) {
          if (error instanceof AppError && error.statusCode === 400) {
            throw badRequest(followMessages.invalidLink, 'unsubscribe_link_invalid');
          }
          throw error;
        }
        return { success: true };
      },
    );
  };
