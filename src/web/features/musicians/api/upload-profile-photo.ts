import { PHOTO_UPLOAD_FIELD, type OwnProfile } from '../../../../shared/musicians';
import { api } from '../../../lib/api-client';

/**
 * POST /api/musicians/profile/photo: the image as multipart/form-data, never base64 inside JSON.
 * The server stores it in three sizes, makes it the profile photo and answers the profile.
 */
export function uploadProfilePhoto(photo: Blob): Promise<OwnProfile> {
  const form = new FormData();
  form.append(PHOTO_UPLOAD_FIELD, photo, 'photo');
  return api.POST('/api/musicians/profile/photo', { body: form });
}

/** The bytes of a `data:image/…;base64,` preview the photo picker holds, as a Blob to upload. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const [header = '', base64 = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;,]+)/.exec(header)?.[1] ?? 'application/octet-stream';
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
