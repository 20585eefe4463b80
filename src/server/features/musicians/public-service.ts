import { ARTIST_NOT_FOUND } from '../../../shared/musicians/artist-messages';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { MusicianByQrResponse } from '../../../shared/live/public';
import { findActiveSessionOfMusician } from '../live/public';
import { presentPrivateMusician, presentPublicMusician } from './public-presenter';
import { findMusicianByQrCode, musicianTotals } from './public-queries';

/**
 * The public artist page's data. A private profile is shown in full only to its owner; others
 * learn just that it is private, and, while the musician is live, the show and what a request
 * costs: a live show takes requests through its QR code whatever the profile's privacy.
 * Deactivated musicians do not exist publicly.
 */
export async function getMusicianByQrCode(
  ctx: AppContext,
  qrCodeId: string,
  viewerUserId: number | undefined,
): Promise<MusicianByQrResponse> {
  const row = await findMusicianByQrCode(ctx.db, qrCodeId);
  if (!row || row.is_active !== 1) throw notFound(ARTIST_NOT_FOUND);
  const isOwner = viewerUserId === row.user_id;
  if (row.public_profile_enabled !== 1 && !isOwner) {
    const show = await findActiveSessionOfMusician(ctx.db, row.id);
    return { musician: presentPrivateMusician(row, show ? row : null), active_session: show ?? null };
  }
  const [totals, session] = await Promise.all([
    musicianTotals(ctx.db, row.id),
    findActiveSessionOfMusician(ctx.db, row.id),
  ]);
  return { musician: presentPublicMusician(row, totals), active_session: session ?? null };
}
