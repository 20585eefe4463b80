import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon?: LucideIcon;
  title: string;
  /** What to do next: an empty state never leaves a person at a dead end. */
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon: Icon, title, description, action, className = '' }: EmptyStateProps) {
  return (
    <div
      className={`flex flex-col items-center rounded-card border border-dashed border-line-strong/50 px-6 py-10 text-center ${className}`}
    >
      {Icon ? (
        <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-surface-raised text-ink-muted">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      ) : null}
      <p className="text-balance text-lg font-semibold text-ink">{title}</p>
      {description ? <div className="mt-1 max-w-sm text-pretty text-sm text-ink-muted">{description}</div> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
