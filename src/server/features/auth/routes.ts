import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentSession, requireUser } from '../../http/auth-guard';
import { tooManyRequests, unauthorized } from '../../http/errors';
import {
  accountAtStake,
  authUser,
  changePasswordBody,
  currentUserResponse,
  deleteAccountBody,
  signInBody,
  signUpBody,
} from '../../../shared/auth';
import { z } from 'zod';
import { describeRoutes, success } from '../../http/openapi';
import { messages } from '../../../shared/user-messages';
import { clearSessionCookie } from './cookies';
import { endBrowserSession, startBrowserSession } from './browser-session';
import { presentAuthUser, presentCurrentUser } from './presenter';
import { findProfileSummary } from './queries';
import { accountAtStakeOf, changePassword, deleteAccount, signIn, signUp } from './service';
import { guardSignIn, knownDeviceSigningIn, rememberDevice } from './sign-in-guard';
import { mailIfUnseenDevice } from './unseen-device';
import { hasSecondFactor, requireFreshStepUp } from './second-factor/service';

/** Spec 1 §7 and spec 2 §7: e-mail sign-up, sign-in, sign-out, current user, password, deletion. */
export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Accounts', access: 'user' });
    const userResponse = z.object({ user: authUser });
    const doneResponse = success.extend({ message: z.string() });

    app.post(
      '/api/auth/signup',
      {
        schema: {
          summary: 'Create a musician account and sign in',
          body: signUpBody,
          response: { 201: userResponse },
        },
        config: {
          codes: { 403: ['signups_disabled'], 404: ['invitation_not_valid'], 409: ['email_taken'] },
          access: 'public',
          errors: [403, 404, 409],
          rateLimit: {
            ...ctx.limits.signUp,
            errorResponseBuilder: () => tooManyRequests(messages.auth.tooManyAttempts),
          },
        },
      },
      async (request, reply) => {
        const user = await signUp(ctx, request.body);
        await startBrowserSession(ctx, request, reply, user.id, 'user');
        rememberDevice(ctx, request, reply, 'user', user.email);
        return reply.code(201).send({ user: presentAuthUser(user, await findProfileSummary(ctx.db, user.id)) });
      },
    );

    app.post(
      '/api/auth/signin',
      {
        schema: { summary: 'Sign in with e-mail and password', body: signInBody, response: { 200: userResponse } },
        config: {
          codes: {
            401: ['invalid_credentials', 'second_factor_required', 'second_factor_wrong'],
            403: ['account_deactivated'],
            429: ['account_locked', 'too_many_codes'],
          },
          access: 'public',
          errors: [401, 403, 429],
          // After the body is read, so a known device signing in to its own account is exempt.
          rateLimit: {
            ...ctx.limits.signIn,
            hook: 'preHandler',
            allowList: knownDeviceSigningIn(ctx, 'user'),
            errorResponseBuilder: () => tooManyRequests(messages.auth.tooManyAttempts),
          },
        },
      },
      async (request, reply) => {
        const { user, provenWith } = await guardSignIn(ctx, request, reply, 'user', request.body.email, () =>
          signIn(ctx, request.body),
        );
        await mailIfUnseenDevice(ctx, request, 'user', user);
        await startBrowserSession(ctx, request, reply, user.id, 'user', provenWith);
        return { user: presentAuthUser(user, await findProfileSummary(ctx.db, user.id)) };
      },
    );

    app.post(
      '/api/auth/signout',
      { schema: { summary: 'Sign out this browser', response: { 200: success } }, config: { access: 'public' } },
      async (request, reply) => {
        await endBrowserSession(ctx, request, reply, 'user');
        return { success: true };
      },
    );

    app.get(
      '/api/auth/me',
      { schema: { summary: 'The signed-in account', response: { 200: userResponse } } },
      async (request, reply) => {
        const session = await currentSession(ctx, request, reply);
        if (!session) throw unauthorized();
        return { user: presentAuthUser(session.user, await findProfileSummary(ctx.db, session.user.id)) };
      },
    );

    // The web app's own session check: 200 with user null when signed out, so an anonymous page
    // does not log the browser's 'Failed to load resource: 401' for every fan.
    app.get(
      '/api/auth/session',
      {
        schema: {
          summary: 'The signed-in account, or null when signed out (no 401)',
          response: { 200: z.object({ user: authUser.nullable() }) },
        },
        config: { access: 'public' },
      },
      async (request, reply) => {
        const session = await currentSession(ctx, request, reply);
        reply.header('Cache-Control', 'no-store');
        if (!session) return { user: null };
        return { user: presentAuthUser(session.user, await findProfileSummary(ctx.db, session.user.id)) };
      },
    );

    app.get(
      '/api/users/me',
      { schema: { summary: 'The signed-in account (spec 1 §3 shape)', response: { 200: currentUserResponse } } },
      async (request, reply) => {
        const session = await currentSession(ctx, request, reply);
        if (!session) throw unauthorized();
        return presentCurrentUser(session.user);
      },
    );

    app.post(
      '/api/auth/change-password',
      {
        config: { codes: { 400: ['password_not_set', 'password_wrong'] } },
        schema: {
          summary: 'Change the password; other sessions are signed out',
          body: changePasswordBody,
          response: { 200: doneResponse },
        },
      },
      async (request, reply) => {
        const session = await requireUser(ctx, request, reply);
        await changePassword(ctx, session.user.id, session.sessionId, request.body);
        return { success: true, message: 'Password changed successfully' };
      },
    );

    app.get(
      '/api/users/delete-account',
      { schema: { summary: 'What deleting the account leaves behind', response: { 200: accountAtStake } } },
      async (request, reply) => {
        const session = await requireUser(ctx, request, reply);
        return accountAtStakeOf(ctx, session.user.id);
      },
    );

    app.delete(
      '/api/users/delete-account',
      {
        schema: {
          summary: 'Delete the account: personal data goes, money records stay anonymised (decision 022)',
          body: deleteAccountBody,
          response: { 200: doneResponse },
        },
        config: {
          codes: {
            400: [
              'password_not_set',
              'password_required',
              'password_wrong',
              'second_factor_required',
              'second_factor_wrong',
            ],
            409: ['withdrawal_in_progress'],
            429: ['too_many_codes'],
          },
          errors: [400, 403, 409],
        },
      },
      async (request, reply) => {
        const session = await requireUser(ctx, request, reply);
        // The password in the body is the step-up of an account without a second factor; one with
        // a factor also needs a fresh code on this sign-in.
        if (await hasSecondFactor(ctx, session.user.id)) await requireFreshStepUp(ctx, session);
        await deleteAccount(ctx, session.user.id, request.body);
        clearSessionCookie(ctx, request, reply, 'user');
        return { success: true, message: 'Account deleted' };
      },
    );
  };
