/**
 * The QR page's messages (spec 1 §8 "QR page"), word for word, plus a few of ours (marked).
 */
export const qrMessages = {
  notFound: 'Musician profile not found',
  loadFailed: 'Failed to load musician data',
  generateFailed: 'Failed to generate QR code. Please try refreshing the page.',
  download: {
    notReady: 'QR code is not ready for download. Please wait and try again.',
    noCanvas: 'Unable to create download canvas',
    noFile: 'Failed to create download file',
    brandingFailed: 'Failed to create branded QR code',
    loadFailed: 'Failed to load QR code for download',
    failed: 'Failed to download QR code',
  },
  copied: 'Request URL copied to clipboard!',
  /** Ours: the clipboard refused (permission, insecure origin); the URL stays visible on the page. */
  copyFailed: 'Could not copy the link. Select the request link on this page and copy it yourself.',
} as const;
