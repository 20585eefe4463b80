import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { platformStats as platformStatsResponse } from '../../../shared/admin/overview';
import {
  moneyReport as moneyReportSchema,
  moneyReportColumns,
  moneyReportQuery,
} from '../../../shared/admin/money-report';
import { csvDocument } from '../../text/csv';
import { moneyReport } from './money-report-service';
import { platformStats } from './overview-service';
import { sendCsv } from '../../http/csv-reply';

/** The Overview tab: the platform's figures and the money report with its CSV. */
export const adminOverviewRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/reports/money',
      {
        config: { codes: { 400: ['date_range_invalid'] } },
        schema: {
          summary: 'The platform’s money by day or week (pence): tips, fees, refunds, disputes, payouts, subscriptions',
          querystring: moneyReportQuery,
          response: { 200: moneyReportSchema },
        },
      },
      async (request) => moneyReport(ctx, request.query),
    );
    app.get(
      '/api/admin/reports/money.csv',
      {
        config: { codes: { 400: ['date_range_invalid'] } },
        schema: {
          summary: 'The money report as CSV (pence), one row per day or week and a total',
          querystring: moneyReportQuery,
          response: {
            200: { description: 'UTF-8 CSV with a header row', content: { 'text/csv': { schema: z.string() } } },
          },
        },
      },
      async (request, reply) => {
        const report = await moneyReport(ctx, request.query);
        const rows = [
          [...moneyReportColumns],
          ...report.rows.map((row) => moneyReportColumns.map((column) => row[column])),
          [
            'total',
            ...moneyReportColumns.slice(1).map((column) => report.totals[column as keyof typeof report.totals]),
          ],
        ];
        const { from, to, period } = request.query;
        return sendCsv(reply, `stagecall-money-${period}-${from}-${to}.csv`, csvDocument(rows));
      },
    );

    app.get(
      '/api/admin/stats',
      { schema: { summary: 'Platform figures for the overview', response: { 200: platformStatsResponse } } },
      async () => platformStats(ctx),
    );
  };
