import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyActs } from '../../../../shared/acts';
import { api } from '../../../lib/api-client';

export const myActsQueryKey = ['acts', 'mine'] as const;

/** GET /api/musicians/acts: the person's acts and the one this device works in. */
export function useMyActs({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: myActsQueryKey,
    queryFn: ({ signal }): Promise<MyActs> => api.GET('/api/musicians/acts', { signal }),
    enabled,
  });
}

/**
 * PUT /api/musicians/current-act. Everything cached belongs to the act this device worked in, so a
 * switch resets every query: the dashboard, the queue and the Band page load again for the new
 * act (the server closes this device's streams, which reopen for it).
 */
export function useSwitchAct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (actId: number): Promise<MyActs> => api.PUT('/api/musicians/current-act', { body: { act_id: actId } }),
    onSuccess: async (acts) => {
      queryClient.setQueryData(myActsQueryKey, acts);
      await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    },
  });
}
