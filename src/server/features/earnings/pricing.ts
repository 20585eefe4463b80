import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import type { MusicianProfile } from '../../db/types';
import type { Pricing, PricingBody } from '../../../shared/earnings/pricing';
import { channels } from '../../realtime/event-bus';
import { findActiveSessionOfMusician } from '../live/public';

const present = (
  row: Pick<
    MusicianProfile,
    'custom_pricing_enabled' | 'default_request_price' | 'premium_request_price' | 'suggested_tip_amounts'
  >,
): Pricing => ({
  custom_pricing_enabled: row.custom_pricing_enabled === 1,
  default_request_price: row.default_request_price,
  premium_request_price: row.premium_request_price,
  suggested_tip_amounts: row.suggested_tip_amounts,
});

export const pricingOf = (profile: MusicianProfile): Pricing => present(profile);

/**
 * Spec 2 §7 PUT /api/musicians/pricing: the musician's own prices and tip chips. During a show the
 * live-shows stream announces it (`session.updated`, the id only), so a fan's open request page
 * reads the new prices before they send rather than meeting them at the payment step.
 */
export async function updatePricing(ctx: AppContext, musicianId: number, input: PricingBody): Promise<Pricing> {
  return ctx.bus.transaction([channels.activeSessions], async (trx, emit) => {
    const row = await writePricing(trx, ctx, musicianId, input);
    const show = await findActiveSessionOfMusician(trx, musicianId);
    if (show) await emit(channels.activeSessions, 'session.updated', { id: show.id });
    return present(row);
  });
}

function writePricing(db: Db, ctx: AppContext, musicianId: number, input: PricingBody) {
  return db
    .updateTable('musician_profiles')
    .set({
      custom_pricing_enabled: input.custom_pricing_enabled ? 1 : 0,
      default_request_price: input.default_request_price,
      premium_request_price: input.premium_request_price,
      suggested_tip_amounts: input.suggested_tip_amounts,
      updated_at: ctx.clock.now().toISOString(),
    })
    .where('id', '=', musicianId)
    .returning(['custom_pricing_enabled', 'default_request_price', 'premium_request_price', 'suggested_tip_amounts'])
    .executeTakeFirstOrThrow();
}
