import { useRef, type ReactNode } from 'react';
import { Button, buttonClasses } from './button';
import { Modal } from './modal';

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  /** The spec's confirmation sentence, e.g. 'Are you sure you want to delete this message?'. */
  message: ReactNode;
  confirmLabel: string;
  /** The way out, 'Cancel' unless the action itself is a cancellation ('Keep Date'). */
  cancelLabel?: string;
  busyLabel?: string;
  isBusy?: boolean;
  /** A failure of the confirmed action, shown in the dialog so the person can retry or cancel. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation of a destructive action, in the UI kit's Modal rather than window.confirm:
 * it traps focus, closes on Escape and looks like the rest of the app. Cancel gets the initial
 * focus, so a stray Enter never deletes anything.
 */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  isBusy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal isOpen={isOpen} title={title} onClose={isBusy ? () => undefined : onCancel} initialFocusRef={cancelRef}>
      <div className="text-pretty text-ink">{message}</div>
      {error ? (
        <p role="alert" className="mt-4 rounded-control bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          ref={cancelRef}
          type="button"
          className={buttonClasses('secondary')}
          onClick={onCancel}
          disabled={isBusy}
        >
          {cancelLabel}
        </button>
        <Button variant="danger" onClick={onConfirm} isLoading={isBusy} loadingText={busyLabel}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
