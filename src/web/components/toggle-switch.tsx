import { useId } from 'react';

interface ToggleSwitchProps {
  label: string;
  /** A sentence under the label saying what the setting does. */
  description?: string;
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  disabled?: boolean;
}

/**
 * An on/off setting (Public Profile, Public Gig, the privacy and e-mail toggles): a button with the
 * switch role, so screen readers announce "on" or "off"; the word On/Off is also shown, so colour
 * is never the only signal. The whole row is the touch target.
 */
export function ToggleSwitch({ label, description, isOn, onChange, disabled = false }: ToggleSwitchProps) {
  const id = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-labelledby={`${id}-label`}
      aria-describedby={description ? `${id}-description` : undefined}
      disabled={disabled}
      onClick={() => onChange(!isOn)}
      className="flex min-h-14 w-full items-center justify-between gap-4 rounded-control border border-line bg-surface-raised px-4 py-3 text-left disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span className="min-w-0">
        <span id={`${id}-label`} className="block font-semibold text-ink">
          {label}
        </span>
        {description ? (
          <span id={`${id}-description`} className="mt-0.5 block text-sm text-ink-muted">
            {description}
          </span>
        ) : null}
      </span>
      <span className="flex shrink-0 items-center gap-2">
        <span aria-hidden="true" className="w-7 text-right text-sm font-semibold text-ink-muted">
          {isOn ? 'On' : 'Off'}
        </span>
        <span
          aria-hidden="true"
          className={`relative inline-flex h-7 w-12 items-center rounded-full border-2 transition-colors ${
            isOn ? 'border-accent bg-accent' : 'border-line-strong bg-surface'
          }`}
        >
          <span
            className={`absolute size-5 rounded-full transition-transform ${
              isOn ? 'translate-x-[1.375rem] bg-on-accent' : 'translate-x-0.5 bg-line-strong'
            }`}
          />
        </span>
      </span>
    </button>
  );
}
