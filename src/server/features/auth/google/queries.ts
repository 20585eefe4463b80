import type { Db } from '../../../db/connection';

export function findUserByGoogleSubject(db: Db, subject: string) {
  return db.selectFrom('users').selectAll().where('google_subject', '=', subject).executeTakeFirst();
}

/** Links only an account that has no Google identity yet; false when another one got there first. */
export async function linkGoogleSubject(db: Db, userId: number, subject: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ google_subject: subject, updated_at: at })
    .where('id', '=', userId)
    .where('google_subject', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
