import { Inbox, MailOpen, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { inboxMessages } from '../../../../shared/messages/inbox';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed } from '../../../components/load-failed';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteMessage } from '../api/delete-message';
import { useMessages, type InboxMessage } from '../api/get-messages';
import { useUpdateMessage, type MessageChange } from '../api/update-message';
import { countByFilter, emptyFilterText, filterMessages, type InboxFilter } from '../inbox-filter';
import { InboxFilters } from './inbox-filters';
import { MessageDetail } from './message-detail';
import { MessageListItem } from './message-list-item';
import { webMessages } from '../../../../shared/web-messages';

/** Tailwind's max-lg: where the list and an open message do not fit side by side. */
const LIST_HIDDEN_WHILE_READING = '(max-width: 63.99rem)';

const UPDATE_FAILED = 'Could not update the message. Please try again.';
const NETWORK_ERROR = webMessages.networkError;

/**
 * Spec 1 "Messages inbox": filters with counts, a list pane and a detail pane side by side on
 * wide screens; on phones one pane at a time (the list, or the open message with a Back button).
 */
export function MessagesInbox() {
  const messages = useMessages();
  const update = useUpdateMessage();
  const remove = useDeleteMessage();
  const toast = useToast();
  const [filter, setFilter] = useState<InboxFilter>('all');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<InboxMessage | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const all = messages.data ?? [];
  const shown = filterMessages(all, filter);
  const selected = all.find((message) => message.id === selectedId) ?? null;
  // Nothing to list and nothing open: one empty state across the width, not two half-empty panes.
  const isEmpty = shown.length === 0 && !selected;

  const change = (update_: MessageChange) =>
    update.mutate(update_, {
      onError: (caught) => toast.show(errorMessage(caught, UPDATE_FAILED, NETWORK_ERROR), { tone: 'error' }),
    });

  // Spec 1 §4: a message becomes read when opened or replied to.
  const markRead = (message: InboxMessage) => {
    if (!message.is_read) change({ id: message.id, change: 'read' });
  };

  const open = (message: InboxMessage) => {
    setSelectedId(message.id);
    markRead(message);
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        if (selectedId === toDelete.id) setSelectedId(null);
        setToDelete(null);
        setDeleteError(null);
        toast.show('Message deleted', { tone: 'success' });
      },
      onError: (caught) => setDeleteError(errorMessage(caught, 'Failed to delete message', NETWORK_ERROR)),
    });
  };

  return (
    <section aria-labelledby="inbox-title" className="rounded-card border border-line bg-surface">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line p-4 sm:px-5">
        <h2 id="inbox-title" className="flex items-center gap-2 text-xl font-bold text-ink">
          <Inbox aria-hidden="true" className="size-6 text-accent-ink" />
          Messages
        </h2>
        <Button
          variant="ghost"
          size="compact"
          onClick={() => void messages.refetch()}
          isLoading={messages.isFetching && !messages.isPending}
          loadingText="Refreshing…"
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
        >
          Refresh<span className="sr-only"> messages</span>
        </Button>
      </div>

      {messages.isPending ? (
        <SkeletonGroup label="Loading your messages…" className="space-y-3 p-4 sm:p-5">
          <Skeleton className="h-12 w-full" />
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-16 w-full" />
          ))}
        </SkeletonGroup>
      ) : messages.isError ? (
        <LoadFailed
          className="m-4 sm:m-5"
          icon={Inbox}
          title="We could not load your messages just now."
          description="Check your connection, then try again."
          query={messages}
        />
      ) : (
        <>
          <div className="p-4 pb-0 sm:px-5">
            <InboxFilters
              filter={filter}
              counts={countByFilter(all)}
              onChange={(next) => {
                setFilter(next);
                // Below lg an open message hides the list, so a filter tapped there would seem to do
                // nothing: it closes the message and shows the filtered list.
                if (window.matchMedia(LIST_HIDDEN_WHILE_READING).matches) setSelectedId(null);
              }}
            />
          </div>
          <div
            className={`grid grid-cols-[minmax(0,1fr)] gap-0 p-4 sm:p-5 lg:gap-5 ${isEmpty ? '' : 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]'}`}
          >
            <div className={selected ? 'max-lg:hidden' : ''}>
              {shown.length === 0 ? (
                <EmptyState
                  icon={Inbox}
                  title={emptyFilterText[filter].title}
                  description={emptyFilterText[filter].description}
                />
              ) : (
                <ul
                  aria-label="Messages"
                  className="divide-y divide-line overflow-hidden rounded-card border border-line"
                >
                  {shown.map((message) => (
                    <li key={message.id}>
                      <MessageListItem
                        id={`inbox-message-${message.id}`}
                        message={message}
                        isSelected={message.id === selectedId}
                        onOpen={() => open(message)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div
              className={`rounded-card border border-line ${selected ? '' : 'max-lg:hidden'} ${isEmpty ? 'hidden' : ''}`}
            >
              {selected ? (
                <MessageDetail
                  message={selected}
                  onBack={() => {
                    setSelectedId(null);
                    // Back on phones: return to the message in the list.
                    window.requestAnimationFrame(() =>
                      document.getElementById(`inbox-message-${selected.id}`)?.focus(),
                    );
                  }}
                  onStar={() => change({ id: selected.id, change: 'star', is_starred: !selected.is_starred })}
                  onArchive={() => change({ id: selected.id, change: 'archive', is_archived: !selected.is_archived })}
                  onDelete={() => setToDelete(selected)}
                  onReply={() => markRead(selected)}
                />
              ) : (
                <div className="flex h-full min-h-48 flex-col items-center justify-center p-6 text-center text-ink-muted">
                  <MailOpen aria-hidden="true" className="mb-2 size-8" />
                  <p>Select a message to read it.</p>
                </div>
              )}
            </div>
          </div>
        </>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Delete Message"
        message={inboxMessages.deleteConfirm}
        confirmLabel="Delete Message"
        busyLabel="Deleting…"
        isBusy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => {
          setToDelete(null);
          setDeleteError(null);
        }}
      />
    </section>
  );
}
