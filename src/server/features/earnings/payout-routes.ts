import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { describeRoutes } from '../../http/openapi';
import { onboardingLink, payoutAccount, testBankBody } from '../../../shared/earnings/payouts';
import { requirePayee } from '../acts/require-act';
import { ownActOf, payoutAccountOf, refreshPayoutAccount, saveTestBank, startOnboarding } from './payouts-service';
import { requireFreshStepUp } from '../auth/public';

/**
 * Not in the spec: where a person's withdrawals are paid, from every act they are or were in
 * (one payout account per person, decision 035). Stripe Connect onboarding
 * on PAYMENTS=stripe; the TEST MODE bank form on PAYMENTS=local.
 */
export const payoutRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Earnings', access: 'musician' });
    app.get(
      '/api/musicians/payout-account',
      {
        schema: {
          summary: 'Where withdrawals are paid, and what is still missing before they can be',
          response: { 200: payoutAccount },
        },
      },
      async (request, reply) => {
        const { user } = await requirePayee(ctx, request, reply);
        return payoutAccountOf(ctx, user.id);
      },
    );

    app.put(
      '/api/musicians/payout-account/test-bank',
      {
        schema: {
          summary: 'TEST MODE (local provider): pay withdrawals to a test bank account',
          body: testBankBody,
          response: { 200: payoutAccount },
        },
      },
      async (request, reply) => {
        const session = await requirePayee(ctx, request, reply);
        // Where money goes is what a stolen password would change first: a fresh step-up first.
        await requireFreshStepUp(ctx, session);
        return saveTestBank(ctx, session.user.id, request.body);
      },
    );

    app.post(
      '/api/musicians/payout-account/onboarding',
      {
        schema: {
          summary: 'Stripe: create the Express account if needed and return a fresh onboarding link',
          response: { 200: onboardingLink },
        },
      },
      async (request, reply) => {
        const session = await requirePayee(ctx, request, reply);
        await requireFreshStepUp(ctx, session);
        const { user } = session;
        const origin = ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
        return startOnboarding(
          ctx,
          { userId: user.id, email: user.email, ownActId: await ownActOf(ctx, user.id) },
          origin,
        );
      },
    );

    app.post(
      '/api/musicians/payout-account/refresh',
      {
        schema: {
          summary: 'Stripe: read the account again (back from onboarding, before its webhook)',
          response: { 200: payoutAccount },
        },
      },
      async (request, reply) => {
        const { user } = await requirePayee(ctx, request, reply);
        return refreshPayoutAccount(ctx, user.id);
      },
    );
  };
