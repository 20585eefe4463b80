import { authorizeOwner } from '../../security/policies';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { inboxMessages, type InboxMessage } from '../../../shared/messages/inbox';
import { deleteMessageRow, findMessageOwner, listInbox, setMessageFlags, type InboxRow } from './inbox-queries';

type MessageFlag = 'is_read' | 'is_starred' | 'is_archived';

function presentMessage(row: InboxRow): InboxMessage {
  return { ...row, is_read: row.is_read === 1, is_starred: row.is_starred === 1, is_archived: row.is_archived === 1 };
}

export async function inbox(ctx: AppContext, musicianId: number): Promise<InboxMessage[]> {
  return (await listInbox(ctx.db, musicianId)).map(presentMessage);
}

/** Only the musician a message was sent to may read, flag or delete it. */
async function ownedMessage(ctx: AppContext, musicianId: number, messageId: number) {
  authorizeOwner('message', await findMessageOwner(ctx.db, messageId), musicianId);
}

/** Spec 1 §4: opening or replying marks a message read; star and archive toggle. */
export async function flagMessage(
  ctx: AppContext,
  musicianId: number,
  messageId: number,
  flags: Partial<Record<MessageFlag, boolean>>,
): Promise<InboxMessage> {
  await ownedMessage(ctx, musicianId, messageId);
  const values: Partial<Record<MessageFlag, 0 | 1>> = {};
  for (const key of ['is_read', 'is_starred', 'is_archived'] as const) {
    if (flags[key] !== undefined) values[key] = flags[key] ? 1 : 0;
  }
  const updated = await setMessageFlags(ctx.db, messageId, values);
  // Deleted from another tab between the check and the write.
  if (!updated) throw notFound(inboxMessages.messageNotFound);
  return presentMessage(updated);
}

export async function deleteMessage(ctx: AppContext, musicianId: number, messageId: number): Promise<void> {
  await ownedMessage(ctx, musicianId, messageId);
  if (!(await deleteMessageRow(ctx.db, messageId))) throw notFound(inboxMessages.messageNotFound);
}
