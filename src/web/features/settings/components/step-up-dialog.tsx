import { Fingerprint } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { secondFactorMessages } from '../../../../shared/auth/second-factor';
import { webMessages } from '../../../../shared/web-messages';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { apiErrorCode } from '../../../lib/api-error-code';
import { useSecondFactor, useStepUp, useStepUpWithPasskey, type SecurityBase } from '../api/second-factor';

interface StepUpDialogProps {
  base: SecurityBase;
  onDone: () => void;
  onClose: () => void;
}

/**
 * "Confirm it is you": a code from the authenticator app (or a recovery code), a passkey, or the
 * password where no second factor is set up. Asked before payout details, deletion and removing
 * a factor when this sign-in has not proved it in the last five minutes.
 */
export function StepUpDialog({ base, onDone, onClose }: StepUpDialogProps) {
  const status = useSecondFactor(base);
  const stepUp = useStepUp(base);
  const withPasskey = useStepUpWithPasskey(base);
  const [value, setValue] = useState('');
  const hasFactor = Boolean(status.data && (status.data.totp_enabled || status.data.passkeys.length > 0));
  const failure = stepUp.error ?? withPasskey.error;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim() || stepUp.isPending) return;
    stepUp.mutate(hasFactor ? { code: value.trim() } : { password: value }, { onSuccess: onDone });
  };

  return (
    <Modal isOpen title="Confirm it is you" onClose={onClose}>
      {status.isPending ? (
        <p className="text-ink-muted">Loading…</p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <p className="text-ink-muted">
            {!hasFactor
              ? 'This change needs your password.'
              : status.data?.totp_enabled
                ? 'This change needs your second factor: the 6-digit code your authenticator app shows now or a recovery code' +
                  (status.data.passkeys.length > 0 ? ', or a passkey.' : '.')
                : 'This change needs your passkey.'}
          </p>
          {hasFactor && status.data?.totp_enabled ? (
            <TextField
              label="Authenticator code or recovery code"
              name="step-up-code"
              autoComplete="one-time-code"
              autoCapitalize="off"
              maxLength={40}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          ) : null}
          {!hasFactor ? (
            <PasswordField
              label="Password"
              name="step-up-password"
              autoComplete="current-password"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          ) : null}
          <FormAlert
            message={failure ? errorMessage(failure, secondFactorMessages.codeWrong, webMessages.networkError) : null}
          />
          <div className="flex flex-wrap gap-2">
            {!hasFactor || status.data?.totp_enabled ? (
              <Button type="submit" isLoading={stepUp.isPending} loadingText="Checking…">
                Confirm
              </Button>
            ) : null}
            {status.data && status.data.passkeys.length > 0 ? (
              <Button
                type="button"
                variant="secondary"
                icon={<Fingerprint aria-hidden="true" className="size-4" />}
                isLoading={withPasskey.isPending}
                loadingText="Waiting for the passkey…"
                onClick={() => withPasskey.mutate(undefined, { onSuccess: onDone })}
              >
                Use a passkey
              </Button>
            ) : null}
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/**
 * For a screen whose call may answer 403 `step_up_required`: `whenRequired(error, retry)` opens
 * the dialog and, once confirmed, runs the call again. Render `dialog` somewhere in the screen.
 */
export function useStepUpGate(base: SecurityBase = '/api/auth'): {
  dialog: ReactNode;
  whenRequired: (error: unknown, retry: () => void) => boolean;
  isStepUpError: (error: unknown) => boolean;
} {
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const isStepUpError = (error: unknown) => apiErrorCode(error) === 'step_up_required';
  return {
    isStepUpError,
    whenRequired: (error, again) => {
      if (!isStepUpError(error)) return false;
      setRetry(() => again);
      return true;
    },
    dialog: retry ? (
      <StepUpDialog
        base={base}
        onClose={() => setRetry(null)}
        onDone={() => {
          setRetry(null);
          retry();
        }}
      />
    ) : null,
  };
}
