import { useQuery } from '@tanstack/react-query';
import type { MusicianByQrResponse } from '../../../../shared/public';
import { api } from '../../../lib/api-client';

export type { MusicianByQrResponse };

export const musicianByQrQueryKey = (qrCodeId: string) => ['musicians', 'by-qr', qrCodeId] as const;

/** The LIVE NOW state follows the artist going live or ending, like the public live lists (30 s). */
const REFRESH_MS = 30_000;

/**
 * GET /api/musicians/{qrCodeId}: the musician and their live session. Sent with cookies, so the
 * owner of a private profile gets it in full; 404 'Artist profile not found' for an unknown code.
 */
export function getMusicianByQr(qrCodeId: string, signal?: AbortSignal): Promise<MusicianByQrResponse> {
  return api.get<MusicianByQrResponse>(`/api/musicians/${encodeURIComponent(qrCodeId)}`, { signal });
}

export function useMusicianByQr(qrCodeId: string) {
  return useQuery({
    queryKey: musicianByQrQueryKey(qrCodeId),
    queryFn: ({ signal }) => getMusicianByQr(qrCodeId, signal),
    refetchInterval: REFRESH_MS,
  });
}
