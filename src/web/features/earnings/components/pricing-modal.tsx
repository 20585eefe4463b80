import { CircleCheck, Plus, X } from 'lucide-react';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { formatPence, parsePoundsToPence } from '../../../../shared/money';
import {
  formatTipChip,
  MAX_PRICE_PENCE,
  MAX_SUGGESTED_TIPS,
  parseSuggestedTips,
  pricingMessages,
  type Pricing,
  type PricingBody,
} from '../../../../shared/earnings/pricing';
import { Button } from '../../../components/button';
import { TryAgainButton } from '../../../components/load-failed';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { TextField } from '../../../components/text-field';
import { ToggleSwitch } from '../../../components/toggle-switch';
import { errorMessage } from '../../../lib/api-client';
import { useForm, type FormCheck } from '../../../lib/forms/use-form';
import { usePricing, useSavePricing } from '../api/pricing';

/** Spec 2 §9: 'Saved!' shows for 1.5 s, then the modal closes. */
const SAVED_DISPLAY_MS = 1500;
const NETWORK = 'Unable to connect to the server. Please check your internet connection and try again.';

interface PricingValues {
  enabled: boolean;
  standard: string;
  premium: string;
  tips: number[];
  newTip: string;
}

const poundsText = (pence: number) => (pence / 100).toFixed(2);

const valuesOf = (pricing: Pricing): PricingValues => ({
  enabled: pricing.custom_pricing_enabled,
  standard: poundsText(pricing.default_request_price),
  premium: poundsText(pricing.premium_request_price),
  tips: parseSuggestedTips(pricing.suggested_tip_amounts),
  newTip: '',
});

const price = (text: string) => {
  const pence = parsePoundsToPence(text);
  return pence !== null && pence <= MAX_PRICE_PENCE ? pence : null;
};

/** Spec 2 §5: prices non-negative with two decimals, in pence; the server checks the same. */
function validate(values: PricingValues): FormCheck<PricingValues, PricingBody> {
  const standard = price(values.standard);
  if (standard === null) return { ok: false, message: pricingMessages.price, field: 'standard' };
  const premium = price(values.premium);
  if (premium === null) return { ok: false, message: pricingMessages.price, field: 'premium' };
  if (values.enabled && premium < standard) {
    return { ok: false, message: pricingMessages.premiumBelowStandard, field: 'premium' };
  }
  return {
    ok: true,
    body: {
      custom_pricing_enabled: values.enabled,
      default_request_price: standard,
      premium_request_price: premium,
      suggested_tip_amounts: values.tips.map(formatTipChip).join(','),
    },
  };
}

/** The add box's check (spec 2 §5: a suggested tip is non-empty and not a duplicate). */
function tipToAdd(text: string, tips: number[]): { pence: number } | { error: string } {
  if (!text.trim()) return { error: pricingMessages.tipEmpty };
  const pence = parsePoundsToPence(text);
  if (pence === null || pence <= 0 || pence > MAX_PRICE_PENCE) return { error: pricingMessages.tipInvalid };
  if (tips.includes(pence)) return { error: pricingMessages.tipDuplicate };
  if (tips.length >= MAX_SUGGESTED_TIPS) return { error: pricingMessages.tooManyTips };
  return { pence };
}

/** Spec 2 'Pricing Settings modal': request prices and the fans' suggested tip chips. */
export function PricingModal({ onClose }: { onClose: () => void }) {
  const pricing = usePricing();
  return (
    <Modal isOpen title="Pricing Settings" onClose={onClose}>
      {pricing.isPending ? (
        <SkeletonGroup label="Loading your pricing…" className="grid gap-3">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-24 w-full" />
        </SkeletonGroup>
      ) : pricing.isError ? (
        <div className="grid gap-3">
          <FormAlert message={errorMessage(pricing.error, 'Failed to load pricing settings', NETWORK)} />
          <TryAgainButton query={pricing} />
        </div>
      ) : (
        <PricingForm pricing={pricing.data} onClose={onClose} />
      )}
    </Modal>
  );
}

function PricingForm({ pricing, onClose }: { pricing: Pricing; onClose: () => void }) {
  const form = useForm(() => valuesOf(pricing), validate);
  const save = useSavePricing();
  const [isSaved, setIsSaved] = useState(false);
  const { values, setField } = form;
  const closeLater = useEffectEvent(onClose);

  useEffect(() => {
    if (!isSaved) return;
    const timer = window.setTimeout(closeLater, SAVED_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [isSaved]);

  const addTip = () => {
    const result = tipToAdd(values.newTip, values.tips);
    if ('error' in result) return form.fail(result.error, 'newTip');
    form.setValues({ ...values, tips: [...values.tips, result.pence].sort((a, b) => a - b), newTip: '' });
    form.clearMessage();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.check();
    if (!body || save.isPending || isSaved) return;
    save.mutate(body, {
      onSuccess: () => setIsSaved(true),
      onError: (error) => form.fail(errorMessage(error, 'Failed to save pricing settings', NETWORK)),
    });
  };

  return (
    <form noValidate className="grid gap-5" onSubmit={onSubmit}>
      <ToggleSwitch
        label="Custom pricing"
        description="Fans pay the standard price for a request, or the premium price to be played sooner. Off: requests are free."
        isOn={values.enabled}
        onChange={(isOn) => setField('enabled', isOn)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Standard Request Price (£)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          value={values.standard}
          disabled={!values.enabled}
          onChange={(event) => setField('standard', event.target.value)}
          {...form.fieldProps('standard')}
        />
        <TextField
          label="Premium Request Price (£)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          value={values.premium}
          disabled={!values.enabled}
          onChange={(event) => setField('premium', event.target.value)}
          {...form.fieldProps('premium')}
        />
      </div>

      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-ink">Suggested tip amounts</legend>
        {values.tips.length === 0 ? (
          <p className="text-sm text-ink-muted">No suggestions: fans type their own amount.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {values.tips.map((pence) => (
              <li key={pence}>
                <span className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line-strong pl-4 pr-1 font-semibold text-ink">
                  {formatTipChip(pence)}
                  <button
                    type="button"
                    aria-label={`Remove ${formatPence(pence)}`}
                    className="inline-flex size-9 items-center justify-center rounded-full text-ink-muted hover:bg-surface-raised hover:text-ink"
                    onClick={() =>
                      setField(
                        'tips',
                        values.tips.filter((tip) => tip !== pence),
                      )
                    }
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-3 flex items-end gap-2">
          <TextField
            className="min-w-0 flex-1"
            label="Add a tip amount"
            inputMode="decimal"
            placeholder="£15"
            value={values.newTip}
            onChange={(event) => setField('newTip', event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addTip();
              }
            }}
            {...form.fieldProps('newTip')}
          />
          <Button
            type="button"
            variant="secondary"
            onClick={addTip}
            icon={<Plus aria-hidden="true" className="size-4" />}
          >
            Add
          </Button>
        </div>
      </fieldset>

      <FormAlert id={form.messageId} message={form.message} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          isLoading={save.isPending}
          loadingText="Saving…"
          icon={isSaved ? <CircleCheck aria-hidden="true" className="size-4" /> : undefined}
        >
          {isSaved ? 'Saved!' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
