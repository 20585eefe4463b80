import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { adminTip, tipsQuery } from '../../../shared/admin/tips';
import { listTips } from './tips-queries';

/**
 * The Tips tab: every tip of the platform, to find the one a fan writes about. Its Refund is the
 * user page's `POST /api/admin/tips/{id}/refund` (users-routes.ts), one path for both.
 */
export const adminTipsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/tips',
      {
        schema: {
          summary:
            'Every paid tip, newest first, 25 a page: searched by days, amount, musician, receipt reference or receipt address',
          querystring: tipsQuery,
          response: { 200: z.object({ tips: z.array(adminTip), total: z.number().int() }) },
        },
      },
      async (request) => listTips(ctx.db, request.query),
    );
  };
