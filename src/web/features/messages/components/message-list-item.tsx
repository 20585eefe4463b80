import { Star } from 'lucide-react';
import type { InboxMessage } from '../api/get-messages';
import { fullDateTime, relativeDate } from '../relative-date';

interface MessageListItemProps {
  id: string;
  message: InboxMessage;
  isSelected: boolean;
  onOpen: () => void;
}

/** One row of the list pane: unread marker (a dot and bold text, not colour alone), sender, subject, date. */
export function MessageListItem({ id, message, isSelected, onOpen }: MessageListItemProps) {
  const isUnread = !message.is_read;
  return (
    <button
      id={id}
      type="button"
      onClick={onOpen}
      aria-current={isSelected || undefined}
      className={`flex w-full items-start gap-3 px-4 py-3 text-left transition-colors ${
        isSelected ? 'bg-accent-soft' : 'hover:bg-surface-raised'
      }`}
    >
      <span
        aria-hidden="true"
        className={`mt-2 size-2.5 shrink-0 rounded-full ${isUnread ? 'bg-accent' : 'bg-transparent'}`}
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={`truncate ${isUnread ? 'font-bold text-ink' : 'font-medium text-ink'}`}>
            {isUnread ? <span className="sr-only">Unread: </span> : null}
            {message.name}
          </span>
          <time
            dateTime={message.created_at}
            title={fullDateTime(message.created_at)}
            className="shrink-0 text-xs text-ink-muted"
          >
            {relativeDate(message.created_at)}
          </time>
        </span>
        <span className={`block truncate text-sm ${isUnread ? 'font-semibold text-ink' : 'text-ink'}`}>
          {message.subject || '(No subject)'}
        </span>
        <span className="block truncate text-sm text-ink-muted">{message.message}</span>
      </span>
      {message.is_starred ? (
        <Star aria-label="Starred" role="img" className="mt-1 size-4 shrink-0 fill-accent text-accent-ink" />
      ) : null}
    </button>
  );
}
