import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { describeRoutes, success } from '../../http/openapi';
import { receiptEmailBody } from '../../../shared/tips/fan-receipt';
import { setReceiptEmail } from './receipt-service';
import { requestCheckoutStatus } from '../../../shared/tips/payment-responses';
import { paymentMessages } from '../../../shared/tips/payments';
import { checkoutStatus, settleTippedRequest, TIPPED_REQUEST } from './checkout-service';
import { settlePriceOfPayment } from './request-price-service';

const checkoutParam = z.strictObject({ checkoutId: z.string().min(1).max(100) });

/** The tips feature says what a settled payment of its purpose means. */
export function registerTipPayments(ctx: AppContext): void {
  // A payment's news reaches its checkout and, once the request is in, the request's held price.
  ctx.payments.handle(TIPPED_REQUEST, async (payment) => {
    await settleTippedRequest(ctx, payment);
    await settlePriceOfPayment(ctx, payment);
  });
}

/**
 * GET /api/request-checkouts/{id}: where the fan's tipped request stands. The id is a random
 * token only the fan's phone was given, so it needs no account.
 */
export const tipRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Payments', access: 'public' });
    app.get(
      '/api/request-checkouts/:checkoutId',
      {
        schema: {
          summary: 'Where a fan’s paid request stands, by its checkout token',
          params: checkoutParam,
          response: { 200: requestCheckoutStatus },
        },
      },
      async (request) => {
        const status = await checkoutStatus(ctx, request.params.checkoutId);
        if (!status) throw notFound(paymentMessages.checkoutNotFound);
        return status;
      },
    );

    app.put(
      '/api/request-checkouts/:checkoutId/receipt-email',
      {
        schema: {
          summary: 'Where to send the fan’s receipt (optional; used for nothing else)',
          params: checkoutParam,
          body: receiptEmailBody,
          response: { 200: success },
        },
        config: { codes: { 409: ['tip_not_paid'] }, errors: [409] },
      },
      async (request) => {
        await setReceiptEmail(ctx, request.params.checkoutId, request.body.receipt_email);
        return { success: true as const };
      },
    );
  };
