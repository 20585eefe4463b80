import fs from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from '../../http/errors';
import {
  decodeImageDataUrl,
  InvalidImageError,
  PHOTO_SIZES,
  photoVariantUrl,
  storeProfilePhoto,
  type PhotoSize,
} from '../../media/profile-photos';
import { profileMessages } from '../../../shared/musician-profile';

/** What a profile save does to the photo column. */
export type PhotoChange = { kind: 'unchanged' } | { kind: 'removed' } | { kind: 'stored'; url: string };

/**
 * The photo field of a profile save: absent or the current URL keeps the photo, null removes it,
 * an image data URL is decoded, resized and stored (spec 1 §5 messages). Any other URL is refused,
 * so a musician cannot point their profile at someone else's stored photo.
 */
export async function preparePhotoChange(
  mediaDir: string,
  current: string | null,
  sent: string | null | undefined,
): Promise<PhotoChange> {
  if (sent === undefined || sent === current) return { kind: 'unchanged' };
  if (sent === null) return { kind: 'removed' };
  if (!sent.startsWith('data:')) throw badRequest(profileMessages.notAnImage);
  const image = decodeImageDataUrl(sent);
  try {
    return { kind: 'stored', url: await storeProfilePhoto(mediaDir, image) };
  } catch (error) {
    // Bytes sharp cannot decode were not an image, whatever their data URL claimed.
    if (error instanceof InvalidImageError) throw badRequest(profileMessages.notAnImage);
    throw error;
  }
}

const STORED_PHOTO = /^\/media\/photos\/[0-9a-f]{32}-(small|medium|large)\.webp$/;

/** Deletes every size of a photo we stored. Best effort: a file left behind costs only disk space. */
export async function removeStoredPhoto(mediaDir: string, url: string | null): Promise<void> {
  if (!url || !STORED_PHOTO.test(url)) return;
  const files = (Object.keys(PHOTO_SIZES) as PhotoSize[]).map((size) =>
    path.join(mediaDir, photoVariantUrl(url, size).replace(/^\/media\//, '')),
  );
  await Promise.all(files.map((file) => fs.rm(file, { force: true }).catch(() => undefined)));
}
