import { lazy } from 'react';
import { LoadingErrorPage } from '../pages/loading-error-page';
import { retryImport } from './retry-import';

/** Tries for a page's own code before the 'Loading Error' page: 3.5 s of pauses in all. */
const PAGE_ATTEMPTS = 4;

/**
 * React.lazy for route pages: a failed download is tried again with growing pauses (sooner when the
 * browser comes back online), then the 'Loading Error' page (spec 2 §8) when the page's code still
 * cannot be fetched (a dead connection, or a release that replaced this tab's files) instead of the
 * generic crash screen. Used exactly like lazy():
 * `lazyPage(() => import('./x-page').then((m) => ({ default: m.XPage })))`.
 */
export const lazyPage: typeof lazy = (load) =>
  lazy(() =>
    retryImport(load, { attempts: PAGE_ATTEMPTS }).catch((error: unknown) => {
      console.error('A page of the app failed to load:', error);
      // The error page takes no props; whatever the route passes it is ignored.
      return { default: LoadingErrorPage as never };
    }),
  );
