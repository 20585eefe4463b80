import type { Db } from '../../db/connection';

export function findMessageRecipient(db: Db, qrCodeId: string) {
  return db
    .selectFrom('musician_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.public_profile_enabled', 'p.allow_direct_messages', 'u.is_active'])
    .where('p.qr_code_id', '=', qrCodeId)
    .executeTakeFirst();
}

export async function insertMessage(
  db: Db,
  message: {
    musician_id: number;
    name: string;
    email: string;
    subject: string | null;
    message: string;
    ip_hash: string;
  },
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('messages')
    .values({ ...message, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
