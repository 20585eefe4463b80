import { useState, type FormEvent } from 'react';
import type { AccountAtStake } from '../../../../shared/auth';
import { messages } from '../../../../shared/user-messages';
import { formatPence } from '../../../../shared/money';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { PasswordField } from '../../../components/password-field';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useAccountAtStake, useDeleteAccount } from '../api/delete-account';
import { useSecondFactor, useStepUp } from '../api/second-factor';
import { TextField } from '../../../components/text-field';

interface DeleteAccountModalProps {
  onCancel: () => void;
  onDeleted: () => void;
}

/**
 * Before the account goes (decision 022), what is at stake — the balance it leaves, any
 * withdrawal on its way (which refuses the deletion) and a plan that still bills — then the
 * password. A Google-only account is told to set a password first.
 */
export function DeleteAccountModal({ onCancel, onDeleted }: DeleteAccountModalProps) {
  const stake = useAccountAtStake(true);
  const remove = useDeleteAccount();
  const factor = useSecondFactor('/api/auth');
  const stepUp = useStepUp('/api/auth');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  // An account with authenticator codes also confirms with a fresh code, unless it just did.
  const needsCode = Boolean(factor.data?.totp_enabled) && !factor.data?.stepped_up_until;

  const fail = (caught: unknown) =>
    setFailure(errorMessage(caught, messages.account.deleteFailed, messages.auth.networkError));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (remove.isPending || stepUp.isPending) return;
    if (password === '') {
      setFailure(messages.account.passwordRequired);
      return;
    }
    const erase = () => remove.mutate({ password }, { onSuccess: onDeleted, onError: fail });
    if (needsCode) stepUp.mutate({ code: code.trim() }, { onSuccess: erase, onError: fail });
    else erase();
  };

  return (
    <Modal isOpen title="Delete Account" onClose={remove.isPending ? () => undefined : onCancel}>
      {stake.isPending ? (
        <SkeletonGroup label="Checking what your account holds…" className="space-y-3">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-11 w-full" />
        </SkeletonGroup>
      ) : stake.isError ? (
        <div className="space-y-4">
          <FormAlert message={errorMessage(stake.error, messages.account.deleteFailed, messages.auth.networkError)} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button onClick={() => void stake.refetch()}>Try again</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <p className="text-pretty text-ink">Are you sure you want to delete your account?</p>
          <AtStake stake={stake.data} />
          <p className="text-sm text-pretty text-ink-muted">
            Your profile, QR code, gigs, requests and messages are removed for good, and fans can no longer find you.
            The platform keeps the records of money paid and withdrawn, without your name or e-mail. This action cannot
            be undone.
          </p>
          {stake.data.has_password ? (
            <>
              <PasswordField
                label="Your password"
                name="password"
                autoComplete="current-password"
                hint="Enter your password to confirm it is you."
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setFailure(null);
                }}
              />
              {needsCode ? (
                <TextField
                  label="Authenticator code or recovery code"
                  name="code"
                  autoComplete="one-time-code"
                  autoCapitalize="off"
                  maxLength={40}
                  value={code}
                  onChange={(event) => {
                    setCode(event.target.value);
                    setFailure(null);
                  }}
                />
              ) : null}
            </>
          ) : (
            <p className="rounded-control bg-surface-raised px-4 py-3 text-sm text-ink">
              {messages.account.setPasswordFirst}
            </p>
          )}
          <FormAlert message={failure} />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onCancel} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="danger"
              disabled={!stake.data.has_password || stake.data.pending_withdrawals.count > 0}
              isLoading={remove.isPending}
              loadingText="Deleting…"
            >
              Delete My Account
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

function AtStake({ stake }: { stake: AccountAtStake }) {
  const { available_balance: balance, pending_withdrawals: pending, active_plan: plan } = stake;
  if (balance === 0 && pending.count === 0 && !plan) {
    return <p className="text-sm text-ink-muted">You have no balance, withdrawal or paid plan at stake.</p>;
  }
  return (
    <ul aria-label="What is at stake" className="space-y-2 rounded-control border border-danger/40 px-4 py-3 text-sm">
      {balance !== 0 ? (
        <li>
          <strong>{formatPence(balance)}</strong>{' '}
          {balance > 0
            ? 'available in your balance will not be paid out. Withdraw it first if you want it.'
            : 'owed after a refund or dispute stays on the platform’s books.'}
        </li>
      ) : null}
      {pending.count > 0 ? (
        <li>
          <strong>
            {pending.count} withdrawal{pending.count === 1 ? '' : 's'} ({formatPence(pending.amount)})
          </strong>{' '}
          on the way. You can delete your account once {pending.count === 1 ? 'it is' : 'they are'} paid or rejected.
        </li>
      ) : null}
      {plan ? (
        <li>
          Your <strong>{plan.plan ?? ''} plan</strong> ({formatPence(plan.amount)}) stops at once, with no refund of the
          current period.
        </li>
      ) : null}
    </ul>
  );
}
