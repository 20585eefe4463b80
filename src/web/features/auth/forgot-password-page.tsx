import { useMutation } from '@tanstack/react-query';
import { KeyRound, MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { forgotPasswordBody, passwordResetMessages as m } from '../../../shared/auth/password-reset';
import { Button, ButtonLink } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { PageLayout } from '../../components/page-layout';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { forgotPassword } from './api/forgot-password';

/**
 * "Forgot password?" from the sign-in form. Whatever the address, the page says the
 * same thing afterwards: that is the point, so nobody learns who has an account.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const send = useMutation({ mutationFn: forgotPassword });
  useDocumentMeta('Forgot your password?', 'Get a link to choose a new Stagecall password.');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = forgotPasswordBody.safeParse({ email });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? m.invalidEmail);
      return;
    }
    setInvalid(null);
    send.mutate(parsed.data);
  };

  return (
    <PageLayout width="narrow">
      <section className="mx-auto w-full max-w-md py-8" aria-labelledby="forgot-title">
        <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-surface-raised text-ink-muted">
          {send.isSuccess ? (
            <MailCheck aria-hidden="true" className="size-7" />
          ) : (
            <KeyRound aria-hidden="true" className="size-7" />
          )}
        </span>
        <h1 id="forgot-title" className="text-balance text-3xl font-bold text-ink">
          {send.isSuccess ? 'Check your e-mail' : 'Forgot your password?'}
        </h1>
        {send.isSuccess ? (
          <>
            <p className="mt-3 text-pretty text-ink-muted" role="status">
              {send.data.message}
            </p>
            <p className="mt-3 text-pretty text-ink-muted">
              Nothing after a few minutes? Look in your spam folder, or ask again.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button variant="secondary" onClick={() => send.reset()}>
                Ask again
              </Button>
              <ButtonLink to="/" variant="ghost">
                Back to Home
              </ButtonLink>
            </div>
          </>
        ) : (
          <>
            <p className="mt-3 text-pretty text-ink-muted">
              Enter the e-mail address you sign in with. We will send you a link to choose a new password.
            </p>
            <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
              <TextField
                label="Email"
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="off"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                readOnly={send.isPending}
                error={invalid ?? undefined}
              />
              <FormAlert message={send.isError ? errorMessage(send.error, m.requestFailed, m.network) : null} />
              <Button type="submit" size="lg" className="w-full" isLoading={send.isPending} loadingText="Sending…">
                Send reset link
              </Button>
            </form>
            <p className="mt-6 text-center">
              <ButtonLink to="/" variant="ghost">
                Back to sign in
              </ButtonLink>
            </p>
          </>
        )}
      </section>
    </PageLayout>
  );
}
