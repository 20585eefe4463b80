import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useEventStream } from '../../lib/use-event-stream';
import { getMyRequests, myRequestsQueryKey, myRequestsStreamUrl, type MyRequests } from './api/get-my-requests';

/** While the stream is down, the list is read this often instead. */
export const MY_REQUESTS_POLL_MS = 10_000;

const isMyRequests = (data: unknown): data is MyRequests =>
  typeof data === 'object' && data !== null && Array.isArray((data as MyRequests).requests);

/**
 * The fan's own requests to a show, pushed by the server whenever one of them moves (each message
 * is the whole list), read by polling only while the stream is down. Once the show has ended
 * nothing changes any more, so the stream is closed rather than reconnected.
 */
export function useMyRequests(sessionId: number) {
  const queryClient = useQueryClient();
  const [isOver, setIsOver] = useState(false);
  const { isConnected } = useEventStream(isOver ? null : myRequestsStreamUrl(sessionId), {
    'my-requests': (data) => {
      if (isMyRequests(data)) queryClient.setQueryData(myRequestsQueryKey(sessionId), data);
    },
  });
  const query = useQuery({
    queryKey: myRequestsQueryKey(sessionId),
    queryFn: ({ signal }) => getMyRequests(sessionId, signal),
    refetchInterval: isConnected || isOver ? false : MY_REQUESTS_POLL_MS,
  });
  if (!isOver && query.data?.session.status === 'ended') setIsOver(true);
  return query;
}
