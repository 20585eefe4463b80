import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { webMessages } from '../../shared/web-messages';
import { Button } from './button';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  hasError: boolean;
}

/** The spec's unhandled-error screen (spec 1 §8), reported to the server once per crash. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled UI error:', error);
    // Its own chunk, fetched only when something breaks: no page's first load carries it. When the
    // failure was the network itself, the report could not have been sent either.
    import('../lib/report-client-error').then(
      (report) => report.reportClientError(error, info.componentStack),
      () => undefined,
    );
  }

  override render(): ReactNode {
    return this.state.hasError ? <ErrorScreen /> : this.props.children;
  }
}

export function ErrorScreen() {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-6 py-12 text-center"
    >
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold text-ink">{webMessages.somethingWentWrong}</h1>
      <p className="mt-2 text-ink-muted">{webMessages.applicationError}</p>
      <Button
        className="mt-6"
        icon={<RefreshCw aria-hidden="true" className="size-5" />}
        onClick={() => window.location.reload()}
      >
        Refresh Page
      </Button>
    </div>
  );
}
