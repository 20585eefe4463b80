import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../components/skeleton';
import { api } from '../../../lib/api-client';
import { FollowerSettingsForm } from './follower-settings-form';

export const followerCountsQueryKey = ['followers', 'counts'] as const;

/**
 * The musician's followers: by e-mail, how many confirmed (they hear as the musician chooses) and
 * how many have not opened their confirmation link yet, with the confirmed ones as CSV; and how
 * many phones follow by push (told when the musician goes live; a phone has no address to export).
 */
export function FollowersCard() {
  const counts = useQuery({
    queryKey: followerCountsQueryKey,
    queryFn: ({ signal }) => api.GET('/api/musicians/me/followers', { signal }),
  });
  return (
    <section aria-labelledby="followers-title" className="rounded-card border border-line bg-surface p-5 shadow-sm">
      <h2 id="followers-title" className="text-xl font-bold text-ink">
        Followers
      </h2>
      {counts.isPending ? (
        <Skeleton className="mt-3 h-12 w-40" />
      ) : counts.isError ? (
        <p className="mt-2 text-ink-muted" role="alert">
          Your followers could not be loaded.{' '}
          <button
            type="button"
            className="font-semibold text-accent-ink underline"
            onClick={() => void counts.refetch()}
          >
            Try again
          </button>
        </p>
      ) : (
        <>
          <p className="mt-2 text-ink">
            <span className="text-3xl font-extrabold">{counts.data.confirmed}</span>{' '}
            {counts.data.confirmed === 1 ? 'fan follows you' : 'fans follow you'} by e-mail
          </p>
          <p className="text-sm text-ink-muted">
            {counts.data.pending > 0 ? `${counts.data.pending} more waiting to confirm their address. ` : ''}
            They hear from Stagecall as you choose below.
          </p>
          {counts.data.by_push > 0 ? (
            <p className="mt-2 text-ink">
              <span className="font-bold">{counts.data.by_push}</span>{' '}
              {counts.data.by_push === 1 ? 'phone follows' : 'phones follow'} you by push, buzzed when you go live
              {counts.data.confirmed > 0 ? ' (not in the export: a phone leaves no address)' : ''}.
            </p>
          ) : null}
          {counts.data.confirmed > 0 ? (
            <a
              href="/api/musicians/me/followers.csv"
              download
              className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-ink underline-offset-4 hover:underline"
            >
              Export followers (CSV)
            </a>
          ) : counts.data.by_push > 0 ? null : (
            <p className="mt-2 text-sm text-ink-muted">
              Fans follow you from your artist page, after sending a request and from the venue screen.
            </p>
          )}
        </>
      )}
      <FollowerSettingsForm />
    </section>
  );
}
