import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { hashIp } from '../../http/client-ip';
import { clientErrorBody } from '../../../shared/client-errors';

/**
 * Spec 1 §7 POST /api/errors/client: the web client's unhandled errors, kept for whoever
 * investigates. Small bodies only and rate limited per IP, since anyone can call it.
 */
export const clientErrorRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/errors/client',
      { schema: { body: clientErrorBody }, bodyLimit: 64 * 1024, config: { rateLimit: ctx.limits.clientErrors } },
      async (request, reply) => {
        const body = request.body;
        await ctx.db
          .insertInto('client_errors')
          .values({
            message: body.message,
            stack: body.stack,
            component_stack: body.componentStack,
            url: body.url,
            user_agent: body.userAgent ?? request.headers['user-agent']?.slice(0, 500) ?? null,
            occurred_at: body.timestamp,
            ip_hash: hashIp(request.ip, ctx.secret),
            created_at: new Date().toISOString(),
          })
          .execute();
        request.log.warn({ clientError: body.message, url: body.url }, 'client error reported');
        return reply.code(201).send({ success: true });
      },
    );
  };
