import { ShieldAlert } from 'lucide-react';
import { Skeleton } from '../../../components/skeleton';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { webMessages } from '../../../../shared/web-messages';
import { useSecondFactor, type SecurityBase } from '../api/second-factor';
import { DevicesSection } from './devices-section';
import { PasskeysSection } from './passkeys-section';
import { TotpSection } from './totp-section';

/** Settings → Security, for musicians (/api/auth) and in the back office for admins (/api/admin). */
export function SecurityPanel({
  base,
  onRecoveryCodesShown,
}: {
  base: SecurityBase;
  /** Told when new recovery codes are on screen and when they are acknowledged. */
  onRecoveryCodesShown?: (isShown: boolean) => void;
}) {
  const status = useSecondFactor(base);
  if (status.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (status.isError) {
    return <FormAlert message={errorMessage(status.error, webMessages.networkError, webMessages.networkError)} />;
  }
  const data = status.data;
  const hasFactor = data.totp_enabled || data.passkeys.length > 0;
  return (
    <div className="grid gap-6">
      {data.is_required && !hasFactor ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-control bg-danger-soft px-4 py-3 font-medium text-danger"
        >
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          Set up a second factor (a passkey or authenticator codes) before using the back office.
        </p>
      ) : null}
      <PasskeysSection base={base} passkeys={data.passkeys} />
      <TotpSection
        base={base}
        isEnabled={data.totp_enabled}
        recoveryLeft={data.recovery_codes_left}
        {...(onRecoveryCodesShown ? { onRecoveryCodesShown } : {})}
      />
      <DevicesSection base={base} />
    </div>
  );
}
