import { useQuery } from '@tanstack/react-query';
import type { OwnProfile } from '../../../../shared/musicians';
import { api } from '../../../lib/api-client';

export type { OwnProfile };

export const ownProfileQueryKey = ['musicians', 'profile'] as const;

/** GET /api/musicians/profile: the signed-in musician's profile, settings and completeness. */
export function getOwnProfile(signal?: AbortSignal): Promise<OwnProfile> {
  return api.GET('/api/musicians/profile', { signal });
}

export function useOwnProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: ownProfileQueryKey, queryFn: ({ signal }) => getOwnProfile(signal), enabled });
}
