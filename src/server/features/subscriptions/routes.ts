import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes, success } from '../../http/openapi';
import {
  checkoutResponse,
  createCheckoutBody,
  localCardSetupBody,
  localCheckoutConfirmBody,
  localCheckoutParams,
  localCheckoutResponse,
  setupIntentResponse,
  subscriptionPayment,
  subscriptionStatusResponse,
} from '../../../shared/subscriptions';
import { requireAct, type SignedInToAct } from '../acts/require-act';
import { findLocalCheckout, payLocalCheckout, saveLocalSetupCard } from './local-checkout';
import {
  cancelSubscription,
  reactivateSubscription,
  refundFirstPayment,
  removeCard,
  startCardSetup,
  startCheckout,
  subscriptionPayments,
  subscriptionStatus,
} from './service';

const subscriber = ({ profile, user }: SignedInToAct) => ({ musicianId: profile.id, email: user.email });

/** Where the provider sends the musician back to: PUBLIC_URL, else the address they came from. */
const originOf = (ctx: AppContext, request: FastifyRequest) =>
  ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;

/** Spec 1 §7 and spec 2 §7: the musician's subscription. */
export const subscriptionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Subscription', access: 'musician' });
    const base = '/api/musicians/subscription';
    const changed = { 200: success.extend({ subscription: subscriptionStatusResponse }) };

    app.get(
      `${base}/status`,
      { schema: { summary: 'The musician’s plan, trial and billing', response: { 200: subscriptionStatusResponse } } },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return subscriptionStatus(ctx, profile.id);
      },
    );

    // Not in the spec's table: the payment history of the Settings tab.
    app.get(
      `${base}/payments`,
      {
        schema: {
          summary: 'The subscription’s payments, newest first',
          response: { 200: z.object({ payments: z.array(subscriptionPayment) }) },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.admin');
        return { payments: await subscriptionPayments(ctx, profile.id) };
      },
    );

    app.post(
      `${base}/create-checkout`,
      {
        schema: {
          summary: 'Start paying for a plan: the checkout page to open',
          body: createCheckoutBody,
          response: { 200: checkoutResponse },
        },
        config: { codes: { 409: ['lifetime_access', 'already_subscribed'] }, errors: [409] },
      },
      async (request, reply) => {
        const musician = await requireAct(ctx, request, reply, 'act.admin');
        return startCheckout(ctx, subscriber(musician), request.body, originOf(ctx, request));
      },
    );

    app.post(
      `${base}/setup-intent`,
      {
        config: { codes: { 409: ['lifetime_access'] } },
        schema: {
          summary: 'Start saving a card: the secret the card form confirms',
          response: { 200: setupIntentResponse },
        },
      },
      async (request, reply) => {
        const musician = await requireAct(ctx, request, reply, 'act.admin');
        return startCardSetup(ctx, subscriber(musician));
      },
    );

    app.post(
      `${base}/cancel`,
      {
        schema: { summary: 'Stop renewing at the period’s end', response: changed },
        config: { errors: [409], codes: { 409: ['not_cancellable'] } },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.admin');
        return { success: true, subscription: await cancelSubscription(ctx, profile.id) };
      },
    );

    app.post(
      `${base}/reactivate`,
      {
        schema: { summary: 'Keep renewing after a cancel', response: changed },
        config: { errors: [409], codes: { 409: ['not_reactivatable'] } },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.admin');
        return { success: true, subscription: await reactivateSubscription(ctx, profile.id) };
      },
    );

    // Beyond the spec's table: the 30-day money-back promise, and saying no to a trial's card.
    app.post(
      `${base}/refund`,
      {
        schema: { summary: 'Refund the first payment within 30 days and end the plan', response: changed },
        config: { codes: { 400: ['nothing_to_refund'], 409: ['nothing_to_refund'] }, errors: [409] },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.admin');
        return { success: true, subscription: await refundFirstPayment(ctx, profile.id) };
      },
    );

    app.delete(
      `${base}/payment-method`,
      {
        schema: { summary: 'Remove the saved card', response: changed },
        config: { errors: [409], codes: { 409: ['no_card_to_remove'] } },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.admin');
        await removeCard(ctx, profile.id);
        return { success: true, subscription: await subscriptionStatus(ctx, profile.id) };
      },
    );

    if (ctx.billing.name !== 'local') return;

    // The local provider's checkout page and card form (TEST MODE).
    app.get(
      '/api/subscriptions/local-checkout/:checkoutId',
      {
        schema: {
          summary: 'TEST MODE: a local checkout page',
          params: localCheckoutParams,
          response: { 200: localCheckoutResponse },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.admin');
        const { subscription_id: _, ...checkout } = await findLocalCheckout(ctx, request.params.checkoutId, profile.id);
        return checkout;
      },
    );

    app.post(
      '/api/subscriptions/local-checkout/:checkoutId/confirm',
      {
        schema: {
          summary: 'TEST MODE: pay a local checkout with a test card',
          params: localCheckoutParams,
          body: localCheckoutConfirmBody,
          response: changed,
        },
        config: { codes: { 409: ['checkout_closed', 'already_subscribed'] }, errors: [402, 409] },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.admin');
        const { card_number, expiry, cvc } = request.body;
        await payLocalCheckout(ctx, request.params.checkoutId, profile.id, { number: card_number, expiry, cvc });
        return { success: true, subscription: await subscriptionStatus(ctx, profile.id) };
      },
    );

    app.post(
      `${base}/local-card`,
      {
        schema: { summary: 'TEST MODE: save a test card', body: localCardSetupBody, response: changed },
        // 404: the setup's secret names another musician's subscription; 402: a declined test card.
        config: { errors: [402, 404] },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.admin');
        const { client_secret, card_number, expiry, cvc } = request.body;
        await saveLocalSetupCard(ctx, profile.id, client_secret, { number: card_number, expiry, cvc });
        return { success: true, subscription: await subscriptionStatus(ctx, profile.id) };
      },
    );
  };
