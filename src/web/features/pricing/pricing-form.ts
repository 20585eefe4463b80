import { formatPence, parsePoundsToPence } from '../../../shared/money';
import {
  MAX_PRICE_PENCE,
  MAX_SUGGESTED_TIPS,
  formatTipChip,
  parseSuggestedTips,
  pricingBody,
  pricingMessages,
  type Pricing,
} from '../../../shared/pricing';
import { fromSchema, type FormCheck } from '../../lib/forms/use-form';

export interface PricingValues {
  enabled: boolean;
  /** Pounds as typed ('2.50'). */
  standard: string;
  premium: string;
  /** Chip labels in order ('£15'). */
  tips: string[];
  newTip: string;
}

const pounds = (pence: number) => formatPence(pence).replace(/^£/, '').replace(/,/g, '');

export const pricingFormValues = (pricing: Pricing): PricingValues => ({
  enabled: pricing.custom_pricing_enabled,
  standard: pounds(pricing.default_request_price),
  premium: pounds(pricing.premium_request_price),
  tips: parseSuggestedTips(pricing.suggested_tip_amounts).map(formatTipChip),
  newTip: '',
});

/** Spec 2: prices in pounds, step 0.01, min 0, sent in pence. */
const pence = (text: string): number => {
  const parsed = parsePoundsToPence(text);
  return parsed === null ? Number.NaN : parsed;
};

export const checkPricing: (values: PricingValues) => FormCheck<PricingValues, ReturnType<typeof pricingBody.parse>> =
  fromSchema(
    pricingBody,
    (values: PricingValues) => ({
      custom_pricing_enabled: values.enabled,
      default_request_price: pence(values.standard),
      premium_request_price: pence(values.premium),
      // '£1,000' would split in the comma-separated list: send the amounts without thousands commas.
      suggested_tip_amounts: values.tips.map((chip) => chip.replace(/,/g, '')).join(','),
    }),
    { default_request_price: 'standard', premium_request_price: 'premium', suggested_tip_amounts: 'newTip' },
  );

/** The add box: the chip to add, or why not (empty, not an amount, a duplicate, too many). */
export function checkNewTip(tips: string[], text: string): { ok: true; chip: string } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: false, message: pricingMessages.tipEmpty };
  const amount = parsePoundsToPence(text.replace(/,/g, ''));
  if (amount === null || amount <= 0 || amount > MAX_PRICE_PENCE)
    return { ok: false, message: pricingMessages.tipInvalid };
  if (parseSuggestedTips(tips.join(',')).includes(amount)) return { ok: false, message: pricingMessages.tipDuplicate };
  if (tips.length >= MAX_SUGGESTED_TIPS) return { ok: false, message: pricingMessages.tooManyTips };
  return { ok: true, chip: formatTipChip(amount) };
}
