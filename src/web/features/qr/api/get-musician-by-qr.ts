import { useQuery } from '@tanstack/react-query';
import type { MusicianByQrResponse } from '../../../../shared/public';
import { api } from '../../../lib/api-client';

export type { MusicianByQrResponse };

export const musicianByQrQueryKey = (qrCodeId: string) => ['musicians', 'by-qr', qrCodeId] as const;

/** GET /api/musicians/{qrCodeId}: public, no credentials needed (spec 1 §6); 404 for an unknown code. */
export function getMusicianByQr(qrCodeId: string, signal?: AbortSignal): Promise<MusicianByQrResponse> {
  return api.get<MusicianByQrResponse>(`/api/musicians/${encodeURIComponent(qrCodeId)}`, { signal });
}

export function useMusicianByQr(qrCodeId: string) {
  return useQuery({
    queryKey: musicianByQrQueryKey(qrCodeId),
    queryFn: ({ signal }) => getMusicianByQr(qrCodeId, signal),
  });
}
