import { Check } from 'lucide-react';
import { SUBSCRIPTION_MONTHLY_PENCE, SUBSCRIPTION_YEARLY_PENCE, TRIAL_DAYS } from '../../../../shared/constants';
import { formatPence } from '../../../lib/format';
import { tipCopy } from '../../../../shared/tips/tip-copy';

const benefits = [
  `${TRIAL_DAYS} days free with every feature`,
  'Your own QR code for fans to scan at gigs',
  'A live request queue you can run from your phone',
  tipCopy.signUpBenefit,
];

export function SignUpBenefits() {
  return (
    <div className="rounded-card bg-accent-soft p-4">
      <ul className="space-y-2">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2 text-sm text-ink">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-ink" strokeWidth={3} />
            {benefit}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-muted">
        Then {formatPence(SUBSCRIPTION_MONTHLY_PENCE)} a month or {formatPence(SUBSCRIPTION_YEARLY_PENCE)} a year (save
        20%), with a 30-day money-back guarantee.
      </p>
    </div>
  );
}
