import { KeyRound } from 'lucide-react';
import type * as QrCodeLibrary from 'qrcode';
import { useEffect, useState, type FormEvent } from 'react';
import { secondFactorMessages } from '../../../../shared/auth/second-factor';
import { webMessages } from '../../../../shared/web-messages';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import {
  useConfirmTotp,
  useDisableTotp,
  useNewRecoveryCodes,
  useStartTotp,
  type SecurityBase,
} from '../api/second-factor';
import { useStepUpGate } from './step-up-dialog';
import { SettingsSection } from './settings-section';

type QrCodeModule = typeof QrCodeLibrary;

const failureText = (error: unknown) => errorMessage(error, secondFactorMessages.codeWrong, webMessages.networkError);

/** Authenticator codes: set up with a QR code and a first code; recovery codes shown once. */
export function TotpSection({
  base,
  isEnabled,
  recoveryLeft,
  onRecoveryCodesShown,
}: {
  base: SecurityBase;
  isEnabled: boolean;
  recoveryLeft: number;
  /** Told when recovery codes appear (true) and when they are acknowledged (false). */
  onRecoveryCodesShown?: (isShown: boolean) => void;
}) {
  const start = useStartTotp(base);
  const confirm = useConfirmTotp(base);
  const disable = useDisableTotp(base);
  const renew = useNewRecoveryCodes(base);
  const stepUp = useStepUpGate(base);
  const [code, setCode] = useState('');
  const [qr, setQr] = useState<string | null>(null);
  const [shownCodes, setCodes] = useState<string[] | null>(null);
  const setShownCodes = (codes: string[] | null) => {
    setCodes(codes);
    onRecoveryCodesShown?.(codes !== null);
  };
  const setup = start.data;

  useEffect(() => {
    if (!setup) return;
    let isCurrent = true;
    // The QR library is loaded only here, when someone sets codes up.
    void import('qrcode').then(async (module: { default?: QrCodeModule } & QrCodeModule) => {
      // A CommonJS package: its API is the namespace or its default, depending on the interop.
      const url = await (module.default ?? module).toDataURL(setup.otpauth_url, { width: 220, margin: 2 });
      if (isCurrent) setQr(url);
    });
    return () => {
      isCurrent = false;
    };
  }, [setup]);

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    confirm.mutate(code.trim(), {
      onSuccess: ({ recovery_codes }) => {
        setShownCodes(recovery_codes);
        start.reset();
        setCode('');
      },
    });
  };
  const turnOff = () => disable.mutate(undefined, { onError: (caught) => stepUp.whenRequired(caught, turnOff) });
  const newCodes = () =>
    renew.mutate(undefined, {
      onSuccess: ({ recovery_codes }) => setShownCodes(recovery_codes),
      onError: (caught) => stepUp.whenRequired(caught, newCodes),
    });
  const otherFailure = [disable.error, renew.error].find((e) => e && !stepUp.isStepUpError(e));

  return (
    <SettingsSection
      title="Authenticator codes"
      description="A 6-digit code from an app such as 1Password, Google Authenticator or Aegis, asked for when you sign in and before sensitive changes."
    >
      {stepUp.dialog}
      {shownCodes ? (
        <div className="mb-4 rounded-control border border-accent/60 bg-accent-soft p-4" role="status">
          <p className="font-semibold text-ink">Your recovery codes</p>
          <p className="mt-1 text-sm text-ink-muted">
            Each works once, in place of a code, if you lose your phone. Keep them somewhere safe: they are shown only
            now.
          </p>
          <ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-ink">
            {shownCodes.map((recovery) => (
              <li key={recovery}>{recovery}</li>
            ))}
          </ul>
          <Button className="mt-3" variant="secondary" onClick={() => setShownCodes(null)}>
            I have saved them
          </Button>
        </div>
      ) : null}
      {isEnabled ? (
        <div className="grid gap-3">
          <p className="text-ink">
            <strong>On.</strong> {recoveryLeft} recovery code{recoveryLeft === 1 ? '' : 's'} left.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={newCodes} isLoading={renew.isPending} loadingText="Making codes…">
              New recovery codes
            </Button>
            <Button variant="secondary" onClick={turnOff} isLoading={disable.isPending} loadingText="Turning off…">
              Turn off authenticator codes
            </Button>
          </div>
          <FormAlert message={otherFailure ? failureText(otherFailure) : null} />
        </div>
      ) : setup ? (
        <form noValidate onSubmit={onConfirm} className="grid gap-4">
          <p className="text-ink-muted">Scan this with your authenticator app, then type the code it shows.</p>
          {qr ? (
            <img src={qr} alt="QR code to add Stagecall to an authenticator app" width={220} height={220} />
          ) : (
            <div className="size-[220px] animate-pulse rounded-control bg-surface-raised" aria-hidden="true" />
          )}
          {/* A phone cannot scan its own screen: the otpauth link opens the authenticator app on it. */}
          <a
            href={setup.otpauth_url}
            className="inline-flex min-h-11 items-center font-semibold text-accent-ink underline underline-offset-4"
          >
            On this phone? Add it to your authenticator app
          </a>
          <p className="text-sm text-ink-muted">
            Cannot scan? Type this key into the app:{' '}
            <code data-testid="totp-secret" className="break-all font-mono text-ink">
              {setup.secret}
            </code>
          </p>
          <TextField
            label="Code from the app"
            name="totp-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={40}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <FormAlert message={confirm.error ? failureText(confirm.error) : null} />
          <div>
            <Button type="submit" isLoading={confirm.isPending} loadingText="Checking…">
              Turn on
            </Button>
          </div>
        </form>
      ) : (
        <div className="grid gap-3">
          <FormAlert message={start.error ? failureText(start.error) : null} />
          <div>
            <Button
              onClick={() => start.mutate()}
              isLoading={start.isPending}
              loadingText="Preparing…"
              icon={<KeyRound aria-hidden="true" className="size-4" />}
            >
              Set up authenticator codes
            </Button>
          </div>
        </div>
      )}
    </SettingsSection>
  );
}
