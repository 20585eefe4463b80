import { useQuery } from '@tanstack/react-query';
import type { PublishedPlayedLists } from '../../../../shared/live/night';
import { api } from '../../../lib/api-client';

export type { PublishedPlayedLists };

/** The act's latest played lists, when it publishes them (an empty list when it does not). */
export function usePlayedLists(qrCodeId: string) {
  return useQuery({
    queryKey: ['musicians', 'played', qrCodeId],
    queryFn: ({ signal }): Promise<PublishedPlayedLists> =>
      api.GET('/api/musicians/{qrCodeId}/played', { path: { qrCodeId }, signal }),
  });
}
