import { useCallback, useEffect, useState } from 'react';
import { renderOnPageQr } from './lib/qr-code';

export type QrImageStatus = 'generating' | 'ready' | 'failed';

interface Rendered {
  /** Which text and attempt this result belongs to, so a stale result is never shown. */
  key: string;
  dataUrl: string | null;
}

/** Renders the on-page code for `text` (spec 1 §9: 300 px, margin 2, error correction M), with a retry. */
export function useQrImage(text: string) {
  const [attempt, setAttempt] = useState(0);
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const key = `${attempt}\n${text}`;

  useEffect(() => {
    let isCurrent = true;
    renderOnPageQr(text).then(
      (dataUrl) => {
        if (isCurrent) setRendered({ key, dataUrl });
      },
      (error: unknown) => {
        console.error('QR code generation failed:', error);
        if (isCurrent) setRendered({ key, dataUrl: null });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [key, text]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  const current = rendered?.key === key ? rendered : null;
  const status: QrImageStatus = !current ? 'generating' : current.dataUrl ? 'ready' : 'failed';
  return { status, dataUrl: current?.dataUrl ?? null, retry };
}
