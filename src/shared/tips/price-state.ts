import { z } from 'zod';

/**
 * Where a request's price is (docs/decisions/036-request-price-holds.md): held on the fan's card
 * until the musician plays or declines it, then paid, released, or refunded (taken when accepted,
 * returned because it was never played). Null on a request without a price.
 */
export const PRICE_STATES = ['held', 'paid', 'released', 'refunded'] as const;
export type PriceState = (typeof PRICE_STATES)[number];
export { priceHeldText, priceStateText } from './price-texts';
export const priceState = z.enum(PRICE_STATES);

/** The purpose a returned price's refund carries at the provider: a tip's refunds are the others. */
export const REQUEST_PRICE_REFUND = 'request_price';
