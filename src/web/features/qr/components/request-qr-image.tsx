import { useQrImage } from '../use-qr-image';
import { followUrl, requestUrl } from '../lib/qr-code';

interface QrImageProps {
  qrCodeId: string;
  stageName: string;
  className?: string;
}

/** The request QR code alone, for other pages (the venue screen): the same code the QR page shows. */
export function RequestQrImage({ qrCodeId, stageName, className }: QrImageProps) {
  return (
    <QrImage
      url={requestUrl(window.location.origin, qrCodeId)}
      alt={`QR code that opens the song request page for ${stageName}`}
      className={className}
    />
  );
}

/** A code that opens the artist page ready to follow them by e-mail (the venue screen's second code). */
export function FollowQrImage({ qrCodeId, stageName, className }: QrImageProps) {
  return (
    <QrImage
      url={followUrl(window.location.origin, qrCodeId)}
      alt={`QR code that opens ${stageName}'s artist page to follow them`}
      className={className}
    />
  );
}

function QrImage({ url, alt, className }: { url: string; alt: string; className?: string | undefined }) {
  const qr = useQrImage(url);
  return qr.dataUrl ? (
    <img
      src={qr.dataUrl}
      width={300}
      height={300}
      alt={alt}
      style={{ imageRendering: 'pixelated' }}
      className={className}
    />
  ) : (
    <div aria-hidden="true" className={`${className ?? ''} bg-screen-tile`} />
  );
}
