import type { Db } from '../../db/connection';

/** Artists whose public page anyone may open: an active account with the public profile on. */
export function listPublicArtistPages(db: Db) {
  return db
    .selectFrom('musician_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.qr_code_id', 'p.updated_at'])
    .where('p.public_profile_enabled', '=', 1)
    .where('u.is_active', '=', 1)
    .orderBy('p.id')
    .execute();
}
