import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { ChangePasswordForm } from '../../settings/components/change-password-form';

/**
 * An admin made with Add User signs in with a one-time password that the admin who made the
 * account saw: before anything else in the back office, they choose their own.
 */
export function ChoosePasswordPanel() {
  const queryClient = useQueryClient();
  return (
    <section aria-labelledby="choose-password-title" className="mx-auto mt-6 w-full max-w-lg">
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
        <KeyRound aria-hidden="true" className="size-6" />
      </span>
      <h2 id="choose-password-title" className="text-2xl font-bold text-ink">
        Choose your own password
      </h2>
      <p className="mt-2 text-ink-muted">
        You signed in with a one-time password from another administrator. Choose a password only you know before using
        the back office; then set up a second factor.
      </p>
      <div className="mt-6">
        <ChangePasswordForm
          base="/api/admin"
          currentLabel="One-time password"
          onChanged={() => void queryClient.invalidateQueries({ queryKey: ['admin', 'verify'] })}
        />
      </div>
    </section>
  );
}
