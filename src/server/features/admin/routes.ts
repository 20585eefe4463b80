import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes, success } from '../../http/openapi';
import { sessionStats } from '../../../shared/live';
import { requireAdmin } from '../../http/auth-guard';
import {
  adminLiveSession,
  adminScheduledSession,
  adminSettingsBody,
  adminSong,
  adminSubscription,
  adminUser,
  adminVenue,
  adminWithdrawal,
  auditEntry,
  auditQuery,
  createUserBody,
  extendTrialBody,
  hideSongBody,
  idParam,
  maintenanceBody,
  mergeSongBody,
  platformStats as platformStatsResponse,
  providerSubscriptionDetails,
  scheduledSessionBody,
  songBody,
  songsQuery,
  songStats as songStatsResponse,
  subscriptionIdParam,
  usersQuery,
  subscriptionsQuery,
  venueBody,
} from '../../../shared/admin';
import { decideWithdrawal } from '../earnings/service';
import { hasSecondFactor, resetSecondFactor } from '../auth/public';
import { AppError } from '../../http/errors';
import { secondFactorMessages } from '../../../shared/second-factor';
import { adminOf, rememberAdmin } from './admin-request';
import { listAudit, recordAudit } from './audit';
import { adminMoneyRoutes } from './money-routes';
import { adminAnalyticsRoutes } from './analytics-routes';
import { listAllWithdrawals, platformStats } from './overview-service';
import {
  deleteScheduledSession,
  endSession,
  listLiveSessions,
  listScheduledSessions,
  pauseSession,
  updateScheduledSession,
} from './sessions-service';
import { adminSettings, saveSettings, setMaintenanceMode } from './settings-service';
import { addSong, deleteSong, listSongs, mergeSongs, setSongHidden, songStats, updateSong } from './songs-service';
import {
  adminCancelSubscription,
  adminRefundSubscription,
  extendTrial,
  listSubscriptions,
  subscriptionDetails,
} from './subscriptions-service';
import { listUsers } from './users-queries';
import {
  createUser,
  deleteUser,
  grantFreeSubscription,
  revokeFreeSubscription,
  toggleUserStatus,
} from './users-service';
import { sendPasswordResetLink } from './password-reset-service';
import { passwordResetMessages } from '../../../shared/password-reset';
import { createVenue, deleteVenue, listVenues, toggleVenue, updateVenue } from './venues-service';

/**
 * Spec 2 §7 'Admin': every /api/admin route except login, verify and logout (auth-routes.ts) lives
 * in this one plugin, whose guard runs before any of its handlers: an admin-scoped session of an
 * active admin, else 401. A route added here cannot forget it (issue 11).
 */
async function isAdminAccount(ctx: AppContext, userId: number): Promise<boolean> {
  const row = await ctx.db.selectFrom('users').select('user_type').where('id', '=', userId).executeTakeFirst();
  return row?.user_type === 'admin';
}

