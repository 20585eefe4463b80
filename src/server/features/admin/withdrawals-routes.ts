import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { z } from 'zod';
import { success } from '../../http/openapi';
import { idParam } from '../../../shared/admin/fields';
import { adminWithdrawal } from '../../../shared/admin/withdrawals';
import { resendWithdrawal } from '../earnings/payouts-service';
import { decideWithdrawal } from '../earnings/service';
import { adminOf } from './admin-request';
import { recordAudit } from './audit';
import { listAllWithdrawals } from './overview-service';
import { done } from './route-schemas';

/** The Withdrawals tab: every request, approve or reject while pending, send an approved one again. */
export const adminWithdrawalsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/withdrawals',
      {
        schema: {
          summary: 'Every withdrawal request, pending first',
          response: { 200: z.object({ withdrawals: z.array(adminWithdrawal) }) },
        },
      },
      async () => ({ withdrawals: await listAllWithdrawals(ctx) }),
    );

    for (const decision of ['approve', 'reject'] as const) {
      app.post(
        `/api/admin/withdrawals/:id/${decision}`,
        {
          schema: {
            summary: `${decision === 'approve' ? 'Approve' : 'Reject'} a pending withdrawal`,
            params: idParam,
            response: done,
          },
          config: { codes: { 400: ['payouts_not_enabled'], 409: ['withdrawal_not_pending'] }, errors: [409] },
        },
        async (request) => {
          const admin = adminOf(request);
          const outcome = decision === 'approve' ? 'approved' : 'rejected';
          await decideWithdrawal(ctx, request.params.id, outcome, { adminId: admin.id });
          await recordAudit(
            ctx.db,
            admin,
            {
              action: `withdrawal.${outcome}`,
              target: { type: 'withdrawal', id: request.params.id },
              after: { status: outcome },
            },
            ctx.clock.now().toISOString(),
          );
          return { success: true, message: `Withdrawal ${outcome}` };
        },
      );
    }

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
  };
