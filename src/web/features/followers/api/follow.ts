import { api } from '../../../lib/api-client';

export interface FollowedArtist {
  stage_name: string;
  qr_code_id: string | null;
}

export interface FollowInput {
  email: string;
  /** A town or postcode area, for gigs near the fan; null for none. */
  near: string | null;
  all_gigs: boolean;
}

/** Follow by e-mail: the server sends a confirmation link first (the same answer for any address). */
export async function followByEmail(qrCodeId: string, body: FollowInput): Promise<void> {
  await api.POST('/api/musicians/{qrCodeId}/followers', { path: { qrCodeId }, body });
}

/** The one click of a confirmation or unfollow link from a follower's e-mail. */
export async function sendFollowLink(action: 'confirm' | 'stop', token: string): Promise<FollowedArtist> {
  const { artist } =
    action === 'confirm'
      ? await api.POST('/api/followers/confirm', { body: { token } })
      : await api.POST('/api/followers/unfollow', { body: { token } });
  return artist;
}
