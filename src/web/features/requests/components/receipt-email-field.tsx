import { useState } from 'react';
import { fanReceiptMessages as m, receiptEmailField } from '../../../../shared/tips/fan-receipt';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { setReceiptEmail } from '../api/set-receipt-email';

const NETWORK = 'Unable to connect to the server. Please check your internet connection and try again.';

/**
 * The payment step's optional receipt address. Saved when the fan leaves the field, so
 * it needs no button of its own and never holds up the payment; the server sends the receipt
 * whichever comes first, the address or the payment. Never required.
 */
export function ReceiptEmailField({ checkoutId }: { checkoutId: string }) {
  const [value, setValue] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    const parsed = receiptEmailField.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.invalid);
      return;
    }
    if (parsed.data === saved) return;
    setError(null);
    try {
      await setReceiptEmail(checkoutId, { receipt_email: parsed.data });
      setSaved(parsed.data);
    } catch (caught) {
      setError(errorMessage(caught, m.failed, NETWORK));
    }
  };

  return (
    <div className="mt-4">
      <TextField
        label={m.label}
        name="receipt_email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => void save()}
        hint={m.hint}
        error={error ?? undefined}
      />
      <p aria-live="polite" className="mt-1 text-sm text-ink-muted break-words">
        {saved && !error ? m.saved(saved) : ''}
      </p>
    </div>
  );
}
