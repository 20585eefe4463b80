import type { SongRequest } from '../../../../shared/live';
import type { SongRequestBody } from '../../../../shared/requests';
import { api } from '../../../lib/api-client';

/** Spec 1 §5: empty artist, fan name and message are sent as null. */
export interface SongRequestForm {
  songTitle: string;
  artistName: string;
  fanName: string;
  message: string;
}

const orNull = (text: string) => text.trim() || null;

export function toSongRequestBody(form: SongRequestForm): SongRequestBody {
  return {
    song_title: form.songTitle.trim(),
    artist_name: orNull(form.artistName),
    fan_name: orNull(form.fanName),
    message: orNull(form.message),
    tip_amount: 0,
  };
}

export async function submitSongRequest(sessionId: number, form: SongRequestForm): Promise<SongRequest> {
  const { request } = await api.post<{ success: boolean; request: SongRequest }>(
    `/api/sessions/${sessionId}/requests`,
    toSongRequestBody(form),
  );
  return request;
}
