import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { webMessages } from '../web-messages';

/** Forgot password (docs/decisions/020-accounts-email.md): the words of both steps. */
export const passwordResetMessages = {
  emailRequired: 'Enter the e-mail address you sign in with',
  invalidEmail: 'Please enter a valid email address',
  /** The same answer whether or not an account has that address. */
  sent: 'If an account uses that address, we have sent it a link to choose a new password. The link works for one hour.',
  tokenInvalid: 'This reset link has expired or was already used. Ask for a new one.',
  passwordRequired: 'New password is required',
  passwordTooShort: `New password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordsDoNotMatch: 'New passwords do not match',
  done: 'Your password is changed and every other sign-in of your account has ended. Sign in with your new password.',
  requestFailed: 'Could not send the link. Please try again.',
  resetFailed: 'Could not change the password. Please try again.',
  tooManyForAccount: 'A reset link was sent to this account several times in the last hour. Try again later.',
  accountDeactivated: 'This account is deactivated. Reactivate it before sending a reset link.',
  adminSent: 'Reset link sent',
  network: webMessages.networkError,
} as const;

const m = passwordResetMessages;

/** The link in the e-mail: the token rides in the query string, read once by the page. */
export const resetPasswordPath = (token: string) => `/reset-password?token=${encodeURIComponent(token)}`;

export const forgotPasswordBody = z.strictObject({
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, m.emailRequired)
    .max(254, m.invalidEmail)
    .pipe(z.email(m.invalidEmail))
    .transform((value) => value.toLowerCase()),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z
  .strictObject({
    token: z.string({ error: m.tokenInvalid }).min(1, m.tokenInvalid).max(100, m.tokenInvalid),
    new_password: z
      .string({ error: m.passwordRequired })
      .min(1, m.passwordRequired)
      .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
      .max(200, 'New password must be at most 200 characters'),
    confirm_password: z.string().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.confirm_password !== undefined && body.confirm_password !== body.new_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: m.passwordsDoNotMatch });
    }
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
