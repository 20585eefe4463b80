import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { csvDocument } from '../../text/csv';
import {
  analyticsColumns,
  analyticsQuery,
  analyticsReport as analyticsReportSchema,
} from '../../../shared/admin/analytics';
import { analyticsReport } from './analytics-service';
import { sendCsv } from '../../http/csv-reply';

/** The Analytics tab: its data and its CSV. */
export const adminAnalyticsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/reports/analytics',
      {
        config: { codes: { 400: ['date_range_invalid'] } },
        schema: {
          summary:
            'How the platform is used, per day: requests, tips, fees, payouts, active musicians, sign-ups, trials, MRR, churn',
          querystring: analyticsQuery,
          response: { 200: analyticsReportSchema },
        },
      },
      async (request) => analyticsReport(ctx, request.query),
    );

    app.get(
      '/api/admin/reports/analytics.csv',
      {
        config: { codes: { 400: ['date_range_invalid'] } },
        schema: {
          summary: 'The analytics as CSV (amounts in pence), one row per day',
          querystring: analyticsQuery,
          response: {
            200: { description: 'UTF-8 CSV with a header row', content: { 'text/csv': { schema: z.string() } } },
          },
        },
      },
      async (request, reply) => {
        const report = await analyticsReport(ctx, request.query);
        const rows = [
          [...analyticsColumns],
          ...report.days.map((day) => analyticsColumns.map((column) => day[column])),
        ];
        const { from, to } = request.query;
        return sendCsv(reply, `stagecall-analytics-${from}-${to}.csv`, csvDocument(rows));
      },
    );
  };
