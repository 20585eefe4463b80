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
  return (
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
}
