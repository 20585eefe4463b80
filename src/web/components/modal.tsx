import { X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

interface ModalProps {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Blocking dialogs (the stage-name setup) cannot be dismissed with Escape or the close button. */
  isDismissable?: boolean;
  /** Element to focus first; defaults to the first focusable element in the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * An accessible dialog: the page behind becomes inert (so screen readers and Tab stay inside),
 * Tab wraps around, Escape closes, and focus returns to whatever opened it.
 */
export function Modal({ isOpen, title, onClose, children, isDismissable = true, initialFocusRef }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const appRoot = document.getElementById('root');
    const previousOverflow = document.body.style.overflow;
    appRoot?.setAttribute('inert', '');
    document.body.style.overflow = 'hidden';

    const dialog = dialogRef.current;
    if (dialog) (initialFocusRef?.current ?? focusableIn(dialog)[0] ?? dialog).focus();

    return () => {
      appRoot?.removeAttribute('inert');
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [isOpen, initialFocusRef]);

  if (!isOpen) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && isDismissable) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="fixed inset-0 z-40 flex items-end justify-center bg-scrim p-0 sm:items-center sm:p-4">
      {/* The backdrop is a click target for pointer users only; keyboard users have Escape and the close button. */}
      <div className="absolute inset-0" aria-hidden="true" onClick={isDismissable ? () => onClose() : undefined} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="relative max-h-[90dvh] w-full overflow-y-auto rounded-t-card border border-line bg-surface p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-raised sm:max-w-lg sm:rounded-card sm:p-6"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-ink">
            {title}
          </h2>
          {isDismissable ? (
            <button
              type="button"
              onClick={() => onClose()}
              aria-label="Close"
              className="-mr-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-control text-ink-muted hover:bg-surface-raised hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/**
 * A dialog's main action, pinned to its bottom edge while the dialog scrolls (the dialog's padding
 * is the negative offset): on a small phone the content above must not push it out of sight.
 */
export function ModalActions({ children }: { children: ReactNode }) {
  return (
    <div className="sticky -bottom-[max(1.25rem,env(safe-area-inset-bottom))] z-10 -mx-5 bg-surface/95 px-5 pt-3 pb-[max(1.25rem,env(safe-area-inset-bottom))] backdrop-blur-sm sm:-bottom-6 sm:-mx-6 sm:px-6 sm:pb-6">
      {children}
    </div>
  );
}
