import { useEffect, useRef } from 'react';
import { Archive, ArchiveRestore, ArrowLeft, Reply, Star, Trash2 } from 'lucide-react';
import { inboxMessages } from '../../../../shared/messages/inbox';
import { Button, buttonClasses } from '../../../components/button';
import type { InboxMessage } from '../api/get-messages';
import { fullDateTime, relativeDate } from '../relative-date';

interface MessageDetailProps {
  message: InboxMessage;
  onBack: () => void;
  onStar: () => void;
  onArchive: () => void;
  onDelete: () => void;
  onReply: () => void;
}

function mailtoHref(message: InboxMessage): string {
  const subject = message.subject ? `Re: ${message.subject}` : 'Re: your message on Stagecall';
  // The address was checked as an e-mail by the server; only the subject needs encoding.
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
}

/** The detail pane: the whole message and its actions (spec 1 "Messages inbox"). */
export function MessageDetail({ message, onBack, onStar, onArchive, onDelete, onReply }: MessageDetailProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // On phones the detail replaces the list: take focus there, or keyboard and screen reader
  // users would be left on a button that is no longer shown.
  useEffect(() => {
    if (window.matchMedia('(max-width: 1023.98px)').matches) headingRef.current?.focus();
  }, [message.id]);

  return (
    <article aria-labelledby="message-detail-title" className="flex h-full flex-col p-4 sm:p-5">
      <button
        type="button"
        onClick={onBack}
        className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-2 self-start rounded-control px-2 font-medium text-ink-muted hover:text-ink lg:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        Back to messages
      </button>
      <h3
        ref={headingRef}
        tabIndex={-1}
        id="message-detail-title"
        className="wrap-anywhere text-xl font-bold text-ink focus:outline-none"
      >
        {message.subject || '(No subject)'}
      </h3>
      <p className="mt-1 wrap-anywhere text-sm text-ink">
        From <span className="font-semibold">{message.name}</span>{' '}
        <span className="text-ink-muted">&lt;{message.email}&gt;</span>
      </p>
      <p className="text-sm text-ink-muted">
        <time dateTime={message.created_at}>
          {relativeDate(message.created_at)} · {fullDateTime(message.created_at)}
        </time>
        {message.is_archived ? ' · Archived' : ''}
      </p>
      <p className="mt-4 whitespace-pre-wrap wrap-anywhere text-ink">{message.message}</p>
      <div className="mt-6 grid grid-cols-2 gap-2 pt-2 sm:flex sm:flex-wrap">
        <a
          href={mailtoHref(message)}
          onClick={onReply}
          className={buttonClasses('primary', 'compact', 'col-span-2 px-4')}
        >
          <Reply aria-hidden="true" className="size-5" />
          {inboxMessages.replyViaEmail}
        </a>
        <Button
          variant="secondary"
          size="compact"
          onClick={onStar}
          icon={
            <Star aria-hidden="true" className={`size-5 ${message.is_starred ? 'fill-accent text-accent-ink' : ''}`} />
          }
        >
          {message.is_starred ? 'Unstar' : 'Star'}
        </Button>
        <Button
          variant="secondary"
          size="compact"
          onClick={onArchive}
          icon={
            message.is_archived ? (
              <ArchiveRestore aria-hidden="true" className="size-5" />
            ) : (
              <Archive aria-hidden="true" className="size-5" />
            )
          }
        >
          {message.is_archived ? 'Unarchive' : 'Archive'}
        </Button>
        <Button
          variant="ghost"
          size="compact"
          className="col-span-2 text-danger"
          onClick={onDelete}
          icon={<Trash2 aria-hidden="true" className="size-5" />}
        >
          Delete
        </Button>
      </div>
    </article>
  );
}
