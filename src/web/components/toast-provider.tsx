import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Toast, type ToastTone } from './toast';
import { ToastContext, type ToastApi, type ToastOptions } from './toast-context';

interface QueuedToast {
  id: number;
  message: string;
  tone: ToastTone | undefined;
  duration: number | undefined;
}

/** At most this many on screen; older ones give way so toasts never cover the page. */
const MAX_VISIBLE = 3;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  const api = useMemo<ToastApi>(
    () => ({
      show(message: string, options: ToastOptions = {}) {
        const id = nextId.current++;
        setToasts((current) =>
          [...current, { id, message, tone: options.tone, duration: options.duration }].slice(-MAX_VISIBLE),
        );
      },
    }),
    [],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Outside #root, so toasts stay readable while a modal makes the page inert. */}
      {createPortal(
        <div
          aria-label="Notifications"
          role="region"
          aria-live="polite"
          className="pointer-events-none fixed inset-x-0 bottom-[var(--toast-bottom-offset,0px)] z-50 mx-auto flex max-w-md flex-col gap-2 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]"
        >
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: QueuedToast; onDismiss: (id: number) => void }) {
  const dismissThis = useCallback(() => onDismiss(toast.id), [onDismiss, toast.id]);
  return <Toast message={toast.message} tone={toast.tone} duration={toast.duration} onDismiss={dismissThis} />;
}
