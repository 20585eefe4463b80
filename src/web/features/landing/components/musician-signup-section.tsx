import { LayoutDashboard } from 'lucide-react';
import { Suspense, useState } from 'react';
import { SUBSCRIPTION_MONTHLY_PENCE, TRIAL_DAYS } from '../../../../shared/constants';
import { Button, ButtonLink } from '../../../components/button';
import { Skeleton } from '../../../components/skeleton';
import { Spinner } from '../../../components/spinner';
import { formatPence } from '../../../lib/format';
import { useAuth } from '../../../lib/use-auth';
import type { AuthMode } from '../../auth/components/validate-auth-form';
import { tipCopy } from '../../../../shared/tips/tip-copy';
import { lazyRetry } from '../../../lib/retry-import';

// The form and its validation schema load only when a musician opens it: fans never pay for it.
const AuthForm = lazyRetry(() => import('../../auth/components/auth-form').then((m) => ({ default: m.AuthForm })));

export function MusicianSignupSection() {
  const { status, user } = useAuth();
  const [formMode, setFormMode] = useState<AuthMode | null>(null);

  return (
    <section aria-labelledby="musicians-title" className="py-8">
      <div className="rounded-card border border-line bg-surface px-4 py-8 sm:px-10 sm:py-12">
        <h2
          id="musicians-title"
          className={formMode ? 'sr-only' : 'text-center text-2xl font-bold tracking-tight text-ink sm:text-3xl'}
        >
          Are you a musician?
        </h2>
        {formMode ? (
          // The form stays mounted after a successful sign-in until it navigates away, even
          // though the user is now known: it owns the spec's delayed redirect.
          <Suspense
            fallback={
              <div className="flex justify-center py-10 text-ink-muted">
                <Spinner label="Loading the form…" className="size-8" />
              </div>
            }
          >
            <AuthForm initialMode={formMode} onBack={() => setFormMode(null)} />
          </Suspense>
        ) : status === 'loading' ? (
          <div role="status" aria-busy="true" className="mt-6 flex flex-col items-center gap-3">
            <span className="sr-only">Checking your account…</span>
            <Skeleton className="h-5 w-64 max-w-full" />
            <Skeleton className="h-14 w-72 max-w-full" />
          </div>
        ) : user ? (
          <div className="mt-4 flex flex-col items-center text-center">
            <p className="text-ink-muted">You are signed in{user.stage_name ? ` as ${user.stage_name}` : ''}.</p>
            <ButtonLink
              to="/dashboard"
              size="lg"
              className="mt-6 w-full sm:w-auto"
              icon={<LayoutDashboard aria-hidden="true" className="size-5" />}
            >
              Go to Your Dashboard
            </ButtonLink>
          </div>
        ) : (
          <div className="mt-4 flex flex-col items-center text-center">
            <p className="max-w-xl text-pretty text-ink-muted">
              {tipCopy.signUpPitch} Try everything free for {TRIAL_DAYS} days, then{' '}
              {formatPence(SUBSCRIPTION_MONTHLY_PENCE)} a month.
            </p>
            <Button size="lg" className="mt-6 w-full sm:w-auto" onClick={() => setFormMode('sign-up')}>
              Start Your 14-Day Free Trial
            </Button>
            <p className="mt-4 text-ink-muted">
              Already have an account?{' '}
              <button
                type="button"
                onClick={() => setFormMode('sign-in')}
                className="inline-flex min-h-11 items-center rounded-control px-1 font-semibold text-accent-ink underline underline-offset-4"
              >
                Sign in here
              </button>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
