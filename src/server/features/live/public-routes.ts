import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { listActiveSessions } from './public-queries';

/** Spec 1 §7 GET /api/sessions/active: who is playing right now. */
export const livePublicRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/sessions/active', async () => listActiveSessions(ctx.db));
  };
