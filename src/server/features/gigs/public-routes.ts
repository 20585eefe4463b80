import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { todayIso } from '../../../shared/dates';
import { listPublicGigs } from './public-queries';

/** Spec 1 §7 GET /api/sessions/scheduled/public: upcoming public gigs for the landing and events pages. */
export const gigsPublicRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/sessions/scheduled/public', async () => listPublicGigs(ctx.db, todayIso()));
  };
