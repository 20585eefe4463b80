import type { ScreenState } from '../../../../shared/live/screen';
import { api } from '../../../lib/api-client';

export type { ScreenState };

export const screenQueryKey = (qrCodeId: string) => ['screen', qrCodeId] as const;

export const screenStreamUrl = (qrCodeId: string) => `/api/screen/${encodeURIComponent(qrCodeId)}/stream`;

/** What the venue screen shows (public data only). */
export function getScreen(qrCodeId: string, signal?: AbortSignal): Promise<ScreenState> {
  return api.GET('/api/screen/{qrCodeId}', { path: { qrCodeId }, signal });
}
