import { useQuery } from '@tanstack/react-query';
import type { ActRoster, FormerMembers } from '../../../../shared/acts';
import { api } from '../../../lib/api-client';

export const actQueryKey = ['acts', 'current'] as const;
export const actRosterQueryKey = [...actQueryKey, 'roster'] as const;
export const actMembersQueryKey = [...actQueryKey, 'members'] as const;

/** GET /api/musicians/act: the act this device works in, as every member may see it. */
export function useActRoster() {
  return useQuery({
    queryKey: actRosterQueryKey,
    queryFn: ({ signal }): Promise<ActRoster> => api.GET('/api/musicians/act', { signal }),
  });
}

/** GET /api/musicians/act/members: members with their e-mail addresses and pending invitations (leaders only). */
export function useActMembers({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: actMembersQueryKey,
    queryFn: ({ signal }) => api.GET('/api/musicians/act/members', { signal }),
    enabled,
  });
}

export const formerMembersQueryKey = [...actQueryKey, 'former-members'] as const;

/** GET /api/musicians/act/former-members: who left the act, when, and the balance each keeps in it (leaders only). */
export function useFormerMembers() {
  return useQuery({
    queryKey: formerMembersQueryKey,
    queryFn: ({ signal }): Promise<FormerMembers> => api.GET('/api/musicians/act/former-members', { signal }),
  });
}
