import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * 4xx answers will not change on a retry (a 404 for an endpoint that is not there, a 401), so
 * only network failures and 5xx are retried, twice: fans are often on a weak venue connection.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 15_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
