import { LoaderCircle } from 'lucide-react';

interface SpinnerProps {
  /** Read out to screen readers; omit when a visible label already says what is happening. */
  label?: string;
  className?: string;
}

export function Spinner({ label, className = 'size-5' }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** A centred spinner for a whole page or panel while its code or data loads. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-ink-muted">
      <Spinner label={label} className="size-8" />
    </div>
  );
}
