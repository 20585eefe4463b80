import { Download, ExternalLink, QrCode, RefreshCw, Share2 } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { qrMessages } from '../qr-messages';
import { useQrActions } from '../use-qr-actions';
import { useQrImage } from '../use-qr-image';

interface QrCodePanelProps {
  stageName: string;
  /** The fan request URL the code encodes. */
  url: string;
}

/** The code itself, its generating overlay and Retry, and what can be done with it. */
export function QrCodePanel({ stageName, url }: QrCodePanelProps) {
  const qr = useQrImage(url);
  const { download, share, isDownloading } = useQrActions({ stageName, url, isQrReady: qr.status === 'ready' });

  return (
    <section aria-labelledby="qr-code-title" className="rounded-card border border-line bg-surface p-4 sm:p-6">
      <h2 id="qr-code-title" className="sr-only">
        QR code
      </h2>
      {/* A fixed 300 px square whatever the state, so nothing below moves when the code appears. */}
      <div className="relative mx-auto aspect-square w-75 max-w-full overflow-hidden rounded-control bg-surface-raised">
        {qr.dataUrl ? (
          <img
            src={qr.dataUrl}
            width={300}
            height={300}
            alt={`QR code that opens the song request page for ${stageName}`}
            // Upscaled on high-density screens: keep the module edges sharp rather than blurred.
            style={{ imageRendering: 'pixelated' }}
            className="block size-full"
          />
        ) : null}
        {qr.status === 'generating' ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-surface-raised text-ink-muted">
            <Spinner className="size-8" />
            <p role="status" className="text-sm font-medium">
              Generating QR code…
            </p>
          </div>
        ) : null}
        {qr.status === 'failed' ? (
          <div
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-surface-raised p-6 text-center"
          >
            <QrCode aria-hidden="true" className="size-10 text-ink-muted" />
            <p className="text-pretty text-sm font-medium text-danger">{qrMessages.generateFailed}</p>
            <Button variant="secondary" onClick={qr.retry} icon={<RefreshCw aria-hidden="true" className="size-5" />}>
              Retry
            </Button>
          </div>
        ) : null}
      </div>
      <p className="mt-3 text-center text-sm font-semibold uppercase tracking-wider text-accent-ink">
        Scan to send song requests
      </p>

      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Button
          size="lg"
          className="sm:col-span-2"
          onClick={() => void download()}
          isLoading={isDownloading}
          loadingText="Preparing download…"
          icon={<Download aria-hidden="true" className="size-5" />}
        >
          Download QR Code
        </Button>
        <Button
          variant="secondary"
          onClick={() => void share()}
          icon={<Share2 aria-hidden="true" className="size-5" />}
        >
          Share
        </Button>
        <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary')}>
          <ExternalLink aria-hidden="true" className="size-5" />
          Test Request Page
          <span className="sr-only"> (opens in a new window)</span>
        </a>
      </div>

      <div className="mt-5 rounded-control bg-surface-raised px-4 py-3">
        <p className="text-sm font-medium text-ink-muted">Request link</p>
        <p className="mt-0.5 select-all break-all font-mono text-sm text-ink" data-testid="request-url">
          {url}
        </p>
      </div>
    </section>
  );
}
