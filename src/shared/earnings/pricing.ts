import { z } from 'zod';
import { parsePoundsToPence } from '../money';
import { formatTipChip, parseSuggestedTips } from '../tips/tip-chips';

export { formatTipChip, parseSuggestedTips } from '../tips/tip-chips';

/** Spec 2 'Pricing Settings modal' and §3: request prices and the fan's suggested tip chips. */
export const pricingMessages = {
  price: 'Enter a price in pounds, 0 or more, with at most two decimals',
  premiumBelowStandard: 'The premium price must be at least the standard price',
  tipEmpty: 'Enter a tip amount',
  tipInvalid: 'Enter a tip amount in pounds, such as £15',
  tipDuplicate: 'That tip amount is already in the list',
  tooManyTips: 'Up to 8 suggested tip amounts',
} as const;

export const MAX_SUGGESTED_TIPS = 8;
/** £1,000: no request or tip chip above it. */
export const MAX_PRICE_PENCE = 100_000;

const price = z
  .number({ error: pricingMessages.price })
  .int({ error: pricingMessages.price })
  .min(0, { error: pricingMessages.price })
  .max(MAX_PRICE_PENCE, { error: pricingMessages.price });

/**
 * PUT /api/musicians/pricing. Prices in pence; the suggested tips as the spec's comma-separated
 * text of pound amounts, each non-empty, valid and not a duplicate.
 */
export const pricingBody = z
  .strictObject({
    custom_pricing_enabled: z.boolean({ error: 'custom_pricing_enabled must be true or false' }),
    default_request_price: price,
    premium_request_price: price,
    suggested_tip_amounts: z.string({ error: pricingMessages.tipInvalid }).max(200),
  })
  .superRefine((body, ctx) => {
    if (body.custom_pricing_enabled && body.premium_request_price < body.default_request_price) {
      ctx.addIssue({ code: 'custom', path: ['premium_request_price'], message: pricingMessages.premiumBelowStandard });
    }
    const items = body.suggested_tip_amounts.split(',').map((item) => item.trim());
    if (body.suggested_tip_amounts.trim() === '') return;
    const seen = new Set<number>();
    for (const item of items) {
      if (item === '') {
        ctx.addIssue({ code: 'custom', path: ['suggested_tip_amounts'], message: pricingMessages.tipEmpty });
        return;
      }
      const pence = parsePoundsToPence(item);
      if (pence === null || pence <= 0 || pence > MAX_PRICE_PENCE) {
        ctx.addIssue({ code: 'custom', path: ['suggested_tip_amounts'], message: pricingMessages.tipInvalid });
        return;
      }
      if (seen.has(pence)) {
        ctx.addIssue({ code: 'custom', path: ['suggested_tip_amounts'], message: pricingMessages.tipDuplicate });
        return;
      }
      seen.add(pence);
    }
    if (seen.size > MAX_SUGGESTED_TIPS) {
      ctx.addIssue({ code: 'custom', path: ['suggested_tip_amounts'], message: pricingMessages.tooManyTips });
    }
  })
  .transform((body) => ({
    ...body,
    // Stored in one form whatever was typed: '£1,£2.50'.
    suggested_tip_amounts: parseSuggestedTips(body.suggested_tip_amounts).map(formatTipChip).join(','),
  }));
export type PricingBody = z.infer<typeof pricingBody>;

export const pricing = z.object({
  custom_pricing_enabled: z.boolean(),
  default_request_price: z.number().int(),
  premium_request_price: z.number().int(),
  suggested_tip_amounts: z.string(),
});
export type Pricing = z.infer<typeof pricing>;
