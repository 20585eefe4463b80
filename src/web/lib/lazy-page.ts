import { lazy } from 'react';
import { LoadingErrorPage } from '../pages/loading-error-page';

/**
 * React.lazy for route pages, with the 'Loading Error' page (spec 2 §8) when the page's code
 * cannot be fetched (a dropped connection, or a release that replaced this tab's files) instead of
 * the generic crash screen. Used exactly like lazy():
 * `lazyPage(() => import('./x-page').then((m) => ({ default: m.XPage })))`.
 */
export const lazyPage: typeof lazy = (load) =>
  lazy(() =>
    load().catch((error: unknown) => {
      console.error('A page of the app failed to load:', error);
      // The error page takes no props; whatever the route passes it is ignored.
      return { default: LoadingErrorPage as never };
    }),
  );
