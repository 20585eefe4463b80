import { Fingerprint, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { secondFactorMessages, type PasskeySummary } from '../../../../shared/auth/second-factor';
import { webMessages } from '../../../../shared/web-messages';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { formatDayMonthYear } from '../../../lib/format-date';
import { useAddPasskey, useRemovePasskey, type SecurityBase } from '../api/second-factor';
import { useStepUpGate } from './step-up-dialog';
import { SettingsSection } from './settings-section';

const failureText = (error: unknown) =>
  errorMessage(error, secondFactorMessages.passkeyFailed, webMessages.networkError);

/** Passkeys: this device's fingerprint, face or screen lock, or a security key, in place of a password. */
export function PasskeysSection({ base, passkeys }: { base: SecurityBase; passkeys: PasskeySummary[] }) {
  const add = useAddPasskey(base);
  const remove = useRemovePasskey(base);
  const stepUp = useStepUpGate(base);
  const [name, setName] = useState('');
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    add.mutate(name.trim(), { onSuccess: () => setName('') });
  };
  const confirmRemove = () => {
    if (!removing) return;
    const id = removing.id;
    const again = () =>
      remove.mutate(id, {
        onSuccess: () => setRemoving(null),
        onError: (caught) => {
          if (stepUp.whenRequired(caught, again)) setRemoving(null);
        },
      });
    again();
  };

  return (
    <SettingsSection
      title="Passkeys"
      description="Sign in with your device’s fingerprint, face or screen lock instead of a password and code."
    >
      {stepUp.dialog}
      {passkeys.length === 0 ? (
        <p className="text-ink-muted">No passkeys yet. Add one on each device you sign in from.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li
              key={passkey.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-control border border-line p-3"
            >
              <div className="min-w-0">
                <p className="break-words font-semibold text-ink">{passkey.name}</p>
                <p className="text-sm text-ink-muted">
                  Added {formatDayMonthYear(passkey.created_at)}
                  {passkey.last_used_at ? `, last used ${formatDayMonthYear(passkey.last_used_at)}` : ''}
                </p>
              </div>
              <Button
                variant="secondary"
                icon={<Trash2 aria-hidden="true" className="size-4" />}
                onClick={() => setRemoving(passkey)}
                aria-label={`Remove passkey ${passkey.name}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={onAdd} className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField
          label="Passkey name"
          name="passkey-name"
          maxLength={60}
          hint="So you can tell them apart, e.g. “Phone” or “Laptop”"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button
          type="submit"
          isLoading={add.isPending}
          loadingText="Waiting for the device…"
          icon={<Fingerprint aria-hidden="true" className="size-4" />}
        >
          Add a passkey
        </Button>
      </form>
      <FormAlert message={add.error ? failureText(add.error) : null} />
      <ConfirmDialog
        isOpen={removing !== null}
        title="Remove passkey"
        message={`Remove the passkey “${removing?.name ?? ''}”? You can no longer sign in with it.`}
        confirmLabel="Remove passkey"
        busyLabel="Removing…"
        isBusy={remove.isPending}
        error={remove.error && !stepUp.isStepUpError(remove.error) ? failureText(remove.error) : null}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </SettingsSection>
  );
}
