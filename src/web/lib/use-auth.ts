import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AuthUser } from '../../shared/auth';
import { api, ApiError, NetworkError } from './api-client';

export const authQueryKey = ['auth', 'me'] as const;

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/**
 * Spec 1 §4(b): the session check settles to a user or to none. Any failure (a server error, no
 * network) means "no user" rather than an error screen; only the unexpected ones are logged.
 * /api/auth/session answers a signed-out visitor with 200 and user null (/api/auth/me's 401 put an
 * error in the console of every fan's page).
 */
async function fetchSessionUser({ signal }: { signal: AbortSignal }): Promise<AuthUser | null> {
  try {
    const { user } = await api.GET('/api/auth/session', { signal });
    return user;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // No network: not "no user". The check fails (still signed out for every page), but the stage
    // app can tell a dead spot from a signed-out visitor, and the check runs again on reconnect.
    if (error instanceof NetworkError) throw error;
    if (!(error instanceof ApiError && error.status === 401)) console.warn('Session check failed:', error);
    return null;
  }
}

export interface Auth {
  status: AuthStatus;
  user: AuthUser | null;
  /** Re-reads the session from the server (after signing in or up). */
  refresh: () => Promise<AuthUser | null>;
  /** Ends the session; the local user is cleared whether or not the server call succeeds. */
  signOut: () => Promise<void>;
  /** The session could not be checked for want of a network (the user is unknown, not signed out). */
  isOffline: boolean;
}

export function useAuth(): Auth {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: authQueryKey,
    queryFn: fetchSessionUser,
    staleTime: 5 * 60_000,
    retry: false,
  });

  const refresh = useCallback(
    () =>
      queryClient
        .fetchQuery({ queryKey: authQueryKey, queryFn: fetchSessionUser, staleTime: 0 })
        .catch((error: unknown) => {
          if (error instanceof NetworkError) return null;
          throw error;
        }),
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await api.POST('/api/auth/signout');
    } catch (error) {
      console.warn('Sign-out call failed; signing out locally anyway:', error);
    } finally {
      // Drop everything cached for this user so the next person on this device sees none of it.
      queryClient.clear();
      queryClient.setQueryData(authQueryKey, null);
    }
  }, [queryClient]);

  const status: AuthStatus = query.isPending ? 'loading' : query.data ? 'signed-in' : 'signed-out';
  return { status, user: query.data ?? null, refresh, signOut, isOffline: query.error instanceof NetworkError };
}
