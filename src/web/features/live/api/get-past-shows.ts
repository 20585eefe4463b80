import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { PastShow, ShowReport } from '../../../../shared/live/show-history';
import { api } from '../../../lib/api-client';

export type { PastShow, ShowReport };

export const pastShowsQueryKey = ['sessions', 'history'] as const;
export const showReportQueryKey = (sessionId: number) => ['sessions', 'history', sessionId] as const;

/** The musician's ended shows, newest first, 100 a page: older pages load on demand. */
export function usePastShows() {
  return useInfiniteQuery({
    queryKey: pastShowsQueryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.GET('/api/sessions/history', { query: { before: pageParam || undefined }, signal }),
    getNextPageParam: (last) => (last.has_more ? last.shows.at(-1)?.id : undefined),
  });
}

/** One show's figures and requests. */
export function useShowReport(sessionId: number | null) {
  return useQuery({
    queryKey: showReportQueryKey(sessionId ?? 0),
    queryFn: ({ signal }) => api.GET('/api/sessions/history/{id}', { path: { id: sessionId ?? 0 }, signal }),
    enabled: sessionId !== null,
  });
}

export const showCsvUrl = (sessionId: number) => `/api/sessions/history/${sessionId}/requests.csv`;
