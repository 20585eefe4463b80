import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';

interface RefreshButtonProps {
  onRefresh: () => void;
  isRefreshing: boolean;
  children?: ReactNode;
  loadingText?: string;
  variant?: ButtonVariant;
  className?: string;
}

/** The one 'Refresh' button: a spinning state while the data reloads ('Try again' after a failure is TryAgainButton). */
export function RefreshButton({
  onRefresh,
  isRefreshing,
  children = 'Refresh',
  loadingText = 'Refreshing…',
  variant = 'secondary',
  className = '',
}: RefreshButtonProps) {
  return (
    <Button
      variant={variant}
      className={className}
      onClick={onRefresh}
      isLoading={isRefreshing}
      loadingText={loadingText}
      icon={<RefreshCw aria-hidden="true" className="size-4" />}
    >
      {children}
    </Button>
  );
}
