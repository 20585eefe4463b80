import { useQuery } from '@tanstack/react-query';
import type { MusicianByQrResponse } from '../../../../shared/live/public';
import { api } from '../../../lib/api-client';

export type { MusicianByQrResponse };

/** Every musician-by-QR query: invalidating it re-reads each one on screen. */
export const musiciansByQrQueryKey = ['musicians', 'by-qr'] as const;
export const musicianByQrQueryKey = (qrCodeId: string | null) => [...musiciansByQrQueryKey, qrCodeId] as const;

/**
 * GET /api/musicians/{qrCodeId}: the musician and their live session, public (spec 1 §6). Sent
 * with cookies, so the owner of a private profile gets it in full; 404 'Artist profile not found'
 * for an unknown code. The one reader of this endpoint: the artist page, the QR page and the fan's
 * request page share its cache.
 */
export function getMusicianByQr(qrCodeId: string, signal?: AbortSignal): Promise<MusicianByQrResponse> {
  return api.GET('/api/musicians/{qrCodeId}', { path: { qrCodeId }, signal });
}

/** How fresh a screen needs it. */
const freshness = {
  // The artist page's LIVE NOW follows the artist going live or ending, like the public live lists.
  live: { refetchInterval: 30_000 },
  // The request page reads it once per visit: it only picks the starting selection, and re-reading
  // it would not change a choice the fan has already made.
  once: { staleTime: Infinity, refetchOnWindowFocus: false },
  normal: {},
} as const;

export function useMusicianByQr(qrCodeId: string | null, mode: keyof typeof freshness = 'normal') {
  return useQuery({
    queryKey: musicianByQrQueryKey(qrCodeId),
    queryFn: ({ signal }) => getMusicianByQr(qrCodeId ?? '', signal),
    enabled: qrCodeId !== null,
    ...freshness[mode],
  });
}
