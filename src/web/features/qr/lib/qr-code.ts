import type * as QrCodeLibrary from 'qrcode';

/** Spec 1 §9 "QR": what the code encodes and how the two renderings are made. */
export const ON_PAGE_QR = { width: 300, margin: 2, errorCorrectionLevel: 'M' } as const;
export const DOWNLOAD_QR = { width: 512, margin: 3, errorCorrectionLevel: 'H' } as const;

/** Dark modules on white in both themes: phone cameras read that best, and it prints cleanly. */
export const QR_COLOURS = { dark: '#000000', light: '#ffffff' } as const;

/** The fan request page with this musician's show preselected. */
export function requestUrl(origin: string, qrCodeId: string): string {
  return `${origin}/request?qr=${encodeURIComponent(qrCodeId)}`;
}

/** The artist page opened for following: its follow form takes the focus (`?follow=1`). */
export function followUrl(origin: string, qrCodeId: string): string {
  return `${origin}/artist/${encodeURIComponent(qrCodeId)}?follow=1`;
}

/** Spec 1 §9: the stage name with every non-alphanumeric replaced by '_', plus '_QR_Code.png'. */
export function qrFileName(stageName: string): string {
  return `${stageName.replace(/[^a-zA-Z0-9]/g, '_')}_QR_Code.png`;
}

type QrCodeModule = typeof QrCodeLibrary;

let library: Promise<QrCodeModule> | undefined;

/**
 * The `qrcode` package, loaded on first use so it stays out of every other page's bundle. A failed
 * load is forgotten, so Retry fetches it again.
 */
export function loadQrLibrary(): Promise<QrCodeModule> {
  library ??= import('qrcode')
    // A CommonJS package: depending on the bundler's interop its API is the namespace or its default.
    .then((module: QrCodeModule & { default?: QrCodeModule }) => module.default ?? module)
    .catch((error: unknown) => {
      library = undefined;
      throw error;
    });
  return library;
}

/** The on-page code as a PNG data URL. */
export async function renderOnPageQr(text: string): Promise<string> {
  const qr = await loadQrLibrary();
  return qr.toDataURL(text, { ...ON_PAGE_QR, color: QR_COLOURS });
}
