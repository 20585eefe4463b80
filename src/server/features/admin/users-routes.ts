import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { z } from 'zod';
import { success } from '../../http/openapi';
import { AppError } from '../../http/errors';
import { formatPence } from '../../../shared/money';
import { idParam } from '../../../shared/admin/fields';
import { adminUser, adminUserDetail, createUserBody, usersQuery } from '../../../shared/admin/users';
import { passwordResetMessages } from '../../../shared/auth/password-reset';
import { refundTipBody, refundTipResult } from '../../../shared/earnings/refunds';
import { resetSecondFactor } from '../auth/public';
import { refundTip } from '../earnings/refunds-service';
import { requestExport } from '../data-export/service';
import { dataExportMessages } from '../../../shared/data-export';
import { adminOf } from './admin-request';
import { recordAudit } from './audit';
import { sendPasswordResetLink } from './password-reset-service';
import { done } from './route-schemas';
import { isAdminAccount, listUsers } from './users-queries';
import {
  createUser,
  deleteUser,
  grantFreeSubscription,
  revokeFreeSubscription,
  toggleUserStatus,
  userDetail,
} from './users-service';

/** The Users tab: accounts and their actions, and one user's page with Refund tip. */
export const adminUsersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/users',
      {
        schema: {
          summary: 'Accounts, searched by e-mail or stage name, 25 a page',
          querystring: usersQuery,
          response: { 200: z.object({ users: z.array(adminUser), total: z.number().int() }) },
        },
      },
      async (request) => listUsers(ctx.db, request.query.search, request.query.page),
    );

    app.post(
      '/api/admin/users/create',
      {
        schema: {
          summary: 'Create an account (a temporary password when none is given)',
          body: createUserBody,
          response: {
            201: success.extend({ id: z.number(), message: z.string(), temporary_password: z.string().nullable() }),
          },
        },
        config: { codes: { 409: ['email_taken'] }, errors: [409] },
      },
      async (request, reply) => {
        const created = await createUser(ctx, adminOf(request), request.body);
        return reply.code(201).send({ success: true, ...created });
      },
    );

    app.put(
      '/api/admin/users/:id/toggle-status',
      {
        schema: {
          summary: 'Deactivate or reactivate an account',
          params: idParam,
          response: { 200: success.extend({ is_active: z.boolean() }) },
        },
        config: { errors: [409] },
      },
      async (request) => ({
        success: true,
        ...(await toggleUserStatus(ctx, adminOf(request), request.params.id)),
      }),
    );

    app.delete(
      '/api/admin/users/:id',
      {
        schema: { summary: 'Delete an account and everything it owns', params: idParam, response: done },
        config: { codes: { 409: ['withdrawal_in_progress'] } },
      },
      async (request) => {
        await deleteUser(ctx, adminOf(request), request.params.id);
        return { success: true, message: 'User deleted' };
      },
    );

    app.post(
      '/api/admin/users/:id/grant-free-subscription',
      {
        schema: { summary: 'Give a musician lifetime free access', params: idParam, response: done },
        config: { errors: [409] },
      },
      async (request) => {
        await grantFreeSubscription(ctx, adminOf(request), request.params.id);
        return { success: true, message: 'Lifetime free access granted' };
      },
    );

    app.post(
      '/api/admin/users/:id/revoke-free-subscription',
      {
        schema: { summary: 'Take lifetime free access back (a trial starts)', params: idParam, response: done },
        config: { errors: [409] },
      },
      async (request) => {
        await revokeFreeSubscription(ctx, adminOf(request), request.params.id);
        return { success: true, message: 'Lifetime free access revoked: a 14-day trial has started' };
      },
    );

    app.post(
      '/api/admin/users/:id/send-password-reset',
      {
        schema: {
          summary: 'E-mail the account a one-hour password reset link (audited)',
          params: idParam,
          response: done,
        },
        config: { errors: [429], codes: { 400: ['account_deactivated'] } },
      },
      async (request) => {
        const { email } = await sendPasswordResetLink(ctx, adminOf(request), request.params.id);
        return { success: true, message: `${passwordResetMessages.adminSent} to ${email}` };
      },
    );

    app.post(
      '/api/admin/users/:id/data-export',
      {
        schema: {
          summary: 'Start a “Download my data” export for the account: the link goes to its owner (audited)',
          params: idParam,
          response: done,
        },
        config: { codes: { 404: ['not_found'], 429: ['export_daily_limit'] } },
      },
      async (request) => {
        const admin = adminOf(request);
        await requestExport(ctx, request.params.id, { admin });
        return { success: true, message: dataExportMessages.adminRequested };
      },
    );

    app.post(
      '/api/admin/users/:id/reset-second-factor',
      {
        schema: {
          summary: 'Remove a musician’s second factors after they proved who they are (audited)',
          params: idParam,
          response: done,
        },
        config: { errors: [404, 409] },
      },
      async (request) => {
        const admin = adminOf(request);
        // Another admin's factors are theirs to manage: an admin-made reset would undo the rule.
        if (request.params.id === admin.id || (await isAdminAccount(ctx.db, request.params.id))) {
          throw new AppError(409, 'An administrator’s second factor is reset with npm run admin:create');
        }
        await resetSecondFactor(ctx, admin, request.params.id);
        return {
          success: true,
          message: 'Second factor reset: they sign in with their password and can set one up again',
        };
      },
    );

    // Spec 2: the gift-membership button does nothing but log; here its log is the audit row.
    app.post(
      '/api/admin/users/:id/gift-membership',
      {
        schema: {
          summary: 'Record a click of Gift membership (spec 2: it only logs)',
          params: idParam,
          response: { 200: success },
        },
      },
      async (request) => {
        await recordAudit(
          ctx.db,
          adminOf(request),
          { action: 'user.gift_membership_clicked', target: { type: 'user', id: request.params.id } },
          ctx.clock.now().toISOString(),
        );
        return { success: true };
      },
    );

    app.get(
      '/api/admin/users/:id/details',
      {
        schema: {
          summary:
            'One user: profile, shows, tips, refunds, withdrawals, subscription payments and ledger (newest 50 each)',
          params: idParam,
          response: { 200: adminUserDetail },
        },
        config: { errors: [404] },
      },
      async (request) => userDetail(ctx, request.params.id),
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
        config: {
          codes: { 400: ['refund_not_possible', 'refund_too_much'], 409: ['already_refunded', 'refund_collided'] },
          errors: [404, 409],
        },
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
