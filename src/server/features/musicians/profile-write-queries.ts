import type { Db } from '../../db/connection';
import type { MusicianProfileUpdate } from '../../db/types';

/** Writes the given columns of a profile and keeps the account's display name equal to the stage name. */
export async function updateProfileColumns(
  db: Db,
  profileId: number,
  userId: number,
  changes: MusicianProfileUpdate,
  at: string,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('musician_profiles')
      .set({ ...changes, updated_at: at })
      .where('id', '=', profileId)
      .execute();
    if (changes.stage_name !== undefined) {
      await trx
        .updateTable('users')
        .set({ name: changes.stage_name, updated_at: at })
        .where('id', '=', userId)
        .execute();
    }
  });
}

export function findProfileById(db: Db, profileId: number) {
  return db.selectFrom('musician_profiles').selectAll().where('id', '=', profileId).executeTakeFirstOrThrow();
}

/** Whether any profile still shows this photo (an admin may have given two accounts the same one). */
export async function isPhotoInUse(db: Db, url: string): Promise<boolean> {
  const row = await db
    .selectFrom('musician_profiles')
    .select('id')
    .where('profile_photo_url', '=', url)
    .executeTakeFirst();
  return row !== undefined;
}
