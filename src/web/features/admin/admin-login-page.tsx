import { Fingerprint, LogIn, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { adminLoginBody } from '../../../shared/auth';
import { adminMessages } from '../../../shared/admin/messages';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { PageLayout } from '../../components/page-layout';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import { api, errorMessage } from '../../lib/api-client';
import { apiErrorCode } from '../../lib/api-error-code';
import { signInWithPasskey } from '../auth/api/passkey-sign-in';
import { secondFactorMessages } from '../../../shared/auth/second-factor';
import { fromSchema, useForm } from '../../lib/forms/use-form';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useAdminVerify } from './api/admin-api';
import { useQueryClient } from '@tanstack/react-query';
import { webMessages } from '../../../shared/web-messages';

const NETWORK = webMessages.networkError;

/** Spec 2 'Admin login' (/admin): e-mail and password; success leads to /admin/dashboard. */
export function AdminLoginPage() {
  useDocumentMeta('Admin Login', 'Sign in to the Stagecall back office.');
  const verify = useAdminVerify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);
  // Asked once the password was right: every admin has a second factor.
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState('');
  const form = useForm(
    { email: '', password: '' },
    fromSchema(adminLoginBody, (values: { email: string; password: string }) => values),
  );

  if (verify.isSuccess) return <Navigate to="/admin/dashboard" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.check();
    if (!body || isBusy) return;
    setIsBusy(true);
    try {
      await api.POST('/api/admin/login', { body: needsCode && code.trim() ? { ...body, code: code.trim() } : body });
      await signedIn();
    } catch (error) {
      form.fail(errorMessage(error, adminMessages.invalidCredentials, NETWORK));
      if (apiErrorCode(error) === 'second_factor_required') setNeedsCode(true);
    } finally {
      setIsBusy(false);
    }
  };

  const signedIn = async () => {
    await queryClient.invalidateQueries({ queryKey: ['admin', 'verify'] });
    void navigate('/admin/dashboard', { replace: true });
  };

  const onPasskey = async () => {
    if (isBusy) return;
    setIsBusy(true);
    form.clearMessage();
    try {
      await signInWithPasskey('admin');
      await signedIn();
    } catch (error) {
      form.fail(errorMessage(error, secondFactorMessages.passkeyFailed, NETWORK));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <PageLayout width="narrow">
      <section aria-labelledby="admin-login-title" className="mx-auto w-full max-w-md py-8">
        <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
          <ShieldCheck aria-hidden="true" className="size-7" />
        </span>
        <h1 id="admin-login-title" className="text-3xl font-bold text-ink">
          Admin Login
        </h1>
        <p className="mt-2 text-ink-muted">The Stagecall back office, for administrators only.</p>
        <form noValidate className="mt-6 grid gap-4" onSubmit={(event) => void onSubmit(event)}>
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            value={form.values.email}
            onChange={(event) => form.setField('email', event.target.value)}
            {...form.fieldProps('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={form.values.password}
            onChange={(event) => form.setField('password', event.target.value)}
            {...form.fieldProps('password')}
          />
          {needsCode ? (
            <TextField
              autoFocus
              label="Authenticator code or recovery code"
              name="code"
              autoComplete="one-time-code"
              autoCapitalize="off"
              maxLength={40}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          ) : null}
          <FormAlert id={form.messageId} message={form.message} />
          <Button
            type="submit"
            size="lg"
            isLoading={isBusy}
            loadingText="Signing in…"
            icon={<LogIn aria-hidden="true" className="size-5" />}
          >
            Sign In
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="lg"
            disabled={isBusy}
            onClick={() => void onPasskey()}
            icon={<Fingerprint aria-hidden="true" className="size-5" />}
          >
            Use a passkey
          </Button>
        </form>
        <p className="mt-4 text-center">
          <Link
            to="/forgot-password"
            className="inline-flex min-h-11 items-center rounded-control px-1 text-sm font-semibold text-accent-ink underline underline-offset-4"
          >
            Forgot password?
          </Link>
        </p>
      </section>
    </PageLayout>
  );
}
