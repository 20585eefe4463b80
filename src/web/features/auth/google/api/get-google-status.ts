import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const googleStatusQueryKey = ['oauth', 'google', 'status'] as const;

/** GET /api/oauth/google/status: whether the server has Google sign-in configured. */
export function getGoogleStatus(signal?: AbortSignal): Promise<{ enabled: boolean }> {
  return api.GET('/api/oauth/google/status', { signal });
}

/** True only once the server said so; while loading or on any failure the button stays hidden. */
export function useIsGoogleSignInEnabled(): boolean {
  const query = useQuery({
    queryKey: googleStatusQueryKey,
    queryFn: ({ signal }) => getGoogleStatus(signal),
    // Configuration changes only with a server restart.
    staleTime: Infinity,
    retry: false,
  });
  return query.data?.enabled === true;
}
