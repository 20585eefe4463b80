import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sendCsv } from '../../http/csv-reply';
import { describeRoutes } from '../../http/openapi';
import { statementQuery, statementResponse, taxYearOf } from '../../../shared/statements';
import { requireAct } from '../acts/require-act';
import { statementCsv, statementOf } from './service';

/** Earnings → Statement: a tax year's or a month's money from the ledger, as a page and as CSV (issue 46). */
export const statementRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Earnings', access: 'musician' });
    app.get(
      '/api/musicians/me/statement',
      {
        schema: {
          summary: 'A statement of a tax year (period=2026-27) or a month (period=2026-11), UK time, from the ledger',
          querystring: statementQuery,
          response: { 200: statementResponse },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.totals');
        return statementOf(ctx, profile.id, request.query.period ?? taxYearOf(ctx.clock.now().getTime()));
      },
    );

    app.get(
      '/api/musicians/me/statement.csv',
      {
        schema: {
          summary: 'The same statement as CSV: one row per ledger movement with the running balance',
          querystring: statementQuery,
          response: {
            200: {
              description: 'UTF-8 CSV: opening balance, one row per movement, closing balance',
              content: { 'text/csv': { schema: z.string() } },
            },
          },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.totals');
        const period = request.query.period ?? taxYearOf(ctx.clock.now().getTime());
        return sendCsv(reply, `stagecall-statement-${period}.csv`, await statementCsv(ctx, profile.id, period));
      },
    );
  };
