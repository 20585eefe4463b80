import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, PrivacySettings } from '../../../../shared/settings';
import { api } from '../../../lib/api-client';
import { ownProfileQueryKey, type OwnProfile } from '../../musicians/api/get-own-profile';

/** PUT /api/musicians/privacy-settings {public_profile_enabled, show_upcoming_gigs, allow_direct_messages}. */
export function updatePrivacySettings(settings: PrivacySettings): Promise<unknown> {
  return api.PUT('/api/musicians/privacy-settings', { body: settings });
}

/** PUT /api/musicians/notification-settings {email_new_requests, email_payment_received, email_gig_reminders, email_marketing}. */
export function updateNotificationSettings(settings: NotificationSettings): Promise<unknown> {
  return api.PUT('/api/musicians/notification-settings', { body: settings });
}

/**
 * The toggles live on the profile (GET /api/musicians/profile carries them): a flip shows at once
 * and is rolled back if the server refuses, so the switch never lies about what is stored.
 */
function useSettingsMutation<T extends Partial<OwnProfile>>(save: (settings: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onMutate: async (settings: T) => {
      await queryClient.cancelQueries({ queryKey: ownProfileQueryKey });
      const previous = queryClient.getQueryData<OwnProfile>(ownProfileQueryKey);
      if (previous) queryClient.setQueryData<OwnProfile>(ownProfileQueryKey, { ...previous, ...settings });
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous) queryClient.setQueryData(ownProfileQueryKey, context.previous);
    },
  });
}

export const useUpdatePrivacySettings = () => useSettingsMutation(updatePrivacySettings);
export const useUpdateNotificationSettings = () => useSettingsMutation(updateNotificationSettings);
