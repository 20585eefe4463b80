import { useMutation } from '@tanstack/react-query';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { passwordResetMessages as m, resetPasswordBody } from '../../../shared/auth/password-reset';
import { Button, ButtonLink } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { PageLayout } from '../../components/page-layout';
import { PasswordField } from '../../components/password-field';
import { errorMessage } from '../../lib/api-client';
import { apiErrorCode } from '../../lib/api-error-code';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { resetPassword } from './api/reset-password';

/**
 * Opened from the link in the reset e-mail. Opening it spends nothing (a mail scanner may follow
 * links); the form does. Afterwards every sign-in of the account has ended, this browser's too.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [invalid, setInvalid] = useState<{ field: 'new_password' | 'confirm_password'; message: string } | null>(null);
  const reset = useMutation({ mutationFn: resetPassword });
  useDocumentMeta('Choose a new password', 'Set a new password for your Stagecall account.');
  const linkDead = apiErrorCode(reset.error) === 'reset_link_invalid';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const parsed = resetPasswordBody.safeParse({ token, new_password: password, confirm_password: confirm });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setInvalid({
        field: issue?.path[0] === 'confirm_password' ? 'confirm_password' : 'new_password',
        message: issue?.message ?? m.passwordRequired,
      });
      return;
    }
    setInvalid(null);
    reset.mutate(parsed.data);
  };

  if (reset.isSuccess) {
    return (
      <Frame icon="done" title="Password changed">
        <p className="mt-3 text-pretty text-ink-muted" role="status">
          {reset.data.message}
        </p>
        <ButtonLink to={reset.data.sign_in_path} size="lg" className="mt-8 w-full sm:w-auto">
          Sign in
        </ButtonLink>
      </Frame>
    );
  }

  if (!token || linkDead) {
    return (
      <Frame icon="key" title="This link no longer works">
        <p className="mt-3 text-pretty text-ink-muted" role="alert">
          {m.tokenInvalid}
        </p>
        <ButtonLink to="/forgot-password" size="lg" className="mt-8 w-full sm:w-auto">
          Ask for a new link
        </ButtonLink>
      </Frame>
    );
  }

  return (
    <Frame icon="key" title="Choose a new password">
      <p className="mt-3 text-pretty text-ink-muted">
        Setting it signs your account out on every other phone and computer.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <PasswordField
          label="New password"
          name="new_password"
          autoComplete="new-password"
          hint="At least 6 characters"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          readOnly={reset.isPending}
          error={invalid?.field === 'new_password' ? invalid.message : undefined}
        />
        <PasswordField
          label="Confirm new password"
          name="confirm_password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          readOnly={reset.isPending}
          error={invalid?.field === 'confirm_password' ? invalid.message : undefined}
        />
        <FormAlert message={reset.isError ? errorMessage(reset.error, m.resetFailed, m.network) : null} />
        <Button type="submit" size="lg" className="w-full" isLoading={reset.isPending} loadingText="Saving…">
          Set new password
        </Button>
      </form>
    </Frame>
  );
}

function Frame({ icon, title, children }: { icon: 'key' | 'done'; title: string; children: ReactNode }) {
  return (
    <PageLayout width="narrow">
      <section className="mx-auto w-full max-w-md py-8" aria-labelledby="reset-title">
        <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-surface-raised text-ink-muted">
          {icon === 'done' ? (
            <ShieldCheck aria-hidden="true" className="size-7" />
          ) : (
            <KeyRound aria-hidden="true" className="size-7" />
          )}
        </span>
        <h1 id="reset-title" className="text-balance text-3xl font-bold text-ink">
          {title}
        </h1>
        {children}
      </section>
    </PageLayout>
  );
}
