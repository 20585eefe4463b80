import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { describeRoutes } from '../http/openapi';
import { paymentStepResult, stripeKeyResponse, type RequestCheckoutStatus } from '../../shared/tips/payment-responses';
import {
  localAuthenticateBody,
  localConfirmBody,
  paymentIdParam,
  paymentMessages,
  type PaymentStep,
} from '../../shared/tips/payments';
import type { LocalPaymentProvider } from './local/local-provider';
import type { Payment } from './provider';

// For the card form a held card is done, as a taken one is: what it pays for is the checkout's to say.
const stepOf = (payment: Payment): PaymentStep => ({
  status: payment.status === 'requires_capture' ? 'succeeded' : payment.status,
  error: payment.lastError,
});

/**
 * Spec 2 §7 GET /api/payments/stripe-key, and the local provider's card form endpoints (TEST
 * MODE). After a card is confirmed the payment settles through ctx.payments, exactly as a Stripe
 * webhook would make it settle, and `describe` adds what the payment's feature has to say.
 */
export const paymentRoutes =
  (ctx: AppContext, describe: (paymentId: string) => Promise<RequestCheckoutStatus | null>): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Payments', access: 'public' });
    app.get(
      '/api/payments/stripe-key',
      {
        schema: {
          summary: 'The payment provider and its publishable key (null on the local test provider)',
          response: { 200: stripeKeyResponse },
        },
      },
      async () => {
        const { provider } = ctx.payments;
        return { publishable_key: provider.publishableKey, provider: provider.name };
      },
    );

    if (ctx.payments.provider.name !== 'local') return;
    const local = ctx.payments.provider as LocalPaymentProvider;

    app.post(
      '/api/payments/local/:paymentId/confirm',
      {
        schema: {
          summary: 'TEST MODE: pay with a test card on the local provider',
          params: paymentIdParam,
          body: localConfirmBody,
          response: { 200: paymentStepResult },
        },
        config: { errors: [409] },
      },
      async (request) => {
        const { client_secret, card_number, expiry, cvc } = request.body;
        const payment = await local.confirm(request.params.paymentId, client_secret, {
          number: card_number,
          expiry,
          cvc,
        });
        const settled = await ctx.payments.settle(payment.id);
        if (!settled) throw notFound(paymentMessages.paymentNotFound);
        return { ...stepOf(settled), checkout: await describe(settled.id) };
      },
    );

    app.post(
      '/api/payments/local/:paymentId/authenticate',
      {
        schema: {
          summary: 'TEST MODE: approve or fail a card’s second step',
          params: paymentIdParam,
          body: localAuthenticateBody,
          response: { 200: paymentStepResult },
        },
        config: { errors: [409] },
      },
      async (request) => {
        const payment = await local.authenticate(
          request.params.paymentId,
          request.body.client_secret,
          request.body.approve,
        );
        const settled = await ctx.payments.settle(payment.id);
        if (!settled) throw notFound(paymentMessages.paymentNotFound);
        return { ...stepOf(settled), checkout: await describe(settled.id) };
      },
    );
  };
