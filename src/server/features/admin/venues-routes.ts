import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { z } from 'zod';
import { success } from '../../http/openapi';
import { idParam } from '../../../shared/admin/fields';
import { adminVenue, venueBody } from '../../../shared/admin/venues';
import { adminOf } from './admin-request';
import { createVenue, deleteVenue, listVenues, toggleVenue, updateVenue } from './venues-service';

/** The Venues tab: the platform's venue database. */
export const adminVenuesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/venues',
      {
        schema: {
          summary: 'The platform’s venue database',
          response: { 200: z.object({ venues: z.array(adminVenue) }) },
        },
      },
      async () => ({ venues: await listVenues(ctx) }),
    );
    app.post(
      '/api/admin/venues',
      {
        schema: { summary: 'Add a venue', body: venueBody, response: { 201: success.extend({ venue: adminVenue }) } },
        config: { errors: [409] },
      },
      async (request, reply) =>
        reply.code(201).send({ success: true, venue: await createVenue(ctx, adminOf(request), request.body) }),
    );
    app.put(
      '/api/admin/venues/:id',
      {
        schema: {
          summary: 'Change a venue',
          params: idParam,
          body: venueBody,
          response: { 200: success.extend({ venue: adminVenue }) },
        },
        config: { errors: [409] },
      },
      async (request) => ({
        success: true,
        venue: await updateVenue(ctx, adminOf(request), request.params.id, request.body),
      }),
    );
    app.put(
      '/api/admin/venues/:id/toggle-status',
      {
        schema: {
          summary: 'Hide a venue from suggestions, or show it again',
          params: idParam,
          response: { 200: success.extend({ venue: adminVenue }) },
        },
      },
      async (request) => ({
        success: true,
        venue: await toggleVenue(ctx, adminOf(request), request.params.id),
      }),
    );
    app.delete(
      '/api/admin/venues/:id',
      { schema: { summary: 'Delete a venue', params: idParam, response: { 200: success } } },
      async (request) => {
        await deleteVenue(ctx, adminOf(request), request.params.id);
        return { success: true };
      },
    );
  };
