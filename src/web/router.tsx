import { createBrowserRouter } from 'react-router';
import { AppShell } from './app-shell';
import { lazyPage } from './lib/lazy-page';

// One chunk per page: a fan opening /request downloads neither the dashboard nor the admin.
// lazyPage shows the 'Loading Error' page when a page's chunk cannot be fetched (spec 2 §8).
const LandingPage = lazyPage(() => import('./features/landing/landing-page').then((m) => ({ default: m.LandingPage })));
const DashboardPage = lazyPage(() =>
  import('./features/musicians/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const FutureEventsPage = lazyPage(() =>
  import('./features/events/future-events-page').then((m) => ({ default: m.FutureEventsPage })),
);
const ArtistPage = lazyPage(() => import('./features/artist/artist-page').then((m) => ({ default: m.ArtistPage })));
const RequestPage = lazyPage(() => import('./features/request/request-page').then((m) => ({ default: m.RequestPage })));
const LiveManagerPage = lazyPage(() =>
  import('./features/live-manager/live-manager-page').then((m) => ({ default: m.LiveManagerPage })),
);
const QrPage = lazyPage(() => import('./features/qr/qr-page').then((m) => ({ default: m.QrPage })));
const AuthCallbackPage = lazyPage(() =>
  import('./features/auth/google/auth-callback-page').then((m) => ({ default: m.AuthCallbackPage })),
);
const DemoPage = lazyPage(() => import('./features/demo/demo-page').then((m) => ({ default: m.DemoPage })));
const SettingsPage = lazyPage(() =>
  import('./features/settings/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const ComingSoonPage = lazyPage(() => import('./pages/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })));
const NotFoundPage = lazyPage(() => import('./pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** Screens whose route exists (spec 2 route table) but whose page is not built yet. */
const comingSoon = (title: string, purpose: string) => <ComingSoonPage title={title} purpose={purpose} />;

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      { path: '/request', element: <RequestPage /> },
      { path: '/future-events', element: <FutureEventsPage /> },
      { path: '/qr/:qrCodeId', element: <QrPage /> },
      { path: '/artist/:qrCodeId', element: <ArtistPage /> },
      { path: '/live/:sessionId', element: <LiveManagerPage /> },
      { path: '/settings', element: <SettingsPage /> },
      { path: '/admin', element: comingSoon('Admin Login', 'Here administrators sign in to the back office.') },
      {
        path: '/admin/dashboard',
        element: comingSoon('Admin Dashboard', 'Here administrators manage users, venues, sessions and payouts.'),
      },
      { path: '/demo', element: <DemoPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
