import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/health', async (request, reply) => {
      try {
        await sql`select 1`.execute(ctx.db);
        return { status: 'ok', database: ctx.database.dialect };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable', error: 'The database is not reachable' });
      }
    });
  };
