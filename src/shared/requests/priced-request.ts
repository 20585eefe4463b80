import type { z } from 'zod';
import { queuedRequest, songRequest } from '../live';
import { priceState } from '../tips/price-state';

/**
 * A request as the musician's own pages get it: with where its price is (null without one), so
 * the manager and the show's report count only prices actually paid. Kept apart from shared/live,
 * which the fan's page loads: the fan's page does not need it and has no bytes to spare.
 */
const priced = { price_state: priceState.nullish() };
export const pricedSongRequest = songRequest.extend(priced);
export const pricedQueuedRequest = queuedRequest.extend(priced);
export type PricedSongRequest = z.infer<typeof pricedSongRequest>;
export type PricedQueuedRequest = z.infer<typeof pricedQueuedRequest>;
