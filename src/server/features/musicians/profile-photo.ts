import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { PHOTO_SIZES, photoVariantUrl, storeProfilePhoto, type PhotoSize } from '../../media/profile-photos';
import type { OwnProfile } from '../../../shared/musicians';
import { profileMessages } from '../../../shared/musicians';
import { presentOwnProfile } from './profile-presenter';
import { findProfileById, isPhotoInUse, updateProfileColumns } from './profile-write-queries';
import type { SignedInToAct } from '../acts/require-act';

/** What a profile save does to the photo column. */
export type PhotoChange = { kind: 'unchanged' } | { kind: 'removed' };

/**
 * The photo field of a profile save: absent or the current URL keeps the photo, null removes it.
 * New photos arrive as a multipart upload (POST /api/musicians/profile/photo), never inside the
 * JSON; any other value is refused, so a musician cannot point their profile at someone else's
 * stored photo.
 */
export function preparePhotoChange(current: string | null, sent: string | null | undefined): PhotoChange {
  if (sent === undefined || sent === current) return { kind: 'unchanged' };
  if (sent === null) return { kind: 'removed' };
  throw badRequest(profileMessages.notAnImage, 'not_an_image');
}

/**
 * Stores an uploaded photo in its three sizes and makes it the profile's photo; the files of the
 * photo it replaces are deleted once nothing shows them. Files of a failed save are removed again.
 */
export async function replaceProfilePhoto(
  ctx: AppContext,
  musician: SignedInToAct,
  image: Buffer,
): Promise<OwnProfile> {
  const { profile, user } = musician;
  const url = await storeProfilePhoto(ctx.config.mediaDir, image, { refuseWhenBusy: true });
  try {
    await updateProfileColumns(ctx.db, profile.id, user.id, { profile_photo_url: url }, ctx.clock.now().toISOString());
  } catch (error) {
    await removeStoredPhoto(ctx.config.mediaDir, url);
    throw error;
  }
  await removeUnusedPhoto(ctx, profile.profile_photo_url);
  return presentOwnProfile(await findProfileById(ctx.db, profile.id), user.email);
}

/** Deletes a photo's files unless a profile still shows it. */
export async function removeUnusedPhoto(ctx: AppContext, url: string | null): Promise<void> {
  if (url && !(await isPhotoInUse(ctx.db, url))) await removeStoredPhoto(ctx.config.mediaDir, url);
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
