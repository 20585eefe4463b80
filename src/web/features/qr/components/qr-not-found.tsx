import { House, QrCode, RefreshCw } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/button';

interface QrNotFoundProps {
  /** The spec's reason: 'Musician profile not found' or 'Failed to load musician data'. */
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}

export function QrNotFound({ message, onRetry, isRetrying }: QrNotFoundProps) {
  return (
    <section aria-labelledby="qr-not-found-title" className="flex flex-col items-center py-10 text-center">
      <span className="mb-5 inline-flex size-16 items-center justify-center rounded-full bg-surface-raised text-ink-muted">
        <QrCode aria-hidden="true" className="size-8" />
      </span>
      <h1 id="qr-not-found-title" className="text-balance text-3xl font-bold text-ink">
        QR Code Not Found
      </h1>
      <p role="alert" className="mt-3 max-w-md text-pretty text-ink-muted">
        {message}
      </p>
      <div className="mt-8 flex w-full max-w-xs flex-col gap-3 sm:max-w-none sm:flex-row sm:justify-center">
        <Button
          onClick={onRetry}
          isLoading={isRetrying}
          loadingText="Trying again…"
          icon={<RefreshCw aria-hidden="true" className="size-5" />}
        >
          Try Again
        </Button>
        <ButtonLink to="/" variant="secondary" icon={<House aria-hidden="true" className="size-5" />}>
          Go to Home
        </ButtonLink>
      </div>
    </section>
  );
}
