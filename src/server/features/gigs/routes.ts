import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes, success } from '../../http/openapi';
import { gig, gigBody } from '../../../shared/gigs';
import { idParam } from '../../../shared/live';
import { requireAct } from '../acts/require-act';
import { deleteGig, scheduleGig, updateGig, upcomingGigs } from './service';

/** Spec 1 §7: the musician's own scheduled gigs. The public list is in public-routes.ts. */
export const gigRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Gigs', access: 'musician' });
    const gigSaved = success.extend({ gig });
    app.get(
      '/api/sessions/upcoming',
      { schema: { summary: 'The musician’s upcoming gigs, soonest first', response: { 200: z.array(gig) } } },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return upcomingGigs(ctx, profile.id);
      },
    );

    app.post(
      '/api/sessions/schedule',
      { schema: { summary: 'Schedule a gig', body: gigBody, response: { 201: gigSaved } } },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return reply.code(201).send({ success: true, gig: await scheduleGig(ctx, profile.id, request.body) });
      },
    );

    app.put(
      '/api/sessions/schedule/:id',
      { schema: { summary: 'Change a scheduled gig', params: idParam, body: gigBody, response: { 200: gigSaved } } },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return { success: true, gig: await updateGig(ctx, profile.id, request.params.id, request.body) };
      },
    );

    app.delete(
      '/api/sessions/schedule/:id',
      { schema: { summary: 'Delete a scheduled gig', params: idParam, response: { 200: success } } },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        await deleteGig(ctx, profile.id, request.params.id);
        return { success: true };
      },
    );
  };
