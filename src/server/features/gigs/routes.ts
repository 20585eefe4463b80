import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes, success } from '../../http/openapi';
import { gig, gigBody, gigScopeQuery } from '../../../shared/gigs';
import { idParam } from '../../../shared/live';
import { requireAct } from '../acts/require-act';
import { deleteGig, scheduleGig, updateGig, upcomingGigs } from './service';

/** Spec 1 §7: the musician's own scheduled gigs. The public list is in public-routes.ts. */
export const gigRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Gigs', access: 'musician' });
    const gigSaved = success.extend({ gig });
    // A new series answers with its first date and how many dates were made.
    const gigScheduled = success.extend({ gig, series_dates: z.number().optional() });
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
      {
        config: { codes: { 400: ['gig_date_in_past', 'gig_repeat_invalid', 'unknown_venue'] } },
        schema: {
          summary: 'Schedule a gig, or with `repeat` a series of gigs (its dates up to a year ahead)',
          body: gigBody,
          response: { 201: gigScheduled },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        const { series_dates: seriesDates, ...saved } = await scheduleGig(ctx, profile.id, request.body);
        return reply.code(201).send({ success: true, gig: saved, series_dates: seriesDates });
      },
    );

    app.put(
      '/api/sessions/schedule/:id',
      {
        config: { codes: { 400: ['gig_date_in_past', 'gig_repeat_invalid', 'unknown_venue'] } },
        schema: {
          summary:
            'Change a scheduled gig; a series date alone (scope=this) or with the dates after it (scope=following)',
          params: idParam,
          querystring: gigScopeQuery,
          body: gigBody,
          response: { 200: gigSaved },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        const { id } = request.params;
        return { success: true, gig: await updateGig(ctx, profile.id, id, request.body, request.query.scope) };
      },
    );

    app.delete(
      '/api/sessions/schedule/:id',
      {
        config: { codes: { 400: ['gig_repeat_invalid'] } },
        schema: {
          summary:
            'Delete a gig; a series date is cancelled alone (scope=this) or with the dates after it (scope=following)',
          params: idParam,
          querystring: gigScopeQuery,
          response: { 200: success },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        await deleteGig(ctx, profile.id, request.params.id, request.query.scope);
        return { success: true };
      },
    );
  };
