import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { describeRoutes, success } from '../../http/openapi';
import { isoNow } from '../../clock';
import { hashIp } from '../../http/client-ip';
import { CLIENT_ERROR_BODY_LIMIT, clientErrorBody } from '../../../shared/client-errors';
import { recordClientError } from './queries';

/**
 * Spec 1 §7 POST /api/errors/client: the web client's unhandled errors, kept for whoever
 * investigates. Anyone can call it, so it is bounded every way: a small body, a per-IP rate
 * limit, one row per distinct error (a counter for repeats) and a purge after 30 days.
 */
export const clientErrorRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Public', access: 'public' });
    app.post(
      '/api/errors/client',
      {
        schema: {
          summary: 'Report an error the web client could not handle',
          body: clientErrorBody,
          response: { 201: success },
        },
        bodyLimit: CLIENT_ERROR_BODY_LIMIT,
        config: { rateLimit: ctx.limits.clientErrors },
      },
      async (request, reply) => {
        const body = request.body;
        await recordClientError(ctx.db, body, {
          userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
          ipHash: hashIp(request.ip, ctx.secret),
          now: isoNow(ctx.clock),
        });
        request.log.warn({ clientError: body.message, url: body.url }, 'client error reported');
        return reply.code(201).send({ success: true });
      },
    );
  };
