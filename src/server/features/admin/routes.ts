import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../http/auth-guard';
import {
  adminSettingsBody,
  auditQuery,
  createUserBody,
  extendTrialBody,
  hideSongBody,
  idParam,
  maintenanceBody,
  mergeSongBody,
  scheduledSessionBody,
  songBody,
  songsQuery,
  subscriptionIdParam,
  usersQuery,
  venueBody,
} from '../../../shared/admin';
import { decideWithdrawal } from '../earnings/service';
import { adminOf, rememberAdmin } from './admin-request';
import { listAudit, recordAudit } from './audit';
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
import { createVenue, deleteVenue, listVenues, toggleVenue, updateVenue } from './venues-service';

/**
 * Spec 2 §7 'Admin': every /api/admin route except login, verify and logout (auth-routes.ts) lives
 * in this one plugin, whose guard runs before any of its handlers: an admin-scoped session of an
 * active admin, else 401. A route added here cannot forget it (issue 11).
 */
export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // onRequest: before the body is even read, so nobody but an admin learns what a route accepts.
    app.addHook('onRequest', async (request, reply) => {
      const { user } = await requireAdmin(ctx, request, reply);
      rememberAdmin(request, user);
    });

    // ------------------------------------------------------------ overview, users
    app.get('/api/admin/stats', async () => platformStats(ctx));

    app.get('/api/admin/users', { schema: { querystring: usersQuery } }, async (request) =>
      listUsers(ctx.db, request.query.search, request.query.page),
    );

    app.post('/api/admin/users/create', { schema: { body: createUserBody } }, async (request, reply) => {
      const created = await createUser(ctx, adminOf(request), request.body);
      return reply.code(201).send({ success: true, ...created });
    });

    app.put('/api/admin/users/:id/toggle-status', { schema: { params: idParam } }, async (request) => ({
      success: true,
      ...(await toggleUserStatus(ctx, adminOf(request), request.params.id)),
    }));

    app.delete('/api/admin/users/:id', { schema: { params: idParam } }, async (request) => {
      await deleteUser(ctx, adminOf(request), request.params.id);
      return { success: true, message: 'User deleted' };
    });

    app.post('/api/admin/users/:id/grant-free-subscription', { schema: { params: idParam } }, async (request) => {
      await grantFreeSubscription(ctx, adminOf(request), request.params.id);
      return { success: true, message: 'Lifetime free access granted' };
    });

    app.post('/api/admin/users/:id/revoke-free-subscription', { schema: { params: idParam } }, async (request) => {
      await revokeFreeSubscription(ctx, adminOf(request), request.params.id);
      return { success: true, message: 'Lifetime free access revoked: a 14-day trial has started' };
    });

    // Spec 2: the gift-membership button does nothing but log; here its log is the audit row.
    app.post('/api/admin/users/:id/gift-membership', { schema: { params: idParam } }, async (request) => {
      await recordAudit(
        ctx.db,
        adminOf(request),
        { action: 'user.gift_membership_clicked', target: { type: 'user', id: request.params.id } },
        ctx.clock.now().toISOString(),
      );
      return { success: true };
    });

    // ------------------------------------------------------------ withdrawals
    app.get('/api/admin/withdrawals', async () => ({ withdrawals: await listAllWithdrawals(ctx) }));

    for (const decision of ['approve', 'reject'] as const) {
      app.post(`/api/admin/withdrawals/:id/${decision}`, { schema: { params: idParam } }, async (request) => {
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
      });
    }

    // ------------------------------------------------------------ venues
    app.get('/api/admin/venues', async () => ({ venues: await listVenues(ctx) }));
    app.post('/api/admin/venues', { schema: { body: venueBody } }, async (request, reply) =>
      reply.code(201).send({ success: true, venue: await createVenue(ctx, adminOf(request), request.body) }),
    );
    app.put('/api/admin/venues/:id', { schema: { params: idParam, body: venueBody } }, async (request) => ({
      success: true,
      venue: await updateVenue(ctx, adminOf(request), request.params.id, request.body),
    }));
    app.put('/api/admin/venues/:id/toggle-status', { schema: { params: idParam } }, async (request) => ({
      success: true,
      venue: await toggleVenue(ctx, adminOf(request), request.params.id),
    }));
    app.delete('/api/admin/venues/:id', { schema: { params: idParam } }, async (request) => {
      await deleteVenue(ctx, adminOf(request), request.params.id);
      return { success: true };
    });

    // ------------------------------------------------------------ sessions
    app.get('/api/admin/sessions/live', async () => ({ sessions: await listLiveSessions(ctx) }));
    app.post('/api/admin/sessions/live/:id/pause', { schema: { params: idParam } }, async (request) => {
      await pauseSession(ctx, adminOf(request), request.params.id);
      return { success: true, message: 'Session paused' };
    });
    app.post('/api/admin/sessions/live/:id/end', { schema: { params: idParam } }, async (request) => ({
      success: true,
      message: 'Session ended',
      session_stats: await endSession(ctx, adminOf(request), request.params.id),
    }));
    app.get('/api/admin/sessions/scheduled', async () => ({ sessions: await listScheduledSessions(ctx) }));
    app.put(
      '/api/admin/sessions/scheduled/:id',
      { schema: { params: idParam, body: scheduledSessionBody } },
      async (request) => ({
        success: true,
        session: await updateScheduledSession(ctx, adminOf(request), request.params.id, request.body),
      }),
    );
    app.delete('/api/admin/sessions/scheduled/:id', { schema: { params: idParam } }, async (request) => {
      await deleteScheduledSession(ctx, adminOf(request), request.params.id);
      return { success: true };
    });

    // ------------------------------------------------------------ songs
    app.get('/api/admin/songs', { schema: { querystring: songsQuery } }, async (request) => ({
      songs: await listSongs(ctx, request.query.search),
    }));
    app.get('/api/admin/songs/stats', async () => songStats(ctx));
    app.post('/api/admin/songs', { schema: { body: songBody } }, async (request, reply) =>
      reply.code(201).send({ success: true, song: await addSong(ctx, adminOf(request), request.body) }),
    );
    app.put('/api/admin/songs/:id', { schema: { params: idParam, body: songBody } }, async (request) => ({
      success: true,
      song: await updateSong(ctx, adminOf(request), request.params.id, request.body),
    }));
    app.put('/api/admin/songs/:id/hidden', { schema: { params: idParam, body: hideSongBody } }, async (request) => ({
      success: true,
      song: await setSongHidden(ctx, adminOf(request), request.params.id, request.body.hidden),
    }));
    app.post('/api/admin/songs/:id/merge', { schema: { params: idParam, body: mergeSongBody } }, async (request) => ({
      success: true,
      song: await mergeSongs(ctx, adminOf(request), request.params.id, request.body.into_id),
    }));
    app.delete('/api/admin/songs/:id', { schema: { params: idParam } }, async (request) => {
      await deleteSong(ctx, adminOf(request), request.params.id);
      return { success: true };
    });

    // ------------------------------------------------------------ subscriptions
    app.get('/api/admin/subscriptions', async () => ({ subscriptions: await listSubscriptions(ctx) }));
    app.post('/api/admin/subscriptions/extend-trial', { schema: { body: extendTrialBody } }, async (request) => ({
      success: true,
      ...(await extendTrial(ctx, adminOf(request), request.body.musician_id, request.body.days)),
    }));
    app.post(
      '/api/admin/subscriptions/:subscriptionId/cancel',
      { schema: { params: subscriptionIdParam } },
      async (request) => {
        await adminCancelSubscription(ctx, adminOf(request), request.params.subscriptionId);
        return { success: true, message: 'Subscription cancelled' };
      },
    );
    app.post(
      '/api/admin/subscriptions/:subscriptionId/refund',
      { schema: { params: subscriptionIdParam } },
      async (request) => {
        await adminRefundSubscription(ctx, adminOf(request), request.params.subscriptionId);
        return { success: true, message: 'Subscription refunded and cancelled' };
      },
    );
    app.get(
      '/api/admin/subscriptions/:subscriptionId/details',
      { schema: { params: subscriptionIdParam } },
      async (request) => ({ details: await subscriptionDetails(ctx, request.params.subscriptionId) }),
    );

    // ------------------------------------------------------------ settings, audit
    app.get('/api/admin/settings', async () => adminSettings(ctx));
    app.put('/api/admin/settings', { schema: { body: adminSettingsBody } }, async (request) => ({
      success: true,
      settings: await saveSettings(ctx, adminOf(request), request.body),
    }));
    app.post('/api/admin/maintenance-mode', { schema: { body: maintenanceBody } }, async (request) => ({
      success: true,
      settings: await setMaintenanceMode(ctx, adminOf(request), request.body.enabled),
    }));
    app.get('/api/admin/audit', { schema: { querystring: auditQuery } }, async (request) =>
      listAudit(ctx.db, request.query),
    );
  };
