import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyActs } from '../../../../shared/acts';
import { mayInAct, type ActCapability } from '../../../../shared/acts/capabilities';
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

export type CurrentMembership = MyActs['acts'][number];

/**
 * The act this device works in and the person's role in it, from the switcher's data: undefined
 * while loading, null for a person in no act.
 */
export function useCurrentMembership({ enabled = true }: { enabled?: boolean } = {}) {
  const acts = useMyActs({ enabled });
  const current = acts.data ? (acts.data.acts.find((act) => act.id === acts.data.current_act_id) ?? null) : undefined;
  return { membership: current, query: acts };
}

/**
 * Whether the person's role in this device's act allows a capability (the server's own table,
 * shared/acts/capabilities.ts): false while unknown, so a screen never offers what would answer 403.
 */
export function useMayInAct(capability: ActCapability): boolean {
  const { membership } = useCurrentMembership();
  return membership ? mayInAct(membership.role, capability) : false;
}
