import { api } from '../../../lib/api-client';

export interface FollowedArtist {
  stage_name: string;
  qr_code_id: string | null;
}

/** Follow by e-mail: the server sends a confirmation link first (the same answer for any address). */
export async function followByEmail(qrCodeId: string, email: string): Promise<void> {
  await api.POST('/api/musicians/{qrCodeId}/followers', { path: { qrCodeId }, body: { email } });
}

/** The one click of a confirmation or unfollow link from a follower's e-mail. */
export async function sendFollowLink(action: 'confirm' | 'stop', token: string): Promise<FollowedArtist> {
  const { artist } =
    action === 'confirm'
      ? await api.POST('/api/followers/confirm', { body: { token } })
      : await api.POST('/api/followers/unfollow', { body: { token } });
  return artist;
}
