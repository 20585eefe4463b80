import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { success } from '../../../http/openapi';
import {
  passkeyAssertionBody,
  passkeyNameBody,
  passkeyRegisterBody,
  stepUpResponse,
  webauthnJson,
} from '../../../../shared/auth/second-factor';
import { authUser } from '../../../../shared/auth';
import { startBrowserSession } from '../browser-session';
import { presentAuthUser } from '../presenter';
import { findProfileSummary } from '../queries';
import type { SessionScope } from '../session-store';
import { securityScope } from './security-scope';
import {
  passkeyRegistrationOptions,
  passkeySignInOptions,
  passkeyStepUpOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
  stepUpWithPasskey,
} from './passkeys-service';

/** Passkeys: register, name and remove them; sign in and step up with one. Musicians under /api/auth, admins under /api/admin. */
export const passkeyRoutes =
  (ctx: AppContext, scope: SessionScope): FastifyPluginAsyncZod =>
  async (app) => {
    const { base, signedIn, idParam } = securityScope(app, ctx, scope);

    app.post(
      `${base}/passkeys/options`,
      { schema: { summary: 'Options to create a passkey on this device', response: { 200: webauthnJson } } },
      async (request, reply) => passkeyRegistrationOptions(ctx, request, (await signedIn(ctx, request, reply)).user),
    );

    app.post(
      `${base}/passkeys`,
      {
        config: { codes: { 400: ['passkey_failed'] } },
        schema: {
          summary: 'Keep the passkey just created, with its name',
          body: passkeyRegisterBody,
          response: { 201: success },
        },
      },
      async (request, reply) => {
        const { user } = await signedIn(ctx, request, reply);
        await registerPasskey(ctx, request, user, request.body.name, request.body.response);
        return reply.code(201).send({ success: true });
      },
    );

    app.patch(
      `${base}/passkeys/:id`,
      {
        schema: { summary: 'Rename a passkey', params: idParam, body: passkeyNameBody, response: { 200: success } },
        config: { errors: [404] },
      },
      async (request, reply) => {
        const { user } = await signedIn(ctx, request, reply);
        await renamePasskey(ctx.db, user.id, request.params.id, request.body.name);
        return { success: true };
      },
    );

    app.delete(
      `${base}/passkeys/:id`,
      {
        schema: { summary: 'Remove a passkey (needs a fresh step-up)', params: idParam, response: { 200: success } },
        config: { codes: { 409: ['last_second_factor'] }, errors: [403, 404, 409] },
      },
      async (request, reply) => {
        await removePasskey(ctx, await signedIn(ctx, request, reply), request.params.id);
        return { success: true };
      },
    );

    app.post(
      `${base}/step-up/passkey/options`,
      {
        schema: { summary: 'Options to confirm it is you with a passkey', response: { 200: webauthnJson } },
        config: { codes: { 400: ['second_factor_not_set_up'] } },
      },
      async (request, reply) => passkeyStepUpOptions(ctx, request, (await signedIn(ctx, request, reply)).user.id),
    );

    app.post(
      `${base}/step-up/passkey`,
      {
        config: { codes: { 400: ['passkey_failed'] } },
        schema: {
          summary: 'Confirm it is you with a passkey',
          body: passkeyAssertionBody,
          response: { 200: stepUpResponse },
        },
      },
      async (request, reply) => {
        const session = await signedIn(ctx, request, reply);
        return {
          success: true as const,
          stepped_up_until: await stepUpWithPasskey(ctx, request, session, request.body.response),
        };
      },
    );

    const signInPath = scope === 'admin' ? '/api/admin/login/passkey' : '/api/auth/signin/passkey';
    app.post(
      `${signInPath}/options`,
      {
        schema: { summary: 'Options to sign in with a passkey instead of a password', response: { 200: webauthnJson } },
        config: { access: 'public' },
      },
      async (request) => passkeySignInOptions(ctx, request),
    );

    app.post(
      signInPath,
      {
        schema: {
          summary: 'Sign in with a passkey',
          body: passkeyAssertionBody,
          response: { 200: z.object({ user: authUser }) },
        },
        config: {
          codes: { 400: ['passkey_failed'], 401: ['passkey_failed'], 403: ['account_deactivated'] },
          access: 'public',
          errors: [401],
          rateLimit: scope === 'admin' ? ctx.limits.adminLogin : ctx.limits.signIn,
        },
      },
      async (request, reply) => {
        const user = await signInWithPasskey(ctx, request, scope, request.body.response);
        await startBrowserSession(ctx, request, reply, user.id, scope, 'second_factor');
        return { user: presentAuthUser(user, await findProfileSummary(ctx.db, user.id)) };
      },
    );
  };
