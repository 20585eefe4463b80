import { Construction, House, LogOut, QrCode, Settings } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { PageLayout } from '../../components/page-layout';
import { Skeleton } from '../../components/skeleton';
import { useToast } from '../../components/use-toast';
import { useAuth } from '../../lib/use-auth';
import { useDocumentMeta } from '../../lib/use-document-meta';

/** Spec 1 §9: the dashboard's toast lasts 5 seconds. */
const WELCOME_TOAST_MS = 5000;

/** On phones the three header actions sit side by side as icon-over-label tiles. */
const headerAction = 'max-sm:flex-col max-sm:gap-1 max-sm:px-2 max-sm:py-2 max-sm:text-sm';

const upcomingTools = [
  'Public profile and photo',
  'Gig schedule',
  'Live sessions and the request queue',
  'Tips, earnings and withdrawals',
];

/**
 * The signed-in musician's home. Until the full workspace lands it shows who is signed in and
 * the header actions of spec 1 §2; unauthenticated visitors go back to / (spec 1 §4).
 */
export function DashboardPage() {
  useDocumentMeta('Dashboard', 'Your Stagecall musician dashboard.');
  const { status, user, signOut } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const hasWelcomed = useRef(false);

  useEffect(() => {
    if (!user || hasWelcomed.current) return;
    hasWelcomed.current = true;
    toast.show(user.stage_name ? `Welcome, ${user.stage_name}!` : 'Welcome to Stagecall!', {
      tone: 'success',
      duration: WELCOME_TOAST_MS,
    });
  }, [user, toast]);

  if (status === 'loading') return <DashboardSkeleton />;
  if (!user) return <Navigate to="/" replace />;

  const onLogOut = async () => {
    setIsSigningOut(true);
    await signOut();
    void navigate('/', { replace: true });
  };

  return (
    <PageLayout>
      <header className="flex flex-col gap-5 border-b border-line pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-ink">Musician dashboard</p>
          <h1 className="mt-1 break-words text-3xl font-bold text-ink">{user.stage_name || 'Your dashboard'}</h1>
          <p className="mt-1 break-all text-ink-muted">{user.email}</p>
        </div>
        <nav aria-label="Dashboard" className="grid grid-cols-3 gap-2 sm:flex">
          <ButtonLink
            to="/"
            variant="secondary"
            className={headerAction}
            icon={<House aria-hidden="true" className="size-5" />}
          >
            Home
          </ButtonLink>
          <ButtonLink
            to="/settings"
            variant="secondary"
            className={headerAction}
            icon={<Settings aria-hidden="true" className="size-5" />}
          >
            Settings
          </ButtonLink>
          <Button
            variant="secondary"
            className={headerAction}
            onClick={() => void onLogOut()}
            isLoading={isSigningOut}
            loadingText="Logging out…"
            icon={<LogOut aria-hidden="true" className="size-5" />}
          >
            Log Out
          </Button>
        </nav>
      </header>

      <section aria-labelledby="workspace-title" className="mt-8 rounded-card border border-line bg-surface p-5 sm:p-8">
        <div className="flex flex-col items-start gap-4 sm:flex-row">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
            <Construction aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id="workspace-title" className="text-xl font-bold text-ink">
              Your musician workspace is coming soon
            </h2>
            <p className="mt-1 text-ink-muted">
              Your account is ready. These tools are being built and will appear here:
            </p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-ink marker:text-accent-ink">
              {upcomingTools.map((tool) => (
                <li key={tool}>{tool}</li>
              ))}
            </ul>
          </div>
        </div>
        {user.qr_code_id ? (
          <ButtonLink
            to={`/qr/${encodeURIComponent(user.qr_code_id)}`}
            className="mt-6"
            icon={<QrCode aria-hidden="true" className="size-5" />}
          >
            View QR Code
          </ButtonLink>
        ) : null}
      </section>
    </PageLayout>
  );
}

function DashboardSkeleton() {
  return (
    <PageLayout>
      <div role="status" aria-busy="true">
        <span className="sr-only">Loading your dashboard…</span>
        <div className="space-y-3 border-b border-line pb-6">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-9 w-64 max-w-full" />
          <Skeleton className="h-5 w-56 max-w-full" />
          <div className="flex gap-2 pt-2">
            <Skeleton className="h-11 w-24" />
            <Skeleton className="h-11 w-28" />
            <Skeleton className="h-11 w-28" />
          </div>
        </div>
        <Skeleton className="mt-8 h-48 w-full rounded-card" />
      </div>
    </PageLayout>
  );
}
