import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes } from '../../http/openapi';
import { idParam } from '../../../shared/live';
import { pastShowsPage, pastShowsQuery, showReport as showReportSchema } from '../../../shared/live/show-history';
import { requireAct } from '../acts/require-act';
import { pastShows, showReport } from './history-service';
import { showCsv } from './show-csv';
import { sendCsv } from '../../http/csv-reply';

/** 'The night, kept': the musician's past shows, one show's summary, and its CSV. */
export const showHistoryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Live sessions', access: 'musician' });

    app.get(
      '/api/sessions/history',
      {
        schema: {
          summary: 'The musician’s past shows, newest first, 100 a page, with their requests and tips',
          querystring: pastShowsQuery,
          response: { 200: pastShowsPage },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.history');
        return pastShows(ctx, profile.id, request.query.before);
      },
    );

    app.get(
      '/api/sessions/history/:id',
      {
        schema: {
          summary: 'One show’s summary (figures, top songs, busiest quarter-hour) and its requests',
          params: idParam,
          response: { 200: showReportSchema },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.history');
        return showReport(ctx, profile.id, request.params.id);
      },
    );

    app.get(
      '/api/sessions/history/:id/requests.csv',
      {
        schema: {
          summary: 'One show’s requests as CSV, for a spreadsheet',
          params: idParam,
          response: {
            200: { description: 'UTF-8 CSV with a header row', content: { 'text/csv': { schema: z.string() } } },
          },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.history');
        const report = await showReport(ctx, profile.id, request.params.id);
        const day = report.session.started_at.slice(0, 10);
        return sendCsv(
          reply,
          `stagecall-show-${day}-${report.session.id}.csv`,
          showCsv(report.requests, report.played),
        );
      },
    );
  };
