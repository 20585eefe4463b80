/**
 * The client-side routes of the web app (src/web/router.tsx). The server answers these with the
 * app's HTML and 200; any other path outside /api, /media and /assets gets the same HTML with a
 * 404 status, so crawlers and monitors see a real 404 while people still see the 'Page not
 * found' screen.
 */
export const pagePaths = [
  '/',
  '/dashboard',
  '/auth/callback',
  '/request',
  '/future-events',
  '/qr/:qrCodeId',
  '/screen/:qrCodeId',
  '/artist/:qrCodeId',
  '/live/:sessionId',
  '/shows/:sessionId',
  '/repertoire',
  '/setlists',
  '/setlists/:id',
  '/setlists/:id/print',
  '/settings',
  '/settings/invoices/:id',
  '/statements',
  '/band',
  '/join/:token',
  '/admin',
  '/admin/dashboard',
  '/demo',
  '/unsubscribe',
  '/forgot-password',
  '/reset-password',
  '/subscribe/checkout/:checkoutId',
] as const;

/** Whether a URL path (no query) is one of the app's pages. */
export function isPagePath(urlPath: string): boolean {
  const trimmed = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  const segments = trimmed.split('/');
  return pagePaths.some((pattern) => {
    const parts = pattern.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
    );
  });
}
