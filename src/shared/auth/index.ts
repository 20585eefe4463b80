import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { messages } from '../user-messages';

const m = messages.auth;

/** A required text field whose absence and emptiness both give the same spec message. */
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

const email = (required: string) =>
  requiredText(required)
    .pipe(z.email(m.invalidEmail))
    .transform((value) => value.toLowerCase());

export const signUpBody = z.strictObject({
  email: email(m.emailAndPasswordRequired),
  password: z
    .string({ error: m.emailAndPasswordRequired })
    .min(1, m.emailAndPasswordRequired)
    .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
    .max(200, 'Password must be at most 200 characters'),
  stageName: z
    .string({ error: m.stageNameRequiredForSignup })
    .trim()
    .min(1, m.stageNameRequiredForSignup)
    .max(80, 'Stage name must be at most 80 characters'),
  /**
   * Signing up from an invitation link (/join/:token): the account joins that act instead of
   * starting one of its own, and stageName is the person's own name (docs/decisions/035).
   */
  invitationToken: z.string().trim().min(1).max(200).optional(),
});
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.strictObject({
  email: requiredText(m.emailAndPasswordRequired).transform((value) => value.toLowerCase()),
  password: z
    .string({ error: m.emailAndPasswordRequired })
    .min(1, m.emailAndPasswordRequired)
    .max(200, m.invalidCredentials),
  /** The second factor's code, for an account that has one (asked for after a 401 `second_factor_required`). */
  code: z.string().trim().max(40).optional(),
});
export type SignInBody = z.infer<typeof signInBody>;

const p = messages.password;
export const changePasswordBody = z
  .strictObject({
    current_password: z.string({ error: p.currentRequired }).min(1, p.currentRequired),
    new_password: z
      .string({ error: p.newRequired })
      .min(1, p.newRequired)
      .min(PASSWORD_MIN_LENGTH, p.newTooShort)
      .max(200, 'New password must be at most 200 characters'),
    /** Optional on the wire: the form checks it too, but a client that sends it gets it checked. */
    confirm_password: z.string().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.confirm_password !== undefined && body.confirm_password !== body.new_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: p.newDoNotMatch });
    } else if (body.new_password === body.current_password) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: p.newSameAsCurrent });
    }
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** DELETE /api/users/delete-account: the password again, so a borrowed signed-in phone cannot delete. */
export const deleteAccountBody = z.strictObject({
  password: z.string({ error: messages.account.passwordRequired }).min(1, messages.account.passwordRequired).max(200),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** GET /api/users/delete-account: what the account leaves behind, shown before the final confirmation. */
export const accountAtStake = z.object({
  /** Pence; may be below zero after a refund or a lost dispute. */
  available_balance: z.number().int(),
  pending_withdrawals: z.object({ count: z.number().int(), amount: z.number().int() }),
  /** A plan that still bills or gives access; null when there is none. */
  active_plan: z
    .object({ status: z.string(), plan: z.enum(['monthly', 'yearly']).nullable(), amount: z.number().int() })
    .nullable(),
  /** False for a Google-only account: it must set a password before it can delete itself. */
  has_password: z.boolean(),
});
export type AccountAtStake = z.infer<typeof accountAtStake>;

export const adminLoginBody = z.strictObject({
  email: requiredText(m.emailAndPasswordRequired).transform((value) => value.toLowerCase()),
  password: z.string({ error: m.emailAndPasswordRequired }).min(1, m.emailAndPasswordRequired).max(200),
  code: z.string().trim().max(40).optional(),
});

/** What `GET /api/auth/me` answers and the sign-in/up calls return. */
export const authUser = z.object({
  id: z.number(),
  email: z.string(),
  user_type: z.enum(['musician', 'fan', 'admin']),
  stage_name: z.string().nullable(),
  qr_code_id: z.string().nullable(),
  created_at: z.string(),
});
export type AuthUser = z.infer<typeof authUser>;

/** `GET /api/users/me` (spec 1 §3 "Current user", spec 2 "Local user"). */
export const currentUserResponse = z.object({
  local_user: z.object({ email: z.string(), user_type: z.string(), created_at: z.string() }),
});
export type CurrentUserResponse = z.infer<typeof currentUserResponse>;

export const errorResponse = z.object({ error: z.string(), details: z.unknown().optional() });
export type ErrorResponse = z.infer<typeof errorResponse>;
