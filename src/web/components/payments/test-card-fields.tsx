import { CreditCard, FlaskConical } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../button';
import { FormAlert } from '../form-alert';
import { testCards, type TestCardOutcome } from '../../../shared/tips/test-cards';
import type { FormState } from '../../lib/forms/use-form';
import { TextField } from '../text-field';
import { CARD_FIELD_LIMITS } from '../../../shared/tips/payments';

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

/** The built-in provider's card number, expiry and code fields (TEST MODE), bound to a useForm. */
export function TestCardFields<Body>({ form }: { form: FormState<CardValues, Body> }) {
  const { values, setField, fieldProps } = form;
  return (
    <>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={CARD_FIELD_LIMITS.number}
        value={values.number}
        onChange={(event) => setField('number', event.target.value)}
        {...fieldProps('number')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={CARD_FIELD_LIMITS.expiry}
          value={values.expiry}
          onChange={(event) => setField('expiry', event.target.value)}
          {...fieldProps('expiry')}
        />
        <TextField
          label="Security code"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={CARD_FIELD_LIMITS.cvc}
          value={values.cvc}
          onChange={(event) => setField('cvc', event.target.value)}
          {...fieldProps('cvc')}
        />
      </div>
    </>
  );
}

export function TestModeNote({ children = 'TEST MODE: no real card is charged.' }: { children?: string }) {
  return (
    <p className="flex items-center gap-2 rounded-control bg-accent-soft px-3 py-2 text-sm font-semibold text-ink">
      <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </p>
  );
}

/** The test card hint: the documented numbers this form accepts, and what each one does. */
export function TestCardHint({ hide = [] }: { hide?: TestCardOutcome[] }) {
  return (
    <details className="text-sm text-ink-muted">
      <summary className="cursor-pointer font-medium text-ink">Test cards</summary>
      <ul className="mt-2 grid gap-1">
        {testCards
          .filter((card) => !hide.includes(card.outcome))
          .map((card) => (
            <li key={card.number}>
              <span className="font-mono">{card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</span> — {card.label}
            </li>
          ))}
        <li>Any future expiry and any 3-digit code.</li>
      </ul>
    </details>
  );
}

interface SavedCardFormProps<Body> {
  form: FormState<CardValues, Body>;
  /** Called with the checked body; the form is not sent again while `isBusy`. */
  onSubmit: (body: Body) => void;
  isBusy: boolean;
  submitLabel: string;
  busyLabel: string;
  note: string;
  label?: string;
}

/**
 * A whole TEST MODE card form for a card kept for later charges (a subscription's checkout, the
 * Add Payment Method modal): the note, the fields, the message, the button and the test cards. A
 * card that needs a second step is not offered, as saved cards cannot take one.
 */
export function SavedCardForm<Body>({
  form,
  onSubmit,
  isBusy,
  submitLabel,
  busyLabel,
  note,
  label,
}: SavedCardFormProps<Body>) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const body = form.check();
    if (body) onSubmit(body);
  };
  return (
    <form noValidate className="grid gap-4" onSubmit={submit} aria-label={label}>
      <TestModeNote>{note}</TestModeNote>
      <TestCardFields form={form} />
      <FormAlert id={form.messageId} message={form.message} />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        isLoading={isBusy}
        loadingText={busyLabel}
        icon={<CreditCard aria-hidden="true" className="size-5" />}
      >
        {submitLabel}
      </Button>
      <TestCardHint hide={['requires_action']} />
    </form>
  );
}
