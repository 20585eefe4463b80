import { ArrowLeft, CircleAlert, CircleCheck, Fingerprint } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useForm } from '../../../lib/forms/use-form';
import { Link, useNavigate } from 'react-router';
import { messages } from '../../../../shared/user-messages';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { apiErrorCode } from '../../../lib/api-error-code';
import { useAuth } from '../../../lib/use-auth';
import { signIn } from '../api/sign-in';
import { signInWithPasskey } from '../api/passkey-sign-in';
import { secondFactorMessages } from '../../../../shared/auth/second-factor';
import { signUp } from '../api/sign-up';
import {
  emptyAuthFormValues,
  validateSignIn,
  validateSignUp,
  type AuthField,
  type AuthFormValues,
  type AuthMode,
} from './validate-auth-form';
import { GoogleSignInOption } from '../google/components/google-sign-in-option';
import { SignUpBenefits } from './sign-up-benefits';

/** Spec 1 §4: after success, the dashboard opens after 0.5 s (sign-in) or 1 s (sign-up). */
const REDIRECT_DELAY_MS: Record<AuthMode, number> = { 'sign-in': 500, 'sign-up': 1000 };

type Status = 'editing' | 'submitting' | 'success';

interface AuthFormProps {
  initialMode: AuthMode;
  /** The Back link: closes the inline form. */
  onBack: () => void;
  /** Replaces the redirect to /dashboard, for a form embedded elsewhere. */
  onSuccess?: () => void;
  /**
   * Opened from an invitation link (/join/:token): signing up joins that act instead of starting
   * one's own, so there is no trial to promise and the name asked for is the person's own.
   */
  invitationToken?: string;
}

const copy = {
  'sign-in': {
    title: 'Sign in to Stagecall',
    submit: 'Sign In',
    submitting: 'Signing in…',
    failed: messages.auth.signInFailed,
  },
  'sign-up': {
    title: 'Start Your 14-Day Free Trial',
    submit: 'Create Account',
    submitting: 'Creating account…',
    failed: messages.auth.signUpFailed,
  },
} as const;

