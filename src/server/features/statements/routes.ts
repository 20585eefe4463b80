import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sendCsv } from '../../http/csv-reply';
import { describeRoutes } from '../../http/openapi';
import { statementQuery, statementResponse, taxYearOf } from '../../../shared/statements';
import { requireAct, requireActMoney } from '../acts/require-act';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { statementCsv, statementOf } from './service';

/**
 * Whose money a statement shows (decision 035): one's own in the act by default (`act_id`: in
 * another act, or one left); the whole act's with `scope=act`, for those who see its totals.
 */
async function whoseStatement(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  query: { scope?: 'own' | 'act' | undefined; act_id?: number | undefined },
): Promise<{ actId: number; member: number | undefined }> {
  if (query.scope === 'act') {
    const { act } = await requireAct(ctx, request, reply, 'act.totals');
    return { actId: act.id, member: undefined };
  }
  const { actId, memberUserId } = await requireActMoney(ctx, request, reply, query.act_id);
  return { actId, member: memberUserId };
}

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
        const { actId, member } = await whoseStatement(ctx, request, reply, request.query);
        return statementOf(ctx, actId, request.query.period ?? taxYearOf(ctx.clock.now().getTime()), member);
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
        const { actId, member } = await whoseStatement(ctx, request, reply, request.query);
        const period = request.query.period ?? taxYearOf(ctx.clock.now().getTime());
        return sendCsv(reply, `stagecall-statement-${period}.csv`, await statementCsv(ctx, actId, period, member));
      },
    );
  };
