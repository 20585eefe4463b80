import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { describeRoutes, success } from '../../http/openapi';
import { forgotPasswordBody, passwordResetMessages, resetPasswordBody } from '../../../shared/auth/password-reset';
import { requestPasswordReset, resetPassword } from './password-reset-service';
import { tooManyRequests } from '../../http/errors';
import { messages } from '../../../shared/user-messages';

/** Forgot password: ask for a link by e-mail, then spend it on a new password. */
export const passwordResetRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Accounts', access: 'public' });

    app.post(
      '/api/auth/forgot-password',
      {
        schema: {
          summary: 'E-mail a one-hour password reset link (the same answer for any address)',
          body: forgotPasswordBody,
          response: { 200: success.extend({ message: z.string() }) },
        },
        config: {
          rateLimit: {
            ...ctx.limits.passwordReset,
            errorResponseBuilder: () => tooManyRequests(messages.auth.tooManyAttempts),
          },
        },
      },
      async (request) => {
        await requestPasswordReset(ctx, request.body.email);
        return { success: true, message: passwordResetMessages.sent };
      },
    );

    app.post(
      '/api/auth/reset-password',
      {
        schema: {
          summary: 'Set a new password with a reset link; every sign-in of the account ends',
          body: resetPasswordBody,
          response: {
            200: success.extend({ message: z.string(), sign_in_path: z.enum(['/', '/admin']) }),
          },
        },
        config: {
          codes: { 400: ['reset_link_invalid', 'account_deactivated'] },
          rateLimit: {
            ...ctx.limits.signIn,
            errorResponseBuilder: () => tooManyRequests(messages.auth.tooManyAttempts),
          },
        },
      },
      async (request) => {
        const { userType } = await resetPassword(ctx, request.body);
        return {
          success: true,
          message: passwordResetMessages.done,
          sign_in_path: userType === 'admin' ? ('/admin' as const) : ('/' as const),
        };
      },
    );
  };
