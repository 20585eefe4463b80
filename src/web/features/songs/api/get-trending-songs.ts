import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TrendingSong, TrendingTimeframe } from '../../../../shared/songs';
import { api } from '../../../lib/api-client';
import { expectArray } from '../../../lib/expect-array';

export type { TrendingSong, TrendingTimeframe };

/** Spec 1 §9: 15 songs, refreshed every 30 s. */
export const TRENDING_LIMIT = 15;
export const TRENDING_REFRESH_MS = 30_000;

export const trendingSongsQueryKey = (timeframe: TrendingTimeframe) => ['songs', 'trending', timeframe] as const;

export async function getTrendingSongs(timeframe: TrendingTimeframe, signal?: AbortSignal): Promise<TrendingSong[]> {
  return expectArray<TrendingSong>(
    await api.GET('/api/songs/trending', { query: { timeframe, limit: TRENDING_LIMIT }, signal }),
    'trending songs',
  );
}

export function useTrendingSongs(timeframe: TrendingTimeframe) {
  return useQuery({
    queryKey: trendingSongsQueryKey(timeframe),
    queryFn: ({ signal }) => getTrendingSongs(timeframe, signal),
    refetchInterval: TRENDING_REFRESH_MS,
    staleTime: TRENDING_REFRESH_MS,
    // Switching filters keeps the old list on screen (dimmed) until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
