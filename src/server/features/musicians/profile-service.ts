import type { AppContext } from '../../context';
import type { MusicianProfileUpdate } from '../../db/types';
import type { OwnProfile, UpdateProfileBody } from '../../../shared/musician-profile';
import { preparePhotoChange, removeStoredPhoto } from './profile-photo';
import { presentOwnProfile } from './profile-presenter';
import { findProfileById, isPhotoInUse, updateProfileColumns } from './profile-write-queries';
import type { SignedInMusician } from './require-profile';

export function getOwnProfile(musician: SignedInMusician): OwnProfile {
  return presentOwnProfile(musician.profile, musician.user.email);
}

/**
 * Saves the fields the body carries (absent ones stay as they are). A new photo is stored before
 * the row is written and removed again if the write fails; the replaced photo's files are deleted
 * once nothing shows them any more.
 */
export async function updateOwnProfile(
  ctx: AppContext,
  musician: SignedInMusician,
  input: UpdateProfileBody,
): Promise<OwnProfile> {
  const { profile, user } = musician;
  const photo = await preparePhotoChange(ctx.config.mediaDir, profile.profile_photo_url, input.profile_photo_url);
  const changes = profileChanges(input);
  if (photo.kind !== 'unchanged') changes.profile_photo_url = photo.kind === 'stored' ? photo.url : null;

  try {
    await updateProfileColumns(ctx.db, profile.id, user.id, changes);
  } catch (error) {
    if (photo.kind === 'stored') await removeStoredPhoto(ctx.config.mediaDir, photo.url);
    throw error;
  }

  const previous = profile.profile_photo_url;
  if (photo.kind !== 'unchanged' && previous && !(await isPhotoInUse(ctx.db, previous))) {
    await removeStoredPhoto(ctx.config.mediaDir, previous);
  }
  return presentOwnProfile(await findProfileById(ctx.db, profile.id), user.email);
}

function profileChanges(input: UpdateProfileBody): MusicianProfileUpdate {
  const changes: MusicianProfileUpdate = { stage_name: input.stage_name };
  if (input.bio !== undefined) changes.bio = input.bio;
  if (input.instagram_handle !== undefined) changes.instagram_handle = input.instagram_handle;
  if (input.website_url !== undefined) changes.website_url = input.website_url;
  if (input.music_styles !== undefined) changes.music_styles = JSON.stringify(input.music_styles);
  if (input.favorite_singers !== undefined) changes.favorite_singers = JSON.stringify(input.favorite_singers);
  if (input.public_profile_enabled !== undefined) changes.public_profile_enabled = input.public_profile_enabled ? 1 : 0;
  return changes;
}
