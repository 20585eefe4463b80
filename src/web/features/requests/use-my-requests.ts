import { useQuery } from '@tanstack/react-query';
import { getMyRequests, myRequestsQueryKey } from './api/get-my-requests';

/** While the stream is down, the list is read this often instead. */
export const MY_REQUESTS_POLL_MS = 10_000;

/**
 * The fan's own requests to a show. The page's one stream pushes the whole list whenever one of
 * them moves (`useLiveActiveSessions` puts it in this query's cache); the list is read by
 * polling only while that stream is down, and not at all once the show has ended.
 */
export function useMyRequests(sessionId: number, isStreaming: boolean) {
  return useQuery({
    queryKey: myRequestsQueryKey(sessionId),
    queryFn: ({ signal }) => getMyRequests(sessionId, signal),
    refetchInterval: (query) =>
      isStreaming || query.state.data?.session.status === 'ended' ? false : MY_REQUESTS_POLL_MS,
  });
}
