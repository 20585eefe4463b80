import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes, success } from '../../http/openapi';
import { requireMusician } from '../../http/auth-guard';
import { actEarnings, earnings, moneyQuery, withdrawal, withdrawBody } from '../../../shared/earnings';
import { pricing, pricingBody } from '../../../shared/pricing';
import { requireAct, requireActMoney } from '../acts/require-act';
import { listWithdrawals } from './ledger-queries';
import { pricingOf, updatePricing } from './pricing';
import { earningsByAct, musicianEarnings, presentWithdrawal, requestWithdrawal } from './service';

/**
 * Spec 1 §7 and spec 2 §7: the musician's earnings, withdrawals and prices (pence). The money is a
 * member's own in the act (decision 035): their balance, their withdrawals, to their own payout
 * account; `act_id` reaches their money in another act, or one they left.
 */
export const earningsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Earnings', access: 'musician' });
    app.get(
      '/api/musicians/earnings',
      {
        schema: {
          summary: 'One’s own tips earned, withdrawn and available in the act, in pence',
          querystring: moneyQuery,
          response: { 200: earnings },
        },
        config: { codes: { 403: ['act_role_not_allowed'], 404: ['not_a_member'] } },
      },
      async (request, reply) => {
        const { actId, memberUserId } = await requireActMoney(ctx, request, reply, request.query.act_id);
        return musicianEarnings(ctx, actId, memberUserId);
      },
    );

    app.get(
      '/api/musicians/earnings/acts',
      {
        schema: {
          summary: 'One’s own balance in each act one is or was a member of (a left act’s balance stays)',
          response: { 200: actEarnings },
        },
      },
      async (request, reply) => {
        const { user } = await requireMusician(ctx, request, reply);
        return { acts: await earningsByAct(ctx, user.id) };
      },
    );

    app.post(
      '/api/musicians/withdraw',
      {
        schema: {
          summary: 'Ask to withdraw an amount of the available tips (pence)',
          body: withdrawBody,
          response: { 201: success.extend({ withdrawal, earnings }) },
        },
        config: { codes: { 403: ['act_role_not_allowed'], 404: ['not_a_member'] } },
      },
      async (request, reply) => {
        const { actId, memberUserId } = await requireActMoney(ctx, request, reply, request.body.act_id);
        const { withdrawal, earnings } = await requestWithdrawal(ctx, actId, memberUserId, request.body.amount);
        return reply.code(201).send({ success: true, withdrawal, earnings });
      },
    );

    app.get(
      '/api/musicians/pricing',
      { schema: { summary: 'The musician’s request prices and suggested tips', response: { 200: pricing } } },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return pricingOf(profile);
      },
    );

    app.put(
      '/api/musicians/pricing',
      {
        schema: {
          summary: 'Set request prices and suggested tips',
          body: pricingBody,
          response: { 200: success.extend({ pricing }) },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.admin');
        return { success: true, pricing: await updatePricing(ctx, profile.id, request.body) };
      },
    );

    // Not in the spec's table: the history list on the withdrawal card.
    app.get(
      '/api/musicians/withdrawals',
      {
        schema: {
          summary: 'One’s own withdrawal requests from the act, newest first',
          querystring: moneyQuery,
          response: { 200: z.object({ withdrawals: z.array(withdrawal) }) },
        },
        config: { codes: { 403: ['act_role_not_allowed'], 404: ['not_a_member'] } },
      },
      async (request, reply) => {
        const { actId, memberUserId } = await requireActMoney(ctx, request, reply, request.query.act_id);
        return { withdrawals: (await listWithdrawals(ctx.db, actId, memberUserId)).map(presentWithdrawal) };
      },
    );
  };
