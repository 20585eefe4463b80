import { LayoutDashboard } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { PageLayout } from '../../components/page-layout';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/use-auth';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useMusicianByQr, type MusicianByQrResponse } from '../artist/api/get-musician-by-qr';
import { MusicianCard } from './components/musician-card';
import { QrCodePanel } from './components/qr-code-panel';
import { QrNotFound } from './components/qr-not-found';
import { QR_PAGE_GRID } from './components/qr-page-grid';
import { QrPageSkeleton } from './components/qr-page-skeleton';
import { QrTips } from './components/qr-tips';
import { requestUrl } from './lib/qr-code';
import { qrMessages } from './qr-messages';

/**
 * The artist's QR page (spec 1 §2 "QR page"): the code fans scan, the branded download, sharing
 * and tips. It loads without credentials (spec 1 §6); the owner also gets a way back to the dashboard.
 */
export function QrPage() {
  const { qrCodeId = '' } = useParams();
  const query = useMusicianByQr(qrCodeId);
  const stageName = query.data?.musician.stage_name;
  useDocumentMeta(
    query.isError ? 'QR Code Not Found' : stageName ? `QR Code for ${stageName}` : 'Artist QR Code',
    stageName
      ? `Scan to send ${stageName} a song request. Download, print or share the QR code.`
      : 'Download, print or share the QR code fans scan to send song requests.',
  );

  const { user } = useAuth();
  const isOwner = Boolean(user?.qr_code_id) && user?.qr_code_id === qrCodeId;
  const headerActions = isOwner ? (
    <ButtonLink to="/dashboard" variant="ghost" icon={<LayoutDashboard aria-hidden="true" className="size-5" />}>
      Dashboard
    </ButtonLink>
  ) : null;

  if (query.isPending) {
    return (
      <PageLayout headerActions={headerActions}>
        <QrPageSkeleton />
      </PageLayout>
    );
  }
  if (query.isError) {
    const isUnknownCode = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PageLayout width="narrow" headerActions={headerActions}>
        <QrNotFound
          message={isUnknownCode ? qrMessages.notFound : qrMessages.loadFailed}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </PageLayout>
    );
  }
  return (
    <PageLayout headerActions={headerActions}>
      <QrPageContent data={query.data} qrCodeId={qrCodeId} />
    </PageLayout>
  );
}

function QrPageContent({ data, qrCodeId }: { data: MusicianByQrResponse; qrCodeId: string }) {
  const { stage_name: stageName } = data.musician;
  const url = requestUrl(window.location.origin, qrCodeId);
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-ink">Song request QR code</p>
      <h1 className="mt-1 wrap-anywhere text-3xl font-bold text-ink sm:text-4xl">QR Code for {stageName}</h1>
      <p className="mt-2 max-w-2xl text-pretty text-ink-muted">
        Fans scan this code to open the request page and send you their song, a message and a tip. No app, no account.
      </p>
      <p className="mt-2 max-w-2xl text-pretty text-ink-muted">
        For a TV or projector at the venue:{' '}
        <a className="font-semibold text-accent-ink underline" href={`/screen/${encodeURIComponent(qrCodeId)}`}>
          open the venue screen
        </a>{' '}
        (now playing, up next and this code, big enough to read across the room).
      </p>
      <div className={QR_PAGE_GRID}>
        <QrCodePanel stageName={stageName} url={url} />
        <div className="space-y-6">
          <MusicianCard data={data} qrCodeId={qrCodeId} />
          <QrTips />
        </div>
      </div>
    </>
  );
}
