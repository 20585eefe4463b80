import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { ErrorBoundary } from './components/error-boundary';
import { PageLayout } from './components/page-layout';
import { PageSpinner } from './components/spinner';
import { MAINTENANCE_EVENT } from './lib/api-client';

// Its own chunk: only a visitor who meets maintenance mode downloads it.
const MaintenancePage = lazy(() =>
  import('./components/maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);

/**
 * The root route: every page renders inside this boundary, so a crash in one screen shows the
 * spec's error screen rather than React Router's developer page. Keyed by path, so leaving the
 * broken page clears the error.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // A new page starts at its top; Back and Forward leave the browser's own scroll restoration be.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  // Any API call answering 503 'maintenance' closes the platform for musicians and fans; admins keep working.
  const [isMaintenance, setIsMaintenance] = useState(false);
  useEffect(() => {
    const onMaintenance = () => setIsMaintenance(true);
    window.addEventListener(MAINTENANCE_EVENT, onMaintenance);
    return () => window.removeEventListener(MAINTENANCE_EVENT, onMaintenance);
  }, []);
  if (isMaintenance && !pathname.startsWith('/admin')) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <MaintenancePage />
      </Suspense>
    );
  }
  return (
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
  );
}
