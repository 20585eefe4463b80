import { Radio } from 'lucide-react';
import { TryAgainButton } from '../../../components/load-failed';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { SubscriptionLock, useHasSubscriptionAccess } from '../../subscriptions/components/subscription-lock';
import { useCurrentLiveSession } from '../api/get-current-live-session';
import { CurrentLiveSession } from './current-live-session';
import { StartLiveSessionForm } from './start-live-session-form';

/**
 * The dashboard's start-live-session card (spec 1 'Start-live-session card'): the start form, or
 * the session that is live with its manager link and end action. Self-contained: it loads and
 * refreshes the current session itself. An ended trial or plan locks the start form (never a
 * session already live). The dashboard shows its 'Live Sessions Locked'
 * placeholder instead while the profile is incomplete.
 */
export function StartLiveSessionCard() {
  const current = useCurrentLiveSession();
  const hasAccess = useHasSubscriptionAccess();
  return (
    <section
      aria-labelledby="start-live-title"
      className="min-w-0 rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="start-live-title" className="mb-4 flex items-center gap-2 text-xl font-bold text-ink">
        <Radio aria-hidden="true" className="size-5 text-accent-ink" />
        Live Session
      </h2>
      {current.isPending ? (
        <SkeletonGroup label="Loading your live session…" className="grid gap-4">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-14 w-full" />
        </SkeletonGroup>
      ) : current.isError ? (
        <div className="text-ink-muted">
          <p>We could not check whether you are live just now.</p>
          <TryAgainButton query={current} className="mt-3" loadingText="Checking…" />
        </div>
      ) : current.data ? (
        <CurrentLiveSession session={current.data} />
      ) : !hasAccess ? (
        // A show already live stays above; only starting a new one is locked.
        <SubscriptionLock what="go live and take requests" />
      ) : (
        <StartLiveSessionForm />
      )}
    </section>
  );
}
