import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const exportKey = ['users', 'data-export'] as const;

/** GET /api/users/data-export: the latest export's state; looked at again while it is being prepared. */
export function useDataExport() {
  return useQuery({
    queryKey: exportKey,
    queryFn: ({ signal }) => api.GET('/api/users/data-export', { signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.state === 'preparing' ? 10_000 : false),
  });
}

/** POST /api/users/data-export: may answer 403 `step_up_required` (the gate asks, then retries) or 429. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST('/api/users/data-export'),
    onSuccess: (status) => queryClient.setQueryData(exportKey, status),
  });
}
