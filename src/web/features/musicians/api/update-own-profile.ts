import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile, UpdateProfileInput } from '../../../../shared/musicians';
import { api } from '../../../lib/api-client';
import { authQueryKey } from '../../../lib/use-auth';
import { ownProfileQueryKey } from './get-own-profile';
import { dataUrlToBlob, uploadProfilePhoto } from './upload-profile-photo';

/**
 * PUT /api/musicians/profile. Only stage_name is required; a field left out stays as it is, so the
 * stage-name modal and the settings Profile tab send just what they edit. A newly picked photo (the
 * picker's data URL) is uploaded first as multipart; the save then keeps the stored photo's URL.
 */
export async function updateOwnProfile(body: UpdateProfileInput): Promise<OwnProfile> {
  const photo = body.profile_photo_url;
  if (photo?.startsWith('data:')) {
    const uploaded = await uploadProfilePhoto(dataUrlToBlob(photo));
    return api.PUT('/api/musicians/profile', { body: { ...body, profile_photo_url: uploaded.profile_photo_url } });
  }
  return api.PUT('/api/musicians/profile', { body });
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
