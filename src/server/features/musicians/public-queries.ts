import type { Db } from '../../db/connection';

export function findMusicianByQrCode(db: Db, qrCodeId: string) {
  return db
    .selectFrom('musician_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.user_id',
      'p.stage_name',
      'p.bio',
      'p.profile_photo_url',
      'p.instagram_handle',
      'p.website_url',
      'p.music_styles',
      'p.favorite_singers',
      'p.public_profile_enabled',
      'p.allow_direct_messages',
      'p.qr_code_id',
      'p.suggested_tip_amounts',
      'p.custom_pricing_enabled',
      'p.default_request_price',
      'p.premium_request_price',
      'u.is_active',
    ])
    .where('p.qr_code_id', '=', qrCodeId)
    .executeTakeFirst();
}

/** Requests received (all sessions, any status) and tips kept after the platform fee, in pence. */
export async function musicianTotals(db: Db, musicianId: number) {
  const [requests, tips] = await Promise.all([
    db
      .selectFrom('song_requests')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('musician_id', '=', musicianId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('tips')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('net_amount'), eb.lit(0)).as('total'))
      .where('musician_id', '=', musicianId)
      .where('status', '=', 'succeeded')
      .executeTakeFirstOrThrow(),
  ]);
  return { totalRequests: Number(requests.count), totalTips: Number(tips.total) };
}
