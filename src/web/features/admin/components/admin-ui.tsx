import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/button';
import { webMessages } from '../../../../shared/web-messages';

export const NETWORK = webMessages.networkError;

/** A titled block of a tab. */
export function Panel({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="min-w-0 rounded-card border border-line bg-surface p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-ink">{title}</h2>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** Loading, failure and empty states of a list, or its content. */
export function Loaded<T>({
  query,
  empty,
  isEmpty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };
  empty: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <SkeletonGroup label="Loading…" className="grid gap-2">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </SkeletonGroup>
    );
  }
  if (query.isError || query.data === undefined) {
    return <FormAlert message={errorMessage(query.error, 'Failed to load this list', NETWORK)} />;
  }
  if (isEmpty(query.data)) return <p className="py-4 text-sm text-ink-muted">{empty}</p>;
  return <>{children(query.data)}</>;
}

export interface Ask {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  run: () => Promise<unknown>;
  failure: string;
}

/**
 * Spec 2 §5: destructive actions ask first. `ask(...)` opens the dialog; the action runs on
 * confirm, and a failure stays in the dialog with the server's words (or the spec's fallback).
 */
export function useConfirm(): [ReactNode, (ask: Ask) => void] {
  const [current, setCurrent] = useState<Ask | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setCurrent(null);
    setError(null);
  };
  const dialog = (
    <ConfirmDialog
      isOpen={current !== null}
      title={current?.title ?? ''}
      message={current?.message}
      confirmLabel={current?.confirmLabel ?? 'Confirm'}
      busyLabel="Working…"
      isBusy={isBusy}
      error={error}
      onCancel={close}
      onConfirm={() => {
        if (!current) return;
        setIsBusy(true);
        setError(null);
        current.run().then(
          () => {
            setIsBusy(false);
            close();
          },
          (failure: unknown) => {
            setIsBusy(false);
            setError(errorMessage(failure, current.failure, NETWORK));
          },
        );
      }}
    />
  );
  return [dialog, (ask) => setCurrent(ask)];
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** en-GB dates (spec 2 'Sessions'); '—' for none. */
export const day = (iso: string | null | undefined) => (iso ? dayFormat.format(new Date(iso)) : '—');
export const dateTime = (iso: string | null | undefined) => (iso ? dateTimeFormat.format(new Date(iso)) : '—');
export const ymdToGb = (ymd: string) => dayFormat.format(new Date(`${ymd}T12:00:00Z`));

/** A modal form's footer: Cancel, then the submit button (stacked on a phone). */
export function FormActions({
  onCancel,
  isBusy,
  submitLabel,
  busyLabel = 'Saving…',
  extra,
}: {
  onCancel: () => void;
  isBusy: boolean;
  submitLabel: string;
  busyLabel?: string;
  extra?: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {extra}
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" isLoading={isBusy} loadingText={busyLabel}>
        {submitLabel}
      </Button>
    </div>
  );
}