export function AuthForm({ initialMode, onBack, onSuccess, invitationToken }: AuthFormProps) {
  const isInvited = invitationToken !== undefined;
  const [mode, setMode] = useState<AuthMode>(initialMode);
  // The mode's own check runs on submit (the two modes send different bodies), so the form's is a pass.
  const form = useForm<AuthFormValues, null>(emptyAuthFormValues, () => ({ ok: true, body: null }));
  const { values } = form;
  const [status, setStatus] = useState<Status>('editing');
  // Set once the password was right and the account has a second factor: its code is asked next.
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const text =
    isInvited && mode === 'sign-up' ? { ...copy['sign-up'], title: 'Create your account to join' } : copy[mode];

  // The form opens (or changes mode) in place: move focus to its heading so keyboard and screen
  // reader users land on it, without popping up the phone keyboard as focusing a field would.
  useEffect(() => headingRef.current?.focus(), [mode]);

  // An effect event: a parent re-rendering with a new callback must not restart the delay.
  const finish = useEffectEvent(() => {
    if (onSuccess) onSuccess();
    else void navigate('/dashboard', { replace: true });
  });

  useEffect(() => {
    if (status !== 'success') return;
    const timer = window.setTimeout(finish, REDIRECT_DELAY_MS[mode]);
    return () => window.clearTimeout(timer);
  }, [status, mode]);

  const switchMode = (next: AuthMode) => {
    setMode(next);
    setNeedsCode(false);
    setCode('');
    form.setValues(emptyAuthFormValues);
    form.clearMessage();
  };

  /** Props that tie a field to the form-level message while that message is about it. */
  const validity = (field: AuthField) => ({ isInvalid: form.isInvalid(field), errorMessageId: form.messageId });

  const setField = (field: AuthField) => (event: { target: { value: string } }) =>
    form.setField(field, event.target.value);

  /** Validates the current mode's fields and returns the call to make, or shows the first problem. */
  const prepareSubmit = (): (() => Promise<unknown>) | null => {
    if (mode === 'sign-in') {
      const validation = validateSignIn(values);
      const typed = code.trim();
      if (validation.ok)
        return () => signIn(needsCode && typed ? { ...validation.body, code: typed } : validation.body);
      form.fail(validation.message, validation.fields);
      return null;
    }
    const validation = validateSignUp(values);
    if (validation.ok) return () => signUp(isInvited ? { ...validation.body, invitationToken } : validation.body);
    form.fail(validation.message, validation.fields);
    return null;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'editing') return;
    const submit = prepareSubmit();
    if (!submit) return;
    form.clearMessage();
    setStatus('submitting');
    try {
      await submit();
      await refresh();
      setStatus('success');
    } catch (caught) {
      form.fail(errorMessage(caught, text.failed, messages.auth.networkError));
      setStatus('editing');
      if (apiErrorCode(caught) === 'second_factor_required') setNeedsCode(true);
    }
  };

  // A passkey instead of the password (and of a code: the passkey is both factors at once).
  const onPasskey = async () => {
    if (status !== 'editing') return;
    form.clearMessage();
    setStatus('submitting');
    try {
      await signInWithPasskey('user');
      await refresh();
      setStatus('success');
    } catch (caught) {
      form.fail(errorMessage(caught, secondFactorMessages.passkeyFailed, messages.auth.networkError));
      setStatus('editing');
    }
  };

  const isBusy = status !== 'editing';

  return (
    <div className="mx-auto w-full max-w-md">
      <button
        type="button"
        onClick={onBack}
        className="-ml-2 mb-4 inline-flex min-h-11 items-center gap-2 rounded-control px-2 font-medium text-ink-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        Back
      </button>

      <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
        {text.title}
      </h3>
      {mode === 'sign-up' ? (
        <p className="mt-1 text-ink-muted">
          {isInvited
            ? 'Use the e-mail address the invitation was sent to. Joining a band costs you nothing.'
            : 'Create your musician account. No card needed to start.'}
        </p>
      ) : null}

      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        {mode === 'sign-up' ? (
          <TextField
            label={isInvited ? 'Your name' : 'Stage name'}
            name="stageName"
            autoComplete={isInvited ? 'name' : 'nickname'}
            value={values.stageName}
            onChange={setField('stageName')}
            readOnly={isBusy}
            {...validity('stageName')}
          />
        ) : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          value={values.email}
          onChange={setField('email')}
          readOnly={isBusy}
          {...validity('email')}
        />
        <PasswordField
          // A new form per mode: a password revealed while signing in is hidden again on sign-up.
          key={mode}
          label="Password"
          name="password"
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
          hint={mode === 'sign-up' ? 'At least 6 characters' : undefined}
          value={values.password}
          onChange={setField('password')}
          readOnly={isBusy}
          {...validity('password')}
        />
        {mode === 'sign-in' && needsCode ? (
          <TextField
            // Appears only after the password was accepted: the next thing to type.
            autoFocus
            label="Authenticator code or recovery code"
            name="code"
            inputMode="text"
            autoComplete="one-time-code"
            autoCapitalize="off"
            hint="The 6-digit code your authenticator app shows now, or one of your recovery codes"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            readOnly={isBusy}
            maxLength={40}
          />
        ) : null}
        {mode === 'sign-in' ? (
          <p className="-mt-2 text-right">
            <Link
              to="/forgot-password"
              className="inline-flex min-h-11 items-center rounded-control px-1 text-sm font-semibold text-accent-ink underline underline-offset-4"
            >
              Forgot password?
            </Link>
          </p>
        ) : null}
        {mode === 'sign-up' ? (
          <PasswordField
            label="Confirm password"
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={setField('confirmPassword')}
            readOnly={isBusy}
            {...validity('confirmPassword')}
          />
        ) : null}

        {mode === 'sign-up' && !isInvited ? <SignUpBenefits /> : null}

        <FormMessage
          id={form.messageId}
          error={form.message}
          success={status === 'success' ? successText(mode) : null}
        />

        <Button
          type="submit"
          size="lg"
          className="w-full"
          isLoading={isBusy}
          loadingText={status === 'success' ? (onSuccess ? 'Signed in…' : 'Opening dashboard…') : text.submitting}
        >
          {text.submit}
        </Button>
      </form>

      {mode === 'sign-in' ? (
        <Button
          type="button"
          variant="secondary"
          size="lg"
          className="mt-3 w-full"
          disabled={isBusy}
          onClick={() => void onPasskey()}
          icon={<Fingerprint aria-hidden="true" className="size-5" />}
        >
          Use a passkey
        </Button>
      ) : null}

      {/* Renders only when the server has Google sign-in configured; its return leads to the dashboard, not back to an invitation. */}
      {isInvited ? null : (
        <GoogleSignInOption
          label={mode === 'sign-in' ? 'Sign in with Google' : 'Sign up with Google'}
          disabled={isBusy}
        />
      )}

      <p className="mt-6 text-center text-ink-muted">
        {mode === 'sign-in' ? 'New to Stagecall?' : 'Already have an account?'}{' '}
        <button
          type="button"
          onClick={() => switchMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
          disabled={isBusy}
          className="inline-flex min-h-11 items-center rounded-control px-1 font-semibold text-accent-ink underline underline-offset-4"
        >
          {mode === 'sign-in' ? 'Create an account' : 'Sign in instead'}
        </button>
      </p>
    </div>
  );
}

function successText(mode: AuthMode): string {
  return mode === 'sign-in' ? messages.web.signInSucceeded : messages.web.signUpSucceeded;
}

/** One live region for the form's outcome, so both errors and success are announced. */
function FormMessage({ id, error, success }: { id: string; error: string | null; success: string | null }) {
  return (
    <div id={id} aria-live="assertive" aria-atomic="true">
      {error ? (
        <p className="flex items-start gap-2 rounded-control bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : success ? (
        <p className="flex items-start gap-2 rounded-control bg-success-soft px-4 py-3 text-sm font-medium text-success">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {success}
        </p>
      ) : null}
    </div>
  );
}
