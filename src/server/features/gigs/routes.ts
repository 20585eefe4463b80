import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { gigBody } from '../../../shared/gigs';
import { idParam } from '../../../shared/live';
import { requireMusicianProfile } from '../musicians/require-profile';
import { deleteGig, scheduleGig, updateGig, upcomingGigs } from './service';

/** Spec 1 §7: the musician's own scheduled gigs. The public list is in public-routes.ts. */
export const gigRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/sessions/upcoming', async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return upcomingGigs(ctx, profile.id);
    });

    app.post('/api/sessions/schedule', { schema: { body: gigBody } }, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return reply.code(201).send({ success: true, gig: await scheduleGig(ctx, profile.id, request.body) });
    });

    app.put('/api/sessions/schedule/:id', { schema: { params: idParam, body: gigBody } }, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return { success: true, gig: await updateGig(ctx, profile.id, request.params.id, request.body) };
    });

    app.delete('/api/sessions/schedule/:id', { schema: { params: idParam } }, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      await deleteGig(ctx, profile.id, request.params.id);
      return { success: true };
    });
  };
