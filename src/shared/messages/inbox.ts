import { z } from 'zod';

/** The musician's messages inbox (spec 1 "Messages inbox", §3 "Message", §4, §7, §9). */
export const inboxMessages = {
  messageNotFound: 'Message not found',
  notYourMessage: 'This message belongs to another musician',
  deleteConfirm: 'Are you sure you want to delete this message?',
  replyViaEmail: 'Reply via Email',
  starredNotBoolean: 'is_starred must be true or false',
  archivedNotBoolean: 'is_archived must be true or false',
} as const;

/** Spec 1 §9: the inbox refreshes itself every 30 minutes. */
export const INBOX_REFRESH_MS = 30 * 60_000;
/** The newest messages the inbox lists; older ones stay stored. */
export const INBOX_MAX_MESSAGES = 500;

export const inboxMessage = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
  is_starred: z.boolean(),
  is_archived: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessage>;

export const starMessageBody = z.strictObject({
  is_starred: z.boolean({ error: inboxMessages.starredNotBoolean }),
});
export const archiveMessageBody = z.strictObject({
  is_archived: z.boolean({ error: inboxMessages.archivedNotBoolean }),
});
