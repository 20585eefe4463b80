import { formatPence } from '../../../../shared/money';
import type { RequestCheckout } from '../../../../shared/tips';

/**
 * What the fan pays for, line by line: the request's own price (standard or premium) and the tip
 * apart, then the total, so "£6.00" reads as a £5 premium request plus a £1 tip.
 */
export function PaymentBreakdown({ checkout }: { checkout: RequestCheckout }) {
  const lines: Array<[string, number]> = [];
  if (checkout.price_amount > 0) {
    lines.push([checkout.premium ? 'Premium request' : 'Request', checkout.price_amount]);
  }
  if (checkout.tip_amount > 0) lines.push(['Tip', checkout.tip_amount]);
  const breakdown = (
    <dl className="mt-3 grid gap-1 rounded-control bg-surface-raised px-4 py-3 text-sm" aria-label="What you pay">
      {lines.map(([label, pence]) => (
        <div key={label} className="flex justify-between gap-3 text-ink-muted">
          <dt>{label}</dt>
          <dd className="tabular-nums">{formatPence(pence)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 border-t border-line pt-1 font-semibold text-ink">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatPence(checkout.amount)}</dd>
      </div>
    </dl>
  );
  // A price is only held on the card until the musician plays the request (the tip is given): the server says so.
  return checkout.price_note ? (
    <>
      {breakdown}
      <p className="mt-2 text-sm font-semibold text-ink">{checkout.price_note}</p>
    </>
  ) : (
    breakdown
  );
}
