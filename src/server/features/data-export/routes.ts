import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import { describeRoutes } from '../../http/openapi';
import { dataExportStatus, tokenParam } from '../../../shared/data-export';
import { requireFreshStepUp } from '../auth/public';
import { exportStatusOf, requestExport, secondsUntilNextExport, takeExport } from './service';

/** "Download my data" (docs/decisions/044-data-export.md): the person's own, never an act's. */
export const dataExportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Account', access: 'user' });

    app.get(
      '/api/users/data-export',
      {
        schema: {
          summary: 'The latest export of my data: being prepared, ready (link e-mailed), used or expired',
          response: { 200: dataExportStatus },
        },
      },
      async (request, reply) => {
        const { user } = await requireUser(ctx, request, reply);
        return exportStatusOf(ctx, user.id);
      },
    );

    app.post(
      '/api/users/data-export',
      {
        schema: {
          summary: 'Ask for a ZIP of all my data, e-mailed as a one-time link (one a day; needs a fresh step-up)',
          response: { 202: dataExportStatus },
        },
        config: { codes: { 403: ['step_up_required'], 404: ['not_found'], 429: ['export_daily_limit'] } },
      },
      async (request, reply) => {
        const session = await requireUser(ctx, request, reply);
        // Everything about a person in one file: the second factor again, where one is enrolled.
        await requireFreshStepUp(ctx, session);
        const status = await requestExport(ctx, session.user.id).catch((error: unknown) => {
          // When the next may be asked for, as HTTP says it (the message says it in words).
          if (error instanceof AppError && error.code === 'export_daily_limit') {
            reply.header('retry-after', String(secondsUntilNextExport(ctx.clock.now())));
          }
          throw error;
        });
        return reply.code(202).send(status);
      },
    );

    app.get(
      '/api/data-export/:token',
      {
        schema: {
          summary: 'The e-mailed link: the ZIP of my data, once, within 24 hours',
          params: tokenParam,
          response: {
            200: {
              description: 'The export (application/zip), as an attachment',
              content: { 'application/zip': { schema: z.string() } },
            },
          },
        },
        config: { access: 'public', codes: { 410: ['export_link_invalid'] } },
      },
      async (request, reply) => {
        const { zip, filename } = await takeExport(ctx, request.params.token);
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('content-length', zip.byteLength)
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          .send(zip as never);
      },
    );
  };
