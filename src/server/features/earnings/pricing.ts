import type { AppContext } from '../../context';
import type { MusicianProfile } from '../../db/types';
import type { Pricing, PricingBody } from '../../../shared/pricing';

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

/** Spec 2 §7 PUT /api/musicians/pricing: the musician's own prices and tip chips. */
export async function updatePricing(ctx: AppContext, musicianId: number, input: PricingBody): Promise<Pricing> {
  const row = await ctx.db
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
  return present(row);
}
