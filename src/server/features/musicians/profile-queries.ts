import type { Db } from '../../db/connection';

export function findProfileByUserId(db: Db, userId: number) {
  return db.selectFrom('musician_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}
