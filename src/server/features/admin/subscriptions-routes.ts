import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { z } from 'zod';
import { success } from '../../http/openapi';
import { subscriptionIdParam } from '../../../shared/admin/fields';
import {
  adminSubscription,
  extendTrialBody,
  providerSubscriptionDetails,
  subscriptionsQuery,
} from '../../../shared/admin/subscriptions';
import { adminOf } from './admin-request';
import { done } from './route-schemas';
import {
  adminCancelSubscription,
  adminRefundSubscription,
  extendTrial,
  listSubscriptions,
  subscriptionDetails,
} from './subscriptions-service';

/** The Subscriptions tab: musicians' plans, cancel, refund, extend a trial, the provider's record. */
export const adminSubscriptionsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/subscriptions',
      {
        schema: {
          summary: 'Musicians’ subscriptions: searched by stage name or e-mail, filtered by status, 25 a page',
          querystring: subscriptionsQuery,
          response: { 200: z.object({ subscriptions: z.array(adminSubscription), total: z.number().int() }) },
        },
      },
      async (request) => listSubscriptions(ctx, request.query),
    );
    app.post(
      '/api/admin/subscriptions/extend-trial',
      {
        schema: {
          summary: 'Add days to a musician’s trial',
          body: extendTrialBody,
          response: { 200: success.extend({ trial_ends_at: z.string() }) },
        },
        config: { errors: [404, 409] },
      },
      async (request) => ({
        success: true,
        ...(await extendTrial(ctx, adminOf(request), request.body.musician_id, request.body.days)),
      }),
    );
    app.post(
      '/api/admin/subscriptions/:subscriptionId/cancel',
      {
        schema: { summary: 'Cancel a subscription at once', params: subscriptionIdParam, response: done },
        config: { errors: [409] },
      },
      async (request) => {
        await adminCancelSubscription(ctx, adminOf(request), request.params.subscriptionId);
        return { success: true, message: 'Subscription cancelled' };
      },
    );
    app.post(
      '/api/admin/subscriptions/:subscriptionId/refund',
      {
        schema: { summary: 'Refund the last payment and cancel', params: subscriptionIdParam, response: done },
        config: { errors: [409] },
      },
      async (request) => {
        await adminRefundSubscription(ctx, adminOf(request), request.params.subscriptionId);
        return { success: true, message: 'Subscription refunded and cancelled' };
      },
    );
    app.get(
      '/api/admin/subscriptions/:subscriptionId/details',
      {
        schema: {
          summary: 'The payment provider’s record of a subscription',
          params: subscriptionIdParam,
          response: { 200: z.object({ details: providerSubscriptionDetails }) },
        },
      },
      async (request) => ({ details: await subscriptionDetails(ctx, request.params.subscriptionId) }),
    );
  };
