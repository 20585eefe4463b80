import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes } from '../../http/openapi';
import { selectOne } from './queries';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Health', access: 'public' });
    const dialect = z.enum(['sqlite', 'postgres']);
    app.get(
      '/api/health',
      {
        schema: {
          summary: 'Whether the server and its database answer',
          response: {
            200: z.object({ status: z.literal('ok'), database: dialect }),
            503: z.object({ status: z.literal('unavailable'), error: z.string(), code: z.literal('unavailable') }),
          },
        },
      },
      async (request, reply) => {
        try {
          await selectOne(ctx.db, {});
          return { status: 'ok' as const, database: ctx.database.dialect };
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          return reply.code(503).send({
            status: 'unavailable' as const,
            error: 'The database is not reachable',
            code: 'unavailable' as const,
          });
        }
      },
    );
  };
