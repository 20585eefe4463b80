import { api } from '../../../lib/api-client';

export interface FollowedArtist {
  stage_name: string;
  qr_code_id: string | null;
}

/** Follow by e-mail: the server sends a confirmation link first (the same answer for any address). */
export async function followByEmail(qrCodeId: string, email: string): Promise<void> {
  await api.post(`/api/musicians/${encodeURIComponent(qrCodeId)}/followers`, { email });
}

/** The one click of a confirmation or unfollow link from a follower's e-mail. */
export async function sendFollowLink(action: 'confirm' | 'stop', token: string): Promise<FollowedArtist> {
  const path = action === 'confirm' ? '/api/followers/confirm' : '/api/followers/unfollow';
  const { artist } = await api.post<{ artist: FollowedArtist }>(path, { token });
  return artist;
}
