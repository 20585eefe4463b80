import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { formatPence } from '../../../shared/money';
import { idParam } from '../../../shared/admin/fields';
import { refundTipBody, refundTipResult } from '../../../shared/refunds';
import { resendWithdrawal } from '../earnings/payouts-service';
import { refundTip } from '../earnings/refunds-service';
import { z } from 'zod';
import { success } from '../../http/openapi';
import { adminOf } from './admin-request';
import { moneyReport } from './money-report-service';
import { moneyReport as moneyReportSchema, moneyReportColumns, moneyReportQuery } from '../../../shared/money-report';
import { csvDocument } from '../../text/csv';
import { recordAudit } from './audit';
import { userDetail } from './users-service';
import { adminUserDetail } from '../../../shared/admin/users';

/**
 * The admin's money tools (issue 24), registered inside adminRoutes, so its admin guard runs first.
 */
export const adminMoneyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/reports/money',
      {
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
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="stagecall-money-${period}-${from}-${to}.csv"`)
          .send(csvDocument(rows) as never);
      },
    );

    app.post(
      '/api/admin/withdrawals/:id/send',
      {
        schema: {
          summary: 'Send an approved withdrawal again, or read its payout again (same transfer, never a second)',
          params: idParam,
          response: { 200: success.extend({ message: z.string() }) },
        },
        config: { errors: [404, 409] },
      },
      async (request) => {
        await resendWithdrawal(ctx, request.params.id);
        return { success: true as const, message: 'Withdrawal sent' };
      },
    );

    app.get(
      '/api/admin/users/:id/details',
      {
        schema: {
          summary:
            'One user: profile, shows, tips, refunds, withdrawals, subscription payments and ledger (newest 50 each)',
          params: idParam,
          response: { 200: adminUserDetail },
        },
        config: { errors: [404] },
      },
      async (request) => userDetail(ctx, request.params.id),
    );

    app.post(
      '/api/admin/tips/:id/refund',
      {
        schema: {
          summary: 'Refund a tip to the fan, in full or in part, with a reason',
          params: idParam,
          body: refundTipBody,
          response: { 200: refundTipResult },
        },
        config: { errors: [404, 409] },
      },
      async (request) => {
        const admin = adminOf(request);
        const result = await refundTip(ctx, request.params.id, request.body, admin.id);
        await recordAudit(
          ctx.db,
          admin,
          {
            action: 'tip.refunded',
            target: { type: 'tip', id: request.params.id },
            after: { amount: request.body.amount ?? null, reason: request.body.reason, ...result },
          },
          ctx.clock.now().toISOString(),
        );
        return {
          success: true as const,
          message: `Refunded ${formatPence(result.refunded)} of the tip`,
          ...result,
        };
      },
    );
  };
