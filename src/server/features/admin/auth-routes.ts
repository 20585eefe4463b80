import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes, success } from '../../http/openapi';
import { requireAdmin } from '../../http/auth-guard';
import { adminLoginBody, changePasswordBody } from '../../../shared/auth';
import {
  endBrowserSession,
  guardSignIn,
  knownDeviceSigningIn,
  mailIfUnseenDevice,
  startBrowserSession,
} from '../auth/public';
import { adminSignIn, changePassword } from '../auth/service';

import { recordAudit } from './audit';
import { tooManyRequests } from '../../http/errors';
import { messages } from '../../../shared/user-messages';

/** Spec 2 §7 (Admin): a login separate from the musicians', with its own short-lived cookie. */
export const adminAuthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Admin', access: 'admin' });
    const adminIdentity = z.object({
      id: z.number(),
      email: z.string(),
      /** Still on the one-time password of Add User: the back office asks for a new one first. */
      must_change_password: z.boolean(),
    });
    const identityOf = (user: { id: number; email: string; must_change_password: number }) => ({
      id: user.id,
      email: user.email,
      must_change_password: user.must_change_password === 1,
    });
    app.post(
      '/api/admin/login',
      {
        schema: {
          summary: 'Sign in to the back office',
          body: adminLoginBody,
          response: { 200: success.extend({ admin: adminIdentity }) },
        },
        config: {
          codes: {
            401: ['invalid_credentials', 'second_factor_required', 'second_factor_wrong'],
            403: ['account_deactivated'],
            429: ['account_locked', 'too_many_codes'],
          },
          access: 'public',
          errors: [401, 429],
          rateLimit: {
            ...ctx.limits.adminLogin,
            hook: 'preHandler',
            allowList: knownDeviceSigningIn(ctx, 'admin'),
            errorResponseBuilder: () => tooManyRequests(messages.auth.tooManyAttempts),
          },
        },
      },
      async (request, reply) => {
        const at = ctx.clock.now().toISOString();
        let signedIn;
        try {
          signedIn = await guardSignIn(ctx, request, reply, 'admin', request.body.email, () =>
            adminSignIn(ctx, request.body),
          );
        } catch (error) {
          // Failed attempts are kept too: who tried which address, never the password.
          await recordAudit(ctx.db, { id: null, email: request.body.email }, { action: 'admin.sign_in_failed' }, at);
          throw error;
        }
        const admin = signedIn.user;
        await recordAudit(ctx.db, { id: admin.id, email: admin.email }, { action: 'admin.signed_in' }, at);
        await mailIfUnseenDevice(ctx, request, 'admin', admin);
        await startBrowserSession(ctx, request, reply, admin.id, 'admin', signedIn.provenWith);
        return { success: true, admin: identityOf(admin) };
      },
    );

    app.get(
      '/api/admin/verify',
      { schema: { summary: 'The signed-in administrator', response: { 200: z.object({ admin: adminIdentity }) } } },
      async (request, reply) => {
        const { user } = await requireAdmin(ctx, request, reply);
        return { admin: identityOf(user) };
      },
    );

    // Outside the guarded plugin: an admin on a one-time password has no other way in.
    app.post(
      '/api/admin/change-password',
      {
        schema: {
          summary: 'Change the administrator’s password; their other sessions are signed out',
          body: changePasswordBody,
          response: { 200: success.extend({ message: z.string() }) },
        },
        config: { codes: { 400: ['password_not_set', 'password_wrong'] }, errors: [400] },
        // Before the body is read, as in the back office: an anonymous caller learns nothing of it.
        onRequest: async (request, reply) => void (await requireAdmin(ctx, request, reply)),
      },
      async (request, reply) => {
        const session = await requireAdmin(ctx, request, reply);
        await changePassword(ctx, session.user.id, session.sessionId, request.body);
        await recordAudit(
          ctx.db,
          { id: session.user.id, email: session.user.email },
          { action: 'admin.password_changed', target: { type: 'user', id: session.user.id } },
          ctx.clock.now().toISOString(),
        );
        return { success: true, message: 'Password changed successfully' };
      },
    );

    app.post(
      '/api/admin/logout',
      { schema: { summary: 'Sign out of the back office', response: { 200: success } }, config: { access: 'public' } },
      async (request, reply) => {
        await endBrowserSession(ctx, request, reply, 'admin');
        return { success: true };
      },
    );
  };
