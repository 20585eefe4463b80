import { RefreshCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonSize } from './button';
import { EmptyState } from './empty-state';

/** What a retry needs of a TanStack query. */
interface Retryable {
  refetch: () => unknown;
  isFetching: boolean;
}

interface TryAgainButtonProps {
  /** The query that failed: read again on a click, the button spinning while it loads. */
  query: Retryable;
  /** Label while it loads; by default the button keeps saying 'Try again' beside the spinner. */
  loadingText?: string;
  size?: ButtonSize;
  className?: string;
}

/** The one 'Try again' after data could not be loaded. */
export function TryAgainButton({ query, loadingText, size, className }: TryAgainButtonProps) {
  return (
    <Button
      variant="secondary"
      size={size}
      className={className}
      onClick={() => void query.refetch()}
      isLoading={query.isFetching}
      loadingText={loadingText}
      icon={<RefreshCw aria-hidden="true" className="size-4" />}
    >
      Try again
    </Button>
  );
}

interface LoadFailedProps extends Pick<TryAgainButtonProps, 'query' | 'loadingText'> {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  className?: string;
}

/** A list or a page that could not be loaded: what happened, and the way on (never a dead end). */
export function LoadFailed({ query, loadingText, ...state }: LoadFailedProps) {
  return <EmptyState {...state} action={<TryAgainButton query={query} loadingText={loadingText} />} />;
}
