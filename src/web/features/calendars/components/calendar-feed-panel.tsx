import { CalendarSync, Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { webcalUrl } from '../../../../shared/calendars/links';
import { Button, buttonClasses } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { inputClasses } from '../../../components/text-field';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useCalendarLinks, useResetCalendar } from '../api/calendar-links';

export const calendarFeedMessages = {
  copied: 'Calendar address copied.',
  copyFailed: 'Could not copy. Select the address and copy it yourself.',
  loadFailed: 'We could not load your calendar address just now.',
  resetDone: 'New address ready. Add it to your calendar app again: the old one has stopped working.',
  resetFailed: 'We could not make a new address. Try again.',
  networkError: 'Unable to connect. Check your connection, then try again.',
} as const;

/**
 * The act's private feed (decision 042): every gig, private ones included, for the musician's own
 * calendar app. Closed by default and read only when opened, since the first read makes the address.
 */
export function CalendarFeedPanel() {
  const [isOpen, setIsOpen] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [resetError, setResetError] = useState<string | null>(null);
  const links = useCalendarLinks(isOpen);
  const reset = useResetCalendar();
  const toast = useToast();
  const address = links.data ? `${window.location.origin}${links.data.private_feed_path}` : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toast.show(calendarFeedMessages.copied, { tone: 'success' });
    } catch {
      toast.show(calendarFeedMessages.copyFailed, { tone: 'error' });
    }
  };

  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setIsConfirming(false);
        setResetError(null);
        toast.show(calendarFeedMessages.resetDone, { tone: 'success' });
      },
      onError: (caught) =>
        setResetError(errorMessage(caught, calendarFeedMessages.resetFailed, calendarFeedMessages.networkError)),
    });

  return (
    <details
      className="rounded-card border border-line bg-surface p-4 sm:p-6"
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 text-lg font-bold text-ink">
        <CalendarSync aria-hidden="true" className="size-5 shrink-0 text-accent-ink" />
        Your gigs in your calendar app
      </summary>
      <p className="mt-2 text-sm text-ink-muted">
        Every gig, private ones included, at an address only you know. Subscribe to it in Google Calendar, Apple
        Calendar or Outlook and new gigs and changes appear there by themselves.
      </p>
      {links.isPending && isOpen ? (
        <p role="status" className="mt-4 text-sm text-ink-muted">
          Loading your calendar address…
        </p>
      ) : links.isError ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm font-medium text-danger">
            {calendarFeedMessages.loadFailed}
          </p>
          <Button size="compact" variant="secondary" onClick={() => void links.refetch()}>
            Try again
          </Button>
        </div>
      ) : links.data ? (
        <div className="mt-4 space-y-3">
          <label className="block text-sm font-medium text-ink" htmlFor="private-calendar-address">
            Private calendar address
          </label>
          <input
            id="private-calendar-address"
            readOnly
            value={address}
            className={`${inputClasses} font-mono text-sm`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="flex flex-wrap gap-2">
            <Button size="compact" onClick={() => void copy()} icon={<Copy aria-hidden="true" className="size-5" />}>
              Copy address
            </Button>
            <a className={buttonClasses('secondary', 'compact')} href={webcalUrl(address)}>
              <CalendarSync aria-hidden="true" className="size-5" />
              Open in calendar app
            </a>
            <Button
              size="compact"
              variant="ghost"
              onClick={() => setIsConfirming(true)}
              icon={<RefreshCw aria-hidden="true" className="size-5" />}
            >
              Get a new address
            </Button>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={isConfirming}
        title="Get a new calendar address"
        message="The current address stops working at once, in every calendar it was added to. You will need to add the new one again. Continue?"
        confirmLabel="Get a new address"
        busyLabel="Making a new address…"
        isBusy={reset.isPending}
        error={resetError}
        onConfirm={confirmReset}
        onCancel={() => {
          setIsConfirming(false);
          setResetError(null);
        }}
      />
    </details>
  );
}
