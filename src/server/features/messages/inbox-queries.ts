import type { Db } from '../../db/connection';
import { INBOX_MAX_MESSAGES } from '../../../shared/messages/inbox';

const inboxColumns = [
  'id',
  'name',
  'email',
  'subject',
  'message',
  'created_at',
  'is_read',
  'is_starred',
  'is_archived',
] as const;

export type InboxRow = Awaited<ReturnType<typeof listInbox>>[number];

/** The musician's messages, newest first. */
export function listInbox(db: Db, musicianId: number) {
  return db
    .selectFrom('messages')
    .select(inboxColumns)
    .where('musician_id', '=', musicianId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(INBOX_MAX_MESSAGES)
    .execute();
}

export function findMessageOwner(db: Db, id: number) {
  return db.selectFrom('messages').select(['id', 'musician_id']).where('id', '=', id).executeTakeFirst();
}

export function setMessageFlags(
  db: Db,
  id: number,
  flags: Partial<Record<'is_read' | 'is_starred' | 'is_archived', 0 | 1>>,
) {
  return db.updateTable('messages').set(flags).where('id', '=', id).returning(inboxColumns).executeTakeFirst();
}

export async function deleteMessageRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('messages').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