export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Admin', access: 'admin' });
    const done = { 200: success.extend({ message: z.string() }) };
    // onRequest: before the body is even read, so nobody but an admin learns what a route accepts.
    app.addHook('onRequest', async (request, reply) => {
      const { user } = await requireAdmin(ctx, request, reply);
      // Approving withdrawals and the like needs more than one stolen password: no second factor,
      // no back office (the admin can still set one up under /api/admin/second-factor).
      if (!(await hasSecondFactor(ctx, user.id))) {
        throw new AppError(403, secondFactorMessages.adminMustEnrol, 'second_factor_setup_required');
      }
      rememberAdmin(request, user);
    });
    await app.register(adminMoneyRoutes(ctx));
    await app.register(adminAnalyticsRoutes(ctx));

    // ------------------------------------------------------------ overview, users
    app.get(
      '/api/admin/stats',
      { schema: { summary: 'Platform figures for the overview', response: { 200: platformStatsResponse } } },
      async () => platformStats(ctx),
    );

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
        config: { errors: [409] },
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
      { schema: { summary: 'Delete an account and everything it owns', params: idParam, response: done } },
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
        config: { errors: [429] },
      },
      async (request) => {
        const { email } = await sendPasswordResetLink(ctx, adminOf(request), request.params.id);
        return { success: true, message: `${passwordResetMessages.adminSent} to ${email}` };
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
        if (request.params.id === admin.id || (await isAdminAccount(ctx, request.params.id))) {
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

    // ------------------------------------------------------------ withdrawals
    app.get(
      '/api/admin/withdrawals',
      {
        schema: {
          summary: 'Every withdrawal request, pending first',
          response: { 200: z.object({ withdrawals: z.array(adminWithdrawal) }) },
        },
      },
      async () => ({ withdrawals: await listAllWithdrawals(ctx) }),
    );

    for (const decision of ['approve', 'reject'] as const) {
      app.post(
        `/api/admin/withdrawals/:id/${decision}`,
        {
          schema: {
            summary: `${decision === 'approve' ? 'Approve' : 'Reject'} a pending withdrawal`,
            params: idParam,
            response: done,
          },
          config: { errors: [409] },
        },
        async (request) => {
          const admin = adminOf(request);
          const outcome = decision === 'approve' ? 'approved' : 'rejected';
          await decideWithdrawal(ctx, request.params.id, outcome, { adminId: admin.id });
          await recordAudit(
            ctx.db,
            admin,
            {
              action: `withdrawal.${outcome}`,
              target: { type: 'withdrawal', id: request.params.id },
              after: { status: outcome },
            },
            ctx.clock.now().toISOString(),
          );
          return { success: true, message: `Withdrawal ${outcome}` };
        },
      );
    }

    // ------------------------------------------------------------ venues
    app.get(
      '/api/admin/venues',
      {
        schema: {
          summary: 'The platform’s venue database',
          response: { 200: z.object({ venues: z.array(adminVenue) }) },
        },
      },
      async () => ({ venues: await listVenues(ctx) }),
    );
    app.post(
      '/api/admin/venues',
      {
        schema: { summary: 'Add a venue', body: venueBody, response: { 201: success.extend({ venue: adminVenue }) } },
        config: { errors: [409] },
      },
      async (request, reply) =>
        reply.code(201).send({ success: true, venue: await createVenue(ctx, adminOf(request), request.body) }),
    );
    app.put(
      '/api/admin/venues/:id',
      {
        schema: {
          summary: 'Change a venue',
          params: idParam,
          body: venueBody,
          response: { 200: success.extend({ venue: adminVenue }) },
        },
        config: { errors: [409] },
      },
      async (request) => ({
        success: true,
        venue: await updateVenue(ctx, adminOf(request), request.params.id, request.body),
      }),
    );
    app.put(
      '/api/admin/venues/:id/toggle-status',
      {
        schema: {
          summary: 'Hide a venue from suggestions, or show it again',
          params: idParam,
          response: { 200: success.extend({ venue: adminVenue }) },
        },
      },
      async (request) => ({
        success: true,
        venue: await toggleVenue(ctx, adminOf(request), request.params.id),
      }),
    );
    app.delete(
      '/api/admin/venues/:id',
      { schema: { summary: 'Delete a venue', params: idParam, response: { 200: success } } },
      async (request) => {
        await deleteVenue(ctx, adminOf(request), request.params.id);
        return { success: true };
      },
    );

    // ------------------------------------------------------------ sessions
    app.get(
      '/api/admin/sessions/live',
      {
        schema: {
          summary: 'Live and paused shows now',
          response: { 200: z.object({ sessions: z.array(adminLiveSession) }) },
        },
      },
      async () => ({ sessions: await listLiveSessions(ctx) }),
    );
    app.post(
      '/api/admin/sessions/live/:id/pause',
      {
        schema: { summary: 'Pause a live show (the musician resumes it)', params: idParam, response: done },
        config: { errors: [409] },
      },
      async (request) => {
        await pauseSession(ctx, adminOf(request), request.params.id);
        return { success: true, message: 'Session paused' };
      },
    );
    app.post(
      '/api/admin/sessions/live/:id/end',
      {
        schema: {
          summary: 'End a live show',
          params: idParam,
          response: { 200: success.extend({ message: z.string(), session_stats: sessionStats }) },
        },
        config: { errors: [409] },
      },
      async (request) => ({
        success: true,
        message: 'Session ended',
        session_stats: await endSession(ctx, adminOf(request), request.params.id),
      }),
    );
    app.get(
      '/api/admin/sessions/scheduled',
      {
        schema: {
          summary: 'Every scheduled gig',
          response: { 200: z.object({ sessions: z.array(adminScheduledSession) }) },
        },
      },
      async () => ({ sessions: await listScheduledSessions(ctx) }),
    );
    app.put(
      '/api/admin/sessions/scheduled/:id',
      {
        schema: {
          summary: 'Change a scheduled gig',
          params: idParam,
          body: scheduledSessionBody,
          response: { 200: success.extend({ session: adminScheduledSession }) },
        },
      },
      async (request) => ({
        success: true,
        session: await updateScheduledSession(ctx, adminOf(request), request.params.id, request.body),
      }),
    );
    app.delete(
      '/api/admin/sessions/scheduled/:id',
      { schema: { summary: 'Delete a scheduled gig', params: idParam, response: { 200: success } } },
      async (request) => {
        await deleteScheduledSession(ctx, adminOf(request), request.params.id);
        return { success: true };
      },
    );

    // ------------------------------------------------------------ songs
    app.get(
      '/api/admin/songs',
      {
        schema: {
          summary: 'The song catalogue, searched',
          querystring: songsQuery,
          response: { 200: z.object({ songs: z.array(adminSong) }) },
        },
      },
      async (request) => ({
        songs: await listSongs(ctx, request.query.search),
      }),
    );
    app.get(
      '/api/admin/songs/stats',
      {
        schema: {
          summary: 'Catalogue totals and the most requested songs',
          response: { 200: z.object({ stats: songStatsResponse, top: z.array(adminSong) }) },
        },
      },
      async () => songStats(ctx),
    );
    app.post(
      '/api/admin/songs',
      {
        schema: {
          summary: 'Add a song to the catalogue',
          body: songBody,
          response: { 201: success.extend({ song: adminSong }) },
        },
        config: { errors: [409] },
      },
      async (request, reply) =>
        reply.code(201).send({ success: true, song: await addSong(ctx, adminOf(request), request.body) }),
    );
    app.put(
      '/api/admin/songs/:id',
      {
        schema: {
          summary: 'Correct a song’s title or artist',
          params: idParam,
          body: songBody,
          response: { 200: success.extend({ song: adminSong }) },
        },
        config: { errors: [409] },
      },
      async (request) => ({
        success: true,
        song: await updateSong(ctx, adminOf(request), request.params.id, request.body),
      }),
    );
    app.put(
      '/api/admin/songs/:id/hidden',
      {
        schema: {
          summary: 'Hide a song from suggestions, or show it again',
          params: idParam,
          body: hideSongBody,
          response: { 200: success.extend({ song: adminSong }) },
        },
      },
      async (request) => ({
        success: true,
        song: await setSongHidden(ctx, adminOf(request), request.params.id, request.body.hidden),
      }),
    );
    app.post(
      '/api/admin/songs/:id/merge',
      {
        schema: {
          summary: 'Merge a duplicate song into another',
          params: idParam,
          body: mergeSongBody,
          response: { 200: success.extend({ song: adminSong }) },
        },
      },
      async (request) => ({
        success: true,
        song: await mergeSongs(ctx, adminOf(request), request.params.id, request.body.into_id),
      }),
    );
    app.delete(
      '/api/admin/songs/:id',
      { schema: { summary: 'Delete a song from the catalogue', params: idParam, response: { 200: success } } },
      async (request) => {
        await deleteSong(ctx, adminOf(request), request.params.id);
        return { success: true };
      },
    );

    // ------------------------------------------------------------ subscriptions
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

    // ------------------------------------------------------------ settings, audit
    app.get(
      '/api/admin/settings',
      { schema: { summary: 'The platform settings', response: { 200: adminSettingsBody } } },
      async () => adminSettings(ctx),
    );
    app.put(
      '/api/admin/settings',
      {
        schema: {
          summary: 'Save the platform settings',
          body: adminSettingsBody,
          response: { 200: success.extend({ settings: adminSettingsBody }) },
        },
      },
      async (request) => ({
        success: true,
        settings: await saveSettings(ctx, adminOf(request), request.body),
      }),
    );
    app.post(
      '/api/admin/maintenance-mode',
      {
        schema: {
          summary: 'Turn maintenance mode on or off',
          body: maintenanceBody,
          response: { 200: success.extend({ settings: adminSettingsBody }) },
        },
      },
      async (request) => ({
        success: true,
        settings: await setMaintenanceMode(ctx, adminOf(request), request.body.enabled),
      }),
    );
    app.get(
      '/api/admin/audit',
      {
        schema: {
          summary: 'The administrators’ audit log, newest first, 50 a page',
          querystring: auditQuery,
          response: { 200: z.object({ entries: z.array(auditEntry), has_more: z.boolean() }) },
        },
      },
      async (request) => listAudit(ctx.db, request.query),
    );
  };
