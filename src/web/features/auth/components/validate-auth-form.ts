import { signInBody, signUpBody, type SignInBody, type SignUpBody } from '../../../../shared/auth';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants';
import { messages } from '../../../../shared/user-messages';

const m = messages.auth;

export type AuthMode = 'sign-in' | 'sign-up';

export interface AuthFormValues {
  stageName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const emptyAuthFormValues: AuthFormValues = { stageName: '', email: '', password: '', confirmPassword: '' };

export type AuthField = keyof AuthFormValues;

/** A failed check names the fields to mark, so the message is tied to where the fix goes. */
type Validation<T> = { ok: true; body: T } | { ok: false; message: string; fields: AuthField[] };

type SchemaFailure = { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } };

function firstIssue(result: SchemaFailure): { ok: false; message: string; fields: AuthField[] } {
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  const fields: AuthField[] = field === 'email' || field === 'password' || field === 'stageName' ? [field] : [];
  return { ok: false, message: issue?.message ?? messages.http.invalidInput, fields };
}

function missingCredentials(values: AuthFormValues): { ok: false; message: string; fields: AuthField[] } | null {
  const fields: AuthField[] = [];
  if (!values.email.trim()) fields.push('email');
  if (!values.password) fields.push('password');
  return fields.length > 0 ? { ok: false, message: m.emailAndPasswordRequired, fields } : null;
}

/**
 * The spec's checks run first and in its order (spec 1 §5); the shared schema the server uses
 * then catches what the spec leaves out (a malformed e-mail, over-long values).
 */
export function validateSignIn(values: AuthFormValues): Validation<SignInBody> {
  const missing = missingCredentials(values);
  if (missing) return missing;
  const parsed = signInBody.safeParse({ email: values.email, password: values.password });
  return parsed.success ? { ok: true, body: parsed.data } : firstIssue(parsed);
}

export function validateSignUp(values: AuthFormValues): Validation<SignUpBody> {
  const missing = missingCredentials(values);
  if (missing) return missing;
  if (values.password !== values.confirmPassword)
    return { ok: false, message: m.passwordsDoNotMatch, fields: ['confirmPassword'] };
  if (values.password.length < PASSWORD_MIN_LENGTH)
    return { ok: false, message: m.passwordTooShort, fields: ['password'] };
  if (!values.stageName.trim()) return { ok: false, message: m.stageNameRequiredForSignup, fields: ['stageName'] };
  const parsed = signUpBody.safeParse({ email: values.email, password: values.password, stageName: values.stageName });
  return parsed.success ? { ok: true, body: parsed.data } : firstIssue(parsed);
}
