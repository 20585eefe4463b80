import { useQuery } from '@tanstack/react-query';
import type { MusicianByQrResponse } from '../../../../shared/public';
import { api } from '../../../lib/api-client';

export type { MusicianByQrResponse };

export async function getMusicianByQr(qrCodeId: string, signal?: AbortSignal): Promise<MusicianByQrResponse> {
  return api.get<MusicianByQrResponse>(`/api/musicians/${encodeURIComponent(qrCodeId)}`, { signal });
}

/**
 * The musician behind a scanned QR code (spec 1 §2: `/request?qr=` preselects their active
 * session). Read once per visit: it only chooses the starting selection, and re-reading it on
 * focus would not change a choice the fan has already made.
 */
export function useMusicianByQr(qrCodeId: string | null) {
  return useQuery({
    queryKey: ['musicians', 'by-qr', qrCodeId],
    queryFn: ({ signal }) => getMusicianByQr(qrCodeId ?? '', signal),
    enabled: qrCodeId !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
