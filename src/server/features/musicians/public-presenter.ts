import { parseSuggestedTips } from '../../../shared/earnings/pricing';
import type { PublicMusician } from '../../../shared/live/public';

type Row = {
  stage_name: string;
  bio: string | null;
  profile_photo_url: string | null;
  instagram_handle: string | null;
  website_url: string | null;
  music_styles: string;
  favorite_singers: string;
  public_profile_enabled: number;
  allow_direct_messages: number;
  qr_code_id: string;
  suggested_tip_amounts: string;
  custom_pricing_enabled: number;
  default_request_price: number;
  premium_request_price: number;
};

export function presentPublicMusician(row: Row, totals: { totalRequests: number; totalTips: number }): PublicMusician {
  return {
    stage_name: row.stage_name,
    bio: row.bio,
    profile_photo_url: row.profile_photo_url,
    instagram_handle: row.instagram_handle,
    website_url: row.website_url,
    music_styles: row.music_styles,
    favorite_singers: row.favorite_singers,
    total_requests_received: totals.totalRequests,
    total_tips_earned: totals.totalTips,
    public_profile_enabled: row.public_profile_enabled === 1,
    allow_direct_messages: row.allow_direct_messages === 1,
    qr_code_id: row.qr_code_id,
    suggested_tips: parseSuggestedTips(row.suggested_tip_amounts),
    request_prices: requestPricesOf(row),
  };
}

const requestPricesOf = (
  row: Pick<Row, 'custom_pricing_enabled' | 'default_request_price' | 'premium_request_price'>,
) =>
  row.custom_pricing_enabled === 1 ? { standard: row.default_request_price, premium: row.premium_request_price } : null;

/**
 * What a visitor learns of a private profile: only that it exists and is private (spec 2 §8,
 * 'This artist profile is private'). No bio, photo, links or totals. While the musician is live
 * (`live`), also the tip chips and request prices, which a fan needs to send to the show.
 */
export function presentPrivateMusician(
  row: Pick<Row, 'stage_name' | 'qr_code_id'>,
  live: Pick<
    Row,
    'suggested_tip_amounts' | 'custom_pricing_enabled' | 'default_request_price' | 'premium_request_price'
  > | null = null,
): PublicMusician {
  return {
    stage_name: row.stage_name,
    bio: null,
    profile_photo_url: null,
    instagram_handle: null,
    website_url: null,
    music_styles: '[]',
    favorite_singers: '[]',
    total_requests_received: 0,
    total_tips_earned: 0,
    public_profile_enabled: false,
    allow_direct_messages: false,
    qr_code_id: row.qr_code_id,
    suggested_tips: live ? parseSuggestedTips(live.suggested_tip_amounts) : [],
    request_prices: live ? requestPricesOf(live) : null,
  };
}
