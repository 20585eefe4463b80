import { useId } from 'react';
import { formatPence, parsePoundsToPence } from '../../../../shared/money';
import { formatTipChip } from '../../../../shared/tips/tip-chips';
import { MAX_TIP_PENCE, tipMessages } from '../../../../shared/tips';
import { TextField } from '../../../components/text-field';

export type TipChoice = { kind: 'none' } | { kind: 'chip'; pence: number } | { kind: 'other'; text: string };

/** The tip in pence, or the message that says why the typed amount is not one. */
export function tipOf(choice: TipChoice): { pence: number } | { error: string } {
  if (choice.kind === 'none') return { pence: 0 };
  if (choice.kind === 'chip') return { pence: choice.pence };
  const pence = parsePoundsToPence(choice.text);
  return pence === null || pence <= 0 || pence > MAX_TIP_PENCE ? { error: tipMessages.tipInvalid } : { pence };
}

interface TipPickerProps {
  /** The musician's suggested tips, pence. */
  suggested: readonly number[];
  value: TipChoice;
  onChange: (value: TipChoice) => void;
  error?: string | undefined;
  disabled?: boolean;
}

const chipClasses =
  'inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full border border-line-strong px-4 ' +
  'text-base font-semibold text-ink has-checked:border-accent has-checked:bg-accent has-checked:text-on-accent ' +
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent';

/**
 * The optional tip: the musician's suggested amounts as chips, or another amount. A tip
 * is paid by card before the request reaches the musician; 'No tip' sends it free, at once.
 */
export function TipPicker({ suggested, value, onChange, error, disabled }: TipPickerProps) {
  const name = useId();
  const option = (label: string, checked: boolean, choice: TipChoice) => (
    // Keyed by its words, one per amount: the suggested chips are a list.
    <label key={label} className={chipClasses}>
      <input
        type="radio"
        name={name}
        className="sr-only"
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(choice)}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 block text-sm font-medium text-ink">Add a tip (optional)</legend>
      <div className="flex flex-wrap gap-2">
        {option('No tip', value.kind === 'none', { kind: 'none' })}
        {suggested.map((pence) =>
          option(formatTipChip(pence), value.kind === 'chip' && value.pence === pence, { kind: 'chip', pence }),
        )}
        {option('Other', value.kind === 'other', { kind: 'other', text: value.kind === 'other' ? value.text : '' })}
      </div>
      {value.kind === 'other' ? (
        <TextField
          className="mt-3"
          label="Tip amount (£)"
          inputMode="decimal"
          autoComplete="off"
          hint={`Up to ${formatPence(MAX_TIP_PENCE)}, in pounds, such as 7.50`}
          value={value.text}
          error={error}
          disabled={disabled}
          onChange={(event) => onChange({ kind: 'other', text: event.target.value })}
        />
      ) : null}
      <p className="mt-2 text-sm text-ink-muted">
        Paid by card before your request is sent; the artist gets it after a 5% platform fee.
      </p>
    </fieldset>
  );
}

interface RequestTypePickerProps {
  prices: { standard: number; premium: number };
  isPremium: boolean;
  onChange: (isPremium: boolean) => void;
  disabled?: boolean;
}

/** Custom pricing (spec 2): the request's own price, standard or premium (played sooner). */
export function RequestTypePicker({ prices, isPremium, onChange, disabled }: RequestTypePickerProps) {
  const name = useId();
  const option = (label: string, premium: boolean) => (
    <label className={chipClasses}>
      <input
        type="radio"
        name={name}
        className="sr-only"
        checked={isPremium === premium}
        disabled={disabled}
        onChange={() => onChange(premium)}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 block text-sm font-medium text-ink">Request type</legend>
      <div className="flex flex-wrap gap-2">
        {option(`Standard ${formatPence(prices.standard)}`, false)}
        {option(`Premium ${formatPence(prices.premium)}`, true)}
      </div>
      <p className="mt-2 text-sm text-ink-muted">
        This artist charges for requests. Premium requests go to the top of their list.
      </p>
    </fieldset>
  );
}

interface PaymentChoicesProps {
  prices: { standard: number; premium: number } | null;
  isPremium: boolean;
  onPremiumChange: (isPremium: boolean) => void;
  suggested: readonly number[];
  tip: TipChoice;
  onTipChange: (value: TipChoice) => void;
  tipError?: string | undefined;
  disabled?: boolean;
}

/** What the fan pays, if anything: the request type under custom pricing, then the optional tip. */
export function PaymentChoices(props: PaymentChoicesProps) {
  return (
    <>
      {props.prices ? (
        <RequestTypePicker
          prices={props.prices}
          isPremium={props.isPremium}
          onChange={props.onPremiumChange}
          disabled={props.disabled}
        />
      ) : null}
      <TipPicker
        suggested={props.suggested}
        value={props.tip}
        onChange={props.onTipChange}
        error={props.tipError}
        disabled={props.disabled}
      />
    </>
  );
}
