import type { Db } from '../../db/connection';

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The profile fields the auth answers carry (a user without a profile gets nulls). */
export function findProfileSummary(db: Db, userId: number) {
  return db
    .selectFrom('musician_profiles')
    .select(['id', 'stage_name', 'qr_code_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}

export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

export async function setUserActiveFlag(db: Db, userId: number, isActive: boolean, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_active: isActive ? 1 : 0, updated_at: at })
    .where('id', '=', userId)
    .execute();
}
