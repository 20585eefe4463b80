import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowerSettings } from '../../../../shared/followers';
import { api } from '../../../lib/api-client';

export type { FollowerSettings };

export const followerSettingsQueryKey = ['followers', 'settings'] as const;

/** GET /api/musicians/me/followers/settings: what followers are told, and at most how often. */
export function useFollowerSettings() {
  return useQuery({
    queryKey: followerSettingsQueryKey,
    queryFn: ({ signal }) => api.GET('/api/musicians/me/followers/settings', { signal }),
  });
}

/**
 * PUT /api/musicians/me/followers/settings. A change shows at once and is rolled back if the
 * server refuses, so the controls never claim what is not stored.
 */
export function useUpdateFollowerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: FollowerSettings) => api.PUT('/api/musicians/me/followers/settings', { body: settings }),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: followerSettingsQueryKey });
      const previous = queryClient.getQueryData<FollowerSettings>(followerSettingsQueryKey);
      queryClient.setQueryData<FollowerSettings>(followerSettingsQueryKey, settings);
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous) queryClient.setQueryData(followerSettingsQueryKey, context.previous);
    },
    onSuccess: ({ settings }) => queryClient.setQueryData(followerSettingsQueryKey, settings),
  });
}
