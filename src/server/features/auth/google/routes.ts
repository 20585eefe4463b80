import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { describeRoutes, success } from '../../../http/openapi';
import { AppError, forbidden, notFound, tooManyRequests } from '../../../http/errors';
import { isFromAnotherSite } from '../../../http/origin-guard';
import { messages } from '../../../../shared/user-messages';
import { googleMessages } from '../../../../shared/auth/google-messages';
import { endBrowserSession, startBrowserSession } from '../browser-session';
import { hasSecondFactor } from '../second-factor/service';
import { secondFactorMessages } from '../../../../shared/auth/second-factor';
import { presentAuthUser } from '../presenter';
import { findProfileSummary } from '../queries';
import { callbackUrl } from './callback-url';
import { OidcClient } from './oidc-client';
import { googleSessionBody, googleSessionResponse, googleStatusResponse, redirectUrlResponse } from './schemas';
import { completeGoogleSignIn, startGoogleSignIn } from './service';
import { clearStateCookie, setStateCookie, STATE_COOKIE } from './state-cookie';
import { cookieOf } from '../../../http/cookies';

/** Spec 1 §7: sign-in with Google (any OpenID Connect issuer) and the identity-provider logout. */
export const googleAuthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Accounts', access: 'public' });
    // One per app, so the issuer's discovery document is fetched once, not per sign-in.
    const oidc = ctx.config.google ? new OidcClient(ctx.config.google) : undefined;
    const configuredOidc = () => {
      if (!oidc) throw notFound(googleMessages.notConfigured);
      return oidc;
    };
    const rateLimit = {
      ...ctx.limits.signIn,
      errorResponseBuilder: () => tooManyRequests(messages.auth.tooManyAttempts),
    };

    // The web client shows the Google button only when this says so.
    app.get(
      '/api/oauth/google/status',
      { schema: { summary: 'Whether sign-in with Google is available', response: { 200: googleStatusResponse } } },
      async () => ({
        enabled: oidc !== undefined,
      }),
    );

    app.get(
      '/api/oauth/google/redirect_url',
      {
        schema: {
          summary: 'Start a Google sign-in: the URL to send the browser to',
          response: { 200: redirectUrlResponse },
        },
        config: { rateLimit, errors: [404] },
      },
      async (request, reply) => {
        const { redirectUrl, state } = await startGoogleSignIn(
          ctx,
          configuredOidc(),
          callbackUrl(ctx, request),
          request.log,
        );
        setStateCookie(ctx, request, reply, state);
        return { redirectUrl };
      },
    );

    app.post(
      '/api/sessions',
      {
        schema: {
          summary: 'Finish a Google sign-in with the code Google returned',
          body: googleSessionBody,
          response: { 200: googleSessionResponse },
        },
        config: {
          codes: {
            400: ['google_sign_in_failed'],
            403: ['account_deactivated', 'signups_disabled', 'second_factor_required'],
            409: ['google_account_linked_elsewhere'],
          },
          rateLimit,
          errors: [401, 403, 404],
        },
      },
      async (request, reply) => {
        const user = await completeGoogleSignIn(
          ctx,
          configuredOidc(),
          {
            ...request.body,
            browserState: cookieOf(request, STATE_COOKIE),
            redirectUri: callbackUrl(ctx, request),
          },
          request.log,
        );
        clearStateCookie(ctx, request, reply);
        // Google proves the password half only: an account with a second factor signs in with it.
        if (await hasSecondFactor(ctx, user.id)) {
          throw new AppError(403, secondFactorMessages.useSecondFactorNotGoogle, 'second_factor_required');
        }
        await startBrowserSession(ctx, request, reply, user.id, 'user');
        return { user: presentAuthUser(user, await findProfileSummary(ctx.db, user.id)) };
      },
    );

    // A GET because the spec says so. SameSite=Lax keeps other sites' <img> tags from using it, but
    // not a link or redirect another site sends the browser to: only our own pages may sign out.
    app.get(
      '/api/logout',
      {
        schema: { summary: 'Sign out (the identity provider’s logout link)', response: { 200: success } },
        config: { errors: [403] },
      },
      async (request, reply) => {
        if (isFromAnotherSite(request)) throw forbidden(messages.http.foreignOrigin, 'foreign_origin');
        await endBrowserSession(ctx, request, reply, 'user');
        return { success: true };
      },
    );
  };
