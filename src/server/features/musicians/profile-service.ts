import type { AppContext } from '../../context';
import type { MusicianProfileUpdate } from '../../db/types';
import type { OwnProfile, UpdateProfileBody } from '../../../shared/musicians';
import { preparePhotoChange, removeUnusedPhoto } from './profile-photo';
import { presentOwnProfile } from './profile-presenter';
import { findProfileById, updateProfileColumns } from './profile-write-queries';
import type { SignedInToAct } from '../acts/require-act';

export function getOwnProfile(musician: SignedInToAct): OwnProfile {
  return presentOwnProfile(musician.profile, musician.user.email);
}

/**
 * Saves the fields the body carries (absent ones stay as they are). A removed photo's files are
 * deleted once nothing shows them any more; new photos come through replaceProfilePhoto.
 */
export async function updateOwnProfile(
  ctx: AppContext,
  musician: SignedInToAct,
  input: UpdateProfileBody,
): Promise<OwnProfile> {
  const { profile, user } = musician;
  const photo = preparePhotoChange(profile.profile_photo_url, input.profile_photo_url);
  const changes = profileChanges(input);
  if (photo.kind === 'removed') changes.profile_photo_url = null;
  await updateProfileColumns(ctx.db, profile.id, user.id, changes, ctx.clock.now().toISOString());
  if (photo.kind === 'removed') await removeUnusedPhoto(ctx, profile.profile_photo_url);
  return presentOwnProfile(await findProfileById(ctx.db, profile.id), user.email);
}

function profileChanges(input: UpdateProfileBody): MusicianProfileUpdate {
  const changes: MusicianProfileUpdate = {};
  if (input.stage_name !== undefined) changes.stage_name = input.stage_name;
  if (input.bio !== undefined) changes.bio = input.bio;
  if (input.instagram_handle !== undefined) changes.instagram_handle = input.instagram_handle;
  if (input.website_url !== undefined) changes.website_url = input.website_url;
  if (input.music_styles !== undefined) changes.music_styles = JSON.stringify(input.music_styles);
  if (input.favorite_singers !== undefined) changes.favorite_singers = JSON.stringify(input.favorite_singers);
  if (input.public_profile_enabled !== undefined) changes.public_profile_enabled = input.public_profile_enabled ? 1 : 0;
  return changes;
}
