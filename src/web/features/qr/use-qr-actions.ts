import { useState } from 'react';
import { useToast } from '../../components/use-toast';
import { createBrandedQrPng, QrDownloadError, saveFile } from './lib/branded-qr-png';
import { qrFileName } from './lib/qr-code';
import { qrMessages } from './qr-messages';

interface QrActionsInput {
  stageName: string;
  url: string;
  /** Whether the on-page code has been generated; the download waits for it (spec 1 §8). */
  isQrReady: boolean;
}

/** Download of the branded poster and sharing of the request link (spec 1 §9 "QR", "Share"). */
export function useQrActions({ stageName, url, isQrReady }: QrActionsInput) {
  const toast = useToast();
  const [isDownloading, setIsDownloading] = useState(false);

  const download = async () => {
    if (isDownloading) return;
    if (!isQrReady) {
      toast.show(qrMessages.download.notReady, { tone: 'error' });
      return;
    }
    setIsDownloading(true);
    try {
      saveFile(await createBrandedQrPng({ stageName, url }), qrFileName(stageName));
    } catch (error) {
      console.error('QR code download failed:', error);
      toast.show(error instanceof QrDownloadError ? error.message : qrMessages.download.failed, { tone: 'error' });
    } finally {
      setIsDownloading(false);
    }
  };

  const copy = async () => {
    try {
      // Missing outside secure contexts; the catch below covers that and a refused permission.
      await navigator.clipboard.writeText(url);
      toast.show(qrMessages.copied, { tone: 'success' });
    } catch (error) {
      console.warn('Copying the request URL failed:', error);
      toast.show(qrMessages.copyFailed, { tone: 'error' });
    }
  };

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: `Request a song from ${stageName}`,
          text: `Send ${stageName} a song request on Stagecall`,
          url,
        });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.warn('Native share failed; copying the link instead:', error);
      }
    }
    await copy();
  };

  return { download, share, isDownloading };
}
