import { useQuery } from '@tanstack/react-query';
import type { PastShow, ShowReport } from '../../../../shared/show-history';
import { api } from '../../../lib/api-client';

export type { PastShow, ShowReport };

export const pastShowsQueryKey = ['sessions', 'history'] as const;
export const showReportQueryKey = (sessionId: number) => ['sessions', 'history', sessionId] as const;

/** The musician's ended shows, newest first (issue 16). */
export function usePastShows() {
  return useQuery({
    queryKey: pastShowsQueryKey,
    queryFn: async ({ signal }) => (await api.get<{ shows: PastShow[] }>('/api/sessions/history', { signal })).shows,
  });
}

/** One show's figures and requests. */
export function useShowReport(sessionId: number | null) {
  return useQuery({
    queryKey: showReportQueryKey(sessionId ?? 0),
    queryFn: ({ signal }) => api.get<ShowReport>(`/api/sessions/history/${sessionId}`, { signal }),
    enabled: sessionId !== null,
  });
}

export const showCsvUrl = (sessionId: number) => `/api/sessions/history/${sessionId}/requests.csv`;
