import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { formatPence } from '../../../../shared/money';
import { parseSuggestedTips, formatTipChip } from '../../../../shared/pricing';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Skeleton } from '../../../components/skeleton';
import { usePricing } from '../api/pricing';
import { PricingSettingsModal } from './pricing-settings-modal';

/** The dashboard's way into the Pricing Settings modal, with what fans are charged now. */
export function PricingCard() {
  const pricing = usePricing();
  const [isOpen, setOpen] = useState(false);
  const data = pricing.data;
  const tips = data ? parseSuggestedTips(data.suggested_tip_amounts).map(formatTipChip) : [];
  return (
    <section aria-labelledby="pricing-title" className="min-w-0 rounded-card border border-line bg-surface p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pricing-title" className="text-xl font-bold text-ink">
          Request pricing
        </h2>
        <Button
          variant="secondary"
          onClick={() => setOpen(true)}
          disabled={!data}
          icon={<SlidersHorizontal aria-hidden="true" className="size-5" />}
        >
          Pricing Settings
        </Button>
      </div>
      {pricing.isPending ? (
        <Skeleton className="mt-3 h-5 w-2/3" />
      ) : pricing.isError || !data ? (
        <div className="mt-3">
          <FormAlert message="Failed to load pricing settings" />
        </div>
      ) : (
        <p className="mt-2 break-words text-ink-muted">
          {data.custom_pricing_enabled
            ? `Requests cost ${formatPence(data.default_request_price)}, premium ${formatPence(data.premium_request_price)}.`
            : 'Requests are free; tips are optional.'}{' '}
          {tips.length ? `Suggested tips: ${tips.join(', ')}.` : 'No suggested tips.'}
        </p>
      )}
      {isOpen && data ? <PricingSettingsModal pricing={data} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
