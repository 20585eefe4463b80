import { z } from 'zod';
import { formatPence } from './money';

/**
 * Where a request's price is (docs/decisions/036-request-price-holds.md): held on the fan's card
 * until the musician plays or declines it, then paid, released, or refunded (taken when accepted,
 * returned because it was never played). Null on a request without a price.
 */
export const PRICE_STATES = ['held', 'paid', 'released', 'refunded'] as const;
export type PriceState = (typeof PRICE_STATES)[number];
export const priceState = z.enum(PRICE_STATES);

/** What the fan reads about their request's price, on the page, the receipt and "Your requests". */
export const priceHeldText = (pence: number) => `${formatPence(pence)} held — you pay only if it's played`;

export function priceStateText(state: PriceState, pence: number): string {
  switch (state) {
    case 'held':
      return priceHeldText(pence);
    case 'paid':
      return `${formatPence(pence)} paid`;
    case 'released':
      return `${formatPence(pence)} released — not charged`;
    case 'refunded':
      return `${formatPence(pence)} refunded — not played`;
  }
}

/** The purpose a returned price's refund carries at the provider: a tip's refunds are the others. */
export const REQUEST_PRICE_REFUND = 'request_price';
