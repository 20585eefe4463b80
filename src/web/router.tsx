import { Route, Routes } from 'react-router';
import { AppShell } from './app-shell';
import { lazyPage } from './lib/lazy-page';

// One chunk per page: a fan opening /request downloads neither the dashboard nor the admin.
// lazyPage shows the 'Loading Error' page when a page's chunk cannot be fetched (spec 2 §8).
const LandingPage = lazyPage(() => import('./features/landing/landing-page').then((m) => ({ default: m.LandingPage })));
const DashboardPage = lazyPage(() =>
  import('./features/musicians/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const ShowSummaryPage = lazyPage(() =>
  import('./features/live/show-summary-page').then((m) => ({ default: m.ShowSummaryPage })),
);
const RepertoirePage = lazyPage(() =>
  import('./features/repertoire/repertoire-page').then((m) => ({ default: m.RepertoirePage })),
);
const SetlistsPage = lazyPage(() =>
  import('./features/setlists/setlists-page').then((m) => ({ default: m.SetlistsPage })),
);
const SetlistEditorPage = lazyPage(() =>
  import('./features/setlists/setlist-editor-page').then((m) => ({ default: m.SetlistEditorPage })),
);
const SetlistPrintPage = lazyPage(() =>
  import('./features/setlists/setlist-print-page').then((m) => ({ default: m.SetlistPrintPage })),
);
const FutureEventsPage = lazyPage(() =>
  import('./features/events/future-events-page').then((m) => ({ default: m.FutureEventsPage })),
);
const ArtistPage = lazyPage(() => import('./features/artist/artist-page').then((m) => ({ default: m.ArtistPage })));
const RequestPage = lazyPage(() =>
  import('./features/requests/request-page').then((m) => ({ default: m.RequestPage })),
);
const LiveManagerPage = lazyPage(() =>
  import('./features/live/live-manager-page').then((m) => ({ default: m.LiveManagerPage })),
);
const QrPage = lazyPage(() => import('./features/qr/qr-page').then((m) => ({ default: m.QrPage })));
const ScreenPage = lazyPage(() => import('./features/live/screen-page').then((m) => ({ default: m.ScreenPage })));
const AuthCallbackPage = lazyPage(() =>
  import('./features/auth/google/auth-callback-page').then((m) => ({ default: m.AuthCallbackPage })),
);
const DemoPage = lazyPage(() => import('./features/demo/demo-page').then((m) => ({ default: m.DemoPage })));
const SettingsPage = lazyPage(() =>
  import('./features/settings/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const InvoicePage = lazyPage(() =>
  import('./features/invoices/invoice-page').then((m) => ({ default: m.InvoicePage })),
);
const StatementPage = lazyPage(() =>
  import('./features/statements/statement-page').then((m) => ({ default: m.StatementPage })),
);
const UnsubscribePage = lazyPage(() =>
  import('./features/unsubscribe/unsubscribe-page').then((m) => ({ default: m.UnsubscribePage })),
);
const SubscriptionCheckoutPage = lazyPage(() =>
  import('./features/subscriptions/checkout-page').then((m) => ({ default: m.SubscriptionCheckoutPage })),
);
const ForgotPasswordPage = lazyPage(() =>
  import('./features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazyPage(() =>
  import('./features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const BandPage = lazyPage(() => import('./features/acts/band-page').then((m) => ({ default: m.BandPage })));
const JoinPage = lazyPage(() => import('./features/acts/join-page').then((m) => ({ default: m.JoinPage })));
const AdminArea = lazyPage(() => import('./features/admin/admin-area').then((m) => ({ default: m.AdminArea })));
const NotFoundPage = lazyPage(() => import('./pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/**
 * The routes, in React Router's declarative mode (inside <BrowserRouter>, src/web/main.tsx): the
 * app uses no loaders or actions, and the data router cost every page about 14 KB of Brotli JS.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route path="/" element={<LandingPage />} />
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/auth/callback" element={<AuthCallbackPage />} />
        <Route path="/request" element={<RequestPage />} />
        <Route path="/future-events" element={<FutureEventsPage />} />
        <Route path="/qr/:qrCodeId" element={<QrPage />} />
        <Route path="/screen/:qrCodeId" element={<ScreenPage />} />
        <Route path="/artist/:qrCodeId" element={<ArtistPage />} />
        <Route path="/live/:sessionId" element={<LiveManagerPage />} />
        <Route path="/shows/:sessionId" element={<ShowSummaryPage />} />
        <Route path="/repertoire" element={<RepertoirePage />} />
        <Route path="/setlists" element={<SetlistsPage />} />
        <Route path="/setlists/:id" element={<SetlistEditorPage />} />
        <Route path="/setlists/:id/print" element={<SetlistPrintPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/settings/invoices/:id" element={<InvoicePage />} />
        <Route path="/statements" element={<StatementPage />} />
        <Route path="/band" element={<BandPage />} />
        <Route path="/join/:token" element={<JoinPage />} />
        <Route path="/admin" element={<AdminArea />} />
        <Route path="/admin/dashboard" element={<AdminArea />} />
        <Route path="/demo" element={<DemoPage />} />
        <Route path="/unsubscribe" element={<UnsubscribePage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/subscribe/checkout/:checkoutId" element={<SubscriptionCheckoutPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
