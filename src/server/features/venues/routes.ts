import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { incrementVenueUsageBody, venueSearchQuery } from '../../../shared/venues';
import { requireMusicianProfile } from '../musicians/require-profile';
import { incrementVenueUsage, savedVenues, searchVenues } from './service';

/** Spec 1 §7: saved venues, venue search and usage counting, for the signed-in musician. */
export const venueRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/musicians/venues', async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return savedVenues(ctx, profile.id);
    });

    app.get('/api/venues/search', { schema: { querystring: venueSearchQuery } }, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return searchVenues(ctx, profile.id, request.query.q);
    });

    app.post('/api/venues/increment-usage', { schema: { body: incrementVenueUsageBody } }, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      await incrementVenueUsage(ctx, profile.id, request.body.venue_name);
      return { success: true };
    });
  };
