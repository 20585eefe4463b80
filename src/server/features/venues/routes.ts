import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes, success } from '../../http/openapi';
import { incrementVenueUsageBody, savedVenue, venueSearchQuery, venueSuggestion } from '../../../shared/venues';
import { requireAct } from '../acts/require-act';
import { incrementVenueUsage, savedVenues, searchVenues } from './service';

/** Spec 1 §7: saved venues, venue search and usage counting, for the signed-in musician. */
export const venueRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Venues', access: 'musician' });
    app.get(
      '/api/musicians/venues',
      { schema: { summary: 'The musician’s saved venues, most used first', response: { 200: z.array(savedVenue) } } },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return savedVenues(ctx, profile.id);
      },
    );

    app.get(
      '/api/venues/search',
      {
        schema: {
          summary: 'Venue suggestions: the musician’s saved venues, then the platform’s',
          querystring: venueSearchQuery,
          response: { 200: z.array(venueSuggestion) },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return searchVenues(ctx, profile.id, request.query.q);
      },
    );

    app.post(
      '/api/venues/increment-usage',
      {
        schema: {
          summary: 'Count a use of a venue (saving it when new)',
          body: incrementVenueUsageBody,
          response: { 200: success },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        await incrementVenueUsage(ctx, profile.id, request.body.venue_name);
        return { success: true };
      },
    );
  };
