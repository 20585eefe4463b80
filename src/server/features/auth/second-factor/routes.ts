import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { success } from '../../../http/openapi';
import {
  recoveryCodesResponse,
  secondFactorStatus,
  securityLog,
  signedInDevices,
  stepUpBody,
  stepUpResponse,
  totpConfirmBody,
  totpSetupResponse,
} from '../../../../shared/auth/second-factor';
import type { SessionScope } from '../session-store';
import { securityScope } from './security-scope';
import {
  confirmTotp,
  disableTotp,
  regenerateRecoveryCodes,
  secondFactorStatusOf,
  startTotpSetup,
  stepUp,
} from './service';
import { endDevice, listDevices } from './devices-service';
import { listSecurityLog } from './queries';

/**
 * Settings → Security, for musicians under /api/auth and administrators under /api/admin (their
 * own cookie): authenticator codes, recovery codes, step-up and signed-in devices. These admin
 * routes sit outside the back office's guarded plugin on purpose: an admin without a second
 * factor must be able to set one up.
 */
export const secondFactorRoutes =
  (ctx: AppContext, scope: SessionScope): FastifyPluginAsyncZod =>
  async (app) => {
    const { base, signedIn, idParam } = securityScope(app, ctx, scope);

    app.get(
      `${base}/second-factor`,
      { schema: { summary: 'Second factors set up on this account', response: { 200: secondFactorStatus } } },
      async (request, reply) => secondFactorStatusOf(ctx, await signedIn(ctx, request, reply)),
    );

    app.post(
      `${base}/second-factor/totp`,
      {
        schema: {
          summary: 'Start setting up authenticator codes: the secret to scan, shown only now',
          response: { 200: totpSetupResponse },
        },
        config: { codes: { 409: ['second_factor_already_on'] }, errors: [409] },
      },
      async (request, reply) => {
        const { user } = await signedIn(ctx, request, reply);
        reply.header('Cache-Control', 'no-store');
        return startTotpSetup(ctx, user);
      },
    );

    app.post(
      `${base}/second-factor/totp/confirm`,
      {
        schema: {
          summary: 'Confirm with a first code; answers ten recovery codes, shown once',
          body: totpConfirmBody,
          response: { 200: recoveryCodesResponse },
        },
        config: {
          codes: {
            400: ['second_factor_not_set_up', 'second_factor_wrong'],
            409: ['second_factor_already_on'],
            429: ['too_many_codes'],
          },
          errors: [409, 429],
        },
      },
      async (request, reply) => {
        const { user } = await signedIn(ctx, request, reply);
        reply.header('Cache-Control', 'no-store');
        return { recovery_codes: await confirmTotp(ctx, user, request.body.code) };
      },
    );

    app.delete(
      `${base}/second-factor/totp`,
      {
        schema: { summary: 'Turn authenticator codes off (needs a fresh step-up)', response: { 200: success } },
        config: { codes: { 400: ['second_factor_not_set_up'], 409: ['last_second_factor'] }, errors: [409] },
      },
      async (request, reply) => {
        await disableTotp(ctx, await signedIn(ctx, request, reply));
        return { success: true };
      },
    );

    app.post(
      `${base}/second-factor/recovery-codes`,
      {
        config: { codes: { 400: ['second_factor_not_set_up'] } },
        schema: {
          summary: 'Ten new recovery codes, the old ones void (needs a fresh step-up)',
          response: { 200: recoveryCodesResponse },
        },
      },
      async (request, reply) => {
        const session = await signedIn(ctx, request, reply);
        reply.header('Cache-Control', 'no-store');
        return { recovery_codes: await regenerateRecoveryCodes(ctx, session) };
      },
    );

    app.post(
      `${base}/step-up`,
      {
        schema: {
          summary: 'Confirm it is you (a code, or the password where no second factor is set up)',
          body: stepUpBody,
          response: { 200: stepUpResponse },
        },
        config: {
          codes: {
            400: [
              'second_factor_required',
              'second_factor_wrong',
              'password_not_set',
              'password_required',
              'password_wrong',
            ],
            429: ['too_many_codes'],
          },
          errors: [429],
        },
      },
      async (request, reply) => {
        const session = await signedIn(ctx, request, reply);
        return { success: true as const, stepped_up_until: await stepUp(ctx, session, request.body) };
      },
    );

    app.get(
      `${base}/devices`,
      { schema: { summary: 'Where this account is signed in', response: { 200: signedInDevices } } },
      async (request, reply) => {
        const session = await signedIn(ctx, request, reply);
        return { devices: await listDevices(ctx, session) };
      },
    );

    app.delete(
      `${base}/devices/:id`,
      {
        schema: {
          summary: 'End one sign-in: it is signed out and its open streams close',
          params: idParam,
          response: { 200: success },
        },
        config: { errors: [404] },
      },
      async (request, reply) => {
        const session = await signedIn(ctx, request, reply);
        await endDevice(ctx, session, request.params.id);
        return { success: true };
      },
    );

    if (scope === 'user') {
      app.get(
        `${base}/security-log`,
        { schema: { summary: 'Second-factor changes and step-ups of this account', response: { 200: securityLog } } },
        async (request, reply) => {
          const { user } = await signedIn(ctx, request, reply);
          return { entries: await listSecurityLog(ctx.db, user.id) };
        },
      );
    }
  };
