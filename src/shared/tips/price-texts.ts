import { formatPence } from '../money';
import type { PriceState } from './price-state';

/*
 * Kept apart from price-state.ts (which holds its schema) so the fan's pay sheet can show these
 * words without loading a schema.
 */

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
