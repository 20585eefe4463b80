import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useEffect } from 'react';

export type ToastTone = 'info' | 'success' | 'error';

export const DEFAULT_TOAST_DURATION_MS = 5000;

interface ToastProps {
  message: string;
  tone?: ToastTone;
  /** How long it stays, in milliseconds (the spec's dashboard toast: 5 s). */
  duration?: number;
  onDismiss: () => void;
}

const toneStyles: Record<ToastTone, { icon: typeof Info; className: string }> = {
  info: { icon: Info, className: 'text-accent-ink' },
  success: { icon: CircleCheck, className: 'text-success' },
  error: { icon: CircleAlert, className: 'text-danger' },
};

export function Toast({ message, tone = 'info', duration = DEFAULT_TOAST_DURATION_MS, onDismiss }: ToastProps) {
  useEffect(() => {
    const timer = window.setTimeout(onDismiss, duration);
    return () => window.clearTimeout(timer);
  }, [duration, onDismiss]);

  const { icon: Icon, className } = toneStyles[tone];
  // Taps pass through the message to whatever it covers (on a phone, often a dialog's Save
  // button): a toast must never stand between a musician and the action they are reaching for.
  // Only its dismiss button catches them.
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="pointer-events-none flex w-full animate-toast-in items-start gap-3 rounded-card border border-line bg-surface-raised py-2 pl-4 pr-2 text-ink shadow-raised"
    >
      {/* The icon repeats the tone so colour is never the only signal. */}
      <Icon aria-hidden="true" className={`mt-2.5 size-5 shrink-0 ${className}`} />
      <p className="flex-1 py-2 text-sm font-medium">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss notification"
        className="pointer-events-auto inline-flex size-11 shrink-0 items-center justify-center rounded-control text-ink-muted hover:text-ink"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
