import { useQrImage } from '../use-qr-image';
import { requestUrl } from '../lib/qr-code';

/** The request QR code alone, for other pages (the venue screen): the same code the QR page shows. */
export function RequestQrImage({
  qrCodeId,
  stageName,
  className,
}: {
  qrCodeId: string;
  stageName: string;
  className?: string;
}) {
  const qr = useQrImage(requestUrl(window.location.origin, qrCodeId));
  return qr.dataUrl ? (
    <img
      src={qr.dataUrl}
      width={300}
      height={300}
      alt={`QR code that opens the song request page for ${stageName}`}
      style={{ imageRendering: 'pixelated' }}
      className={className}
    />
  ) : (
    <div aria-hidden="true" className={`${className ?? ''} bg-white`} />
  );
}
