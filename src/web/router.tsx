import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppShell } from './app-shell';

// One chunk per page: a fan opening /request downloads neither the dashboard nor the admin.
const LandingPage = lazy(() => import('./features/landing/landing-page').then((m) => ({ default: m.LandingPage })));
const DashboardPage = lazy(() =>
  import('./features/musicians/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const ComingSoonPage = lazy(() => import('./pages/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })));
const NotFoundPage = lazy(() => import('./pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** Screens whose route exists (spec 2 route table) but whose page is not built yet. */
const comingSoon = (title: string, purpose: string) => <ComingSoonPage title={title} purpose={purpose} />;

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/dashboard', element: <DashboardPage /> },
      {
        path: '/auth/callback',
        element: comingSoon('Signing You In', 'This page finishes signing you in after you choose Google sign-in.'),
      },
      {
        path: '/request',
        element: comingSoon('Send a Song Request', 'Here you pick a live show and send the artist your song request.'),
      },
      {
        path: '/future-events',
        element: comingSoon('Upcoming Events', 'Here you can browse every upcoming public gig.'),
      },
      {
        path: '/qr/:qrCodeId',
        element: comingSoon('Artist QR Code', 'Here artists show and download the QR code fans scan.'),
      },
      {
        path: '/artist/:qrCodeId',
        element: comingSoon(
          'Artist Profile',
          "Here you can see an artist's profile and upcoming gigs, and message them.",
        ),
      },
      {
        path: '/live/:sessionId',
        element: comingSoon('Live Session', 'Here musicians work through the song requests of a live show.'),
      },
      {
        path: '/settings',
        element: comingSoon('Account Settings', 'Here musicians manage their account, privacy and subscription.'),
      },
      { path: '/admin', element: comingSoon('Admin Login', 'Here administrators sign in to the back office.') },
      {
        path: '/admin/dashboard',
        element: comingSoon('Admin Dashboard', 'Here administrators manage users, venues, sessions and payouts.'),
      },
      { path: '/demo', element: comingSoon('Demo', 'Here you can see how Stagecall works, without signing up.') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
