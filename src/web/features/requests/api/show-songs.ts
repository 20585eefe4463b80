import type { ShowSongs } from '../../../../shared/requests/backing';
import { api } from '../../../lib/api-client';

export type { ShowSong, ShowSongs } from '../../../../shared/requests/backing';

/** The request page puts the stream's `show-songs` states under this key (`['show-songs', session.id]`). */
export const showSongsQueryKey = (sessionId: number) => ['show-songs', sessionId] as const;

export function getShowSongs(sessionId: number, signal?: AbortSignal): Promise<ShowSongs> {
  return api.GET('/api/sessions/{sessionId}/songs', { path: { sessionId }, signal });
}

/** This phone's +1 for a song of tonight's list: a request for it. */
export async function backSong(sessionId: number, songKey: string): Promise<void> {
  await api.POST('/api/sessions/{sessionId}/backings', { path: { sessionId }, body: { song_key: songKey } });
}

/** Takes this phone's +1 back while its request still waits. */
export async function withdrawBacking(sessionId: number, songKey: string): Promise<void> {
  await api.DELETE('/api/sessions/{sessionId}/backings', { path: { sessionId }, query: { song_key: songKey } });
}
