import type { InboxMessage } from './api/get-messages';

export type InboxFilter = 'all' | 'unread' | 'starred' | 'archived';

/** Archived messages leave the other views, as in any mail inbox. */
const matches: Record<InboxFilter, (message: InboxMessage) => boolean> = {
  all: (message) => !message.is_archived,
  unread: (message) => !message.is_archived && !message.is_read,
  starred: (message) => !message.is_archived && message.is_starred,
  archived: (message) => message.is_archived,
};

export const inboxFilters: Array<{ value: InboxFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'starred', label: 'Starred' },
  { value: 'archived', label: 'Archived' },
];

export function filterMessages(messages: InboxMessage[], filter: InboxFilter): InboxMessage[] {
  return messages.filter(matches[filter]);
}

export type InboxCounts = Record<InboxFilter, number>;

export function countByFilter(messages: InboxMessage[]): InboxCounts {
  return {
    all: filterMessages(messages, 'all').length,
    unread: filterMessages(messages, 'unread').length,
    starred: filterMessages(messages, 'starred').length,
    archived: filterMessages(messages, 'archived').length,
  };
}

export const emptyFilterText: Record<InboxFilter, { title: string; description: string }> = {
  all: {
    title: 'No messages yet',
    description: 'When fans write to you from your artist page, their messages arrive here.',
  },
  unread: { title: 'No unread messages', description: "You're all caught up." },
  starred: { title: 'No starred messages', description: 'Star a message to keep it close at hand.' },
  archived: {
    title: 'No archived messages',
    description: 'Archive the messages you have dealt with to keep your inbox tidy.',
  },
};
