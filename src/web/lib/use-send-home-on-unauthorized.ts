import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from './api-client';
import { authQueryKey } from './use-auth';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Spec 1 §4: a 401 anywhere on a signed-in screen (the session expired or was revoked) sends the
 * musician to /. Watches every query and mutation of the page's cache, so no call site can forget.
 * The cached data of the old session is dropped, so the next person to sign in sees none of it.
 */
export function useSendHomeOnUnauthorized(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    let hasRedirected = false;
    const sendHome = () => {
      if (hasRedirected) return;
      hasRedirected = true;
      queryClient.setQueryData(authQueryKey, null);
      void navigate('/', { replace: true });
      // After the page has unmounted, so no mounted query refetches what was just removed.
      window.setTimeout(() => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' }), 0);
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error)) sendHome();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error)) sendHome();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, navigate]);
}
