import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { describeRoutes } from '../../http/openapi';
import { requireAdmin } from '../../http/auth-guard';
import { hasSecondFactor } from '../auth/public';
import { AppError } from '../../http/errors';
import { secondFactorMessages } from '../../../shared/auth/second-factor';
import { adminMessages } from '../../../shared/admin/messages';
import { rememberAdmin } from './admin-request';
import { adminAnalyticsRoutes } from './analytics-routes';
import { adminAuditRoutes } from './audit-routes';
import { adminOverviewRoutes } from './overview-routes';
import { adminSessionsRoutes } from './sessions-routes';
import { adminSettingsRoutes } from './settings-routes';
import { adminSongsRoutes } from './songs-routes';
import { adminSubscriptionsRoutes } from './subscriptions-routes';
import { adminTipsRoutes } from './tips-routes';
import { adminUsersRoutes } from './users-routes';
import { adminVenuesRoutes } from './venues-routes';
import { adminWithdrawalsRoutes } from './withdrawals-routes';

/**
 * Spec 2 §7 'Admin': every /api/admin route except login, verify and logout (auth-routes.ts) hangs
 * under this one plugin, whose guard runs before any handler of the tabs' plugins registered in it:
 * an admin-scoped session of an active admin who has chosen their own password and has a second
 * factor, else 401 or 403. A tab's route
 * registered here cannot forget it.
 */
export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Admin', access: 'admin' });
    // onRequest: before the body is even read, so nobody but an admin learns what a route accepts.
    app.addHook('onRequest', async (request, reply) => {
      const { user } = await requireAdmin(ctx, request, reply);
      // The one-time password of Add User was seen by the admin who made the account.
      if (user.must_change_password === 1) {
        throw new AppError(403, adminMessages.mustChangePassword, 'password_change_required');
      }
      // Approving withdrawals and the like needs more than one stolen password: no second factor,
      // no back office (the admin can still set one up under /api/admin/second-factor).
      if (!(await hasSecondFactor(ctx, user.id))) {
        throw new AppError(403, secondFactorMessages.adminMustEnrol, 'second_factor_setup_required');
      }
      rememberAdmin(request, user);
    });
    // One plugin per tab of the back office, in the tabs' order.
    await app.register(adminOverviewRoutes(ctx));
    await app.register(adminUsersRoutes(ctx));
    await app.register(adminTipsRoutes(ctx));
    await app.register(adminWithdrawalsRoutes(ctx));
    await app.register(adminVenuesRoutes(ctx));
    await app.register(adminSessionsRoutes(ctx));
    await app.register(adminSongsRoutes(ctx));
    await app.register(adminSubscriptionsRoutes(ctx));
    await app.register(adminAnalyticsRoutes(ctx));
    await app.register(adminSettingsRoutes(ctx));
    await app.register(adminAuditRoutes(ctx));
  };
