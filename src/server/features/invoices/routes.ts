import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes } from '../../http/openapi';
import { billingDocument, billingDocumentDetail } from '../../../shared/invoices';
import { idParam } from '../../../shared/live';
import { requireAct } from '../acts/require-act';
import { billingDocumentOf, billingDocumentsOf } from './service';

/** Settings → Subscription: the plan's invoices and credit notes (decision 049). */
export const invoiceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Subscriptions', access: 'musician' });
    app.get(
      '/api/subscriptions/invoices',
      {
        schema: {
          summary: 'The plan’s invoices and credit notes, newest first',
          response: { 200: z.array(billingDocument) },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.admin');
        return billingDocumentsOf(ctx, profile.id);
      },
    );

    app.get(
      '/api/subscriptions/invoices/:id',
      {
        schema: {
          summary: 'One invoice or credit note, with the platform’s and the musician’s details, to print',
          params: idParam,
          response: { 200: billingDocumentDetail },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.admin');
        return billingDocumentOf(ctx, profile.id, request.params.id);
      },
    );
  };
