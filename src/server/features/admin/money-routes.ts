import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { formatPence } from '../../../shared/money';
import { idParam } from '../../../shared/admin';
import { refundTipBody, refundTipResult } from '../../../shared/refunds';
import { resendWithdrawal } from '../earnings/payouts-service';
import { refundTip } from '../earnings/refunds-service';
import { z } from 'zod';
import { success } from '../../http/openapi';
import { adminOf } from './admin-request';
import { recordAudit } from './audit';

/**
 * The admin's money tools (issue 24), registered inside adminRoutes, so its admin guard runs first.
 */
export const adminMoneyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
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
