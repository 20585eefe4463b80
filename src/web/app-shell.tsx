import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ErrorBoundary } from './components/error-boundary';
import { PageLayout } from './components/page-layout';
import { PageSpinner } from './components/spinner';

/**
 * The root route: every page renders inside this boundary, so a crash in one screen shows the
 * spec's error screen rather than React Router's developer page. Keyed by path, so leaving the
 * broken page clears the error.
 */
export function AppShell() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollRestoration />
      <ErrorBoundary key={pathname}>
        {/* The fallback keeps the header and footer in place while a page's code loads. */}
        <Suspense
          fallback={
            <PageLayout>
              <PageSpinner />
            </PageLayout>
          }
        >
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
