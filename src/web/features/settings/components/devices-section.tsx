import { LogOut } from 'lucide-react';
import { useState } from 'react';
import type { SignedInDevice } from '../../../../shared/auth/second-factor';
import { webMessages } from '../../../../shared/web-messages';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { Skeleton } from '../../../components/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatInstantTime } from '../../../lib/format';
import { formatDayMonthYear } from '../../../lib/format-date';
import { useDevices, useEndDevice, type SecurityBase } from '../api/second-factor';
import { SettingsSection } from './settings-section';

const when = (iso: string) => `${formatDayMonthYear(iso)}, ${formatInstantTime(iso)}`;

/** Where the account is signed in; ending a sign-in signs that device out and closes its live screens. */
export function DevicesSection({ base }: { base: SecurityBase }) {
  const devices = useDevices(base);
  const end = useEndDevice(base);
  const [ending, setEnding] = useState<SignedInDevice | null>(null);

  return (
    <SettingsSection title="Signed-in devices" description="Anywhere this account is signed in now.">
      {devices.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : devices.isError ? (
        <FormAlert message={errorMessage(devices.error, webMessages.networkError, webMessages.networkError)} />
      ) : (
        <ul className="grid gap-2" aria-label="Signed-in devices">
          {devices.data.devices.map((device) => (
            <li
              key={device.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-control border border-line p-3"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {device.device}
                  {device.is_current ? (
                    <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-ink">
                      This device
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-ink-muted">
                  Signed in {when(device.signed_in_at)} · last seen {when(device.last_seen_at)}
                </p>
              </div>
              {device.is_current ? null : (
                <Button
                  variant="secondary"
                  icon={<LogOut aria-hidden="true" className="size-4" />}
                  onClick={() => setEnding(device)}
                  aria-label={`End this sign-in: ${device.device}, signed in ${when(device.signed_in_at)}`}
                >
                  End this sign-in
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={ending !== null}
        title="End this sign-in"
        message={`Sign out ${ending?.device ?? 'that device'}? Anything open there stops at once.`}
        confirmLabel="End this sign-in"
        busyLabel="Ending…"
        isBusy={end.isPending}
        error={end.error ? errorMessage(end.error, webMessages.networkError, webMessages.networkError) : null}
        onConfirm={() => ending && end.mutate(ending.id, { onSuccess: () => setEnding(null) })}
        onCancel={() => setEnding(null)}
      />
    </SettingsSection>
  );
}
