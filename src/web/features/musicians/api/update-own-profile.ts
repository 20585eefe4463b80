import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile, UpdateProfileInput } from '../../../../shared/musician-profile';
import { api } from '../../../lib/api-client';
import { authQueryKey } from '../../../lib/use-auth';
import { ownProfileQueryKey } from './get-own-profile';

/**
 * PUT /api/musicians/profile. Only stage_name is required; a field left out stays as it is, so the
 * stage-name modal and the settings Profile tab send just what they edit.
 */
export function updateOwnProfile(body: UpdateProfileInput): Promise<OwnProfile> {
  return api.put<OwnProfile>('/api/musicians/profile', body);
}

export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(ownProfileQueryKey, profile);
      // The session user carries the stage name too (the landing page greets by it).
      void queryClient.invalidateQueries({ queryKey: authQueryKey });
    },
  });
}
