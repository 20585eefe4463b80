import type { MusicianByQrResponse } from '../../../../shared/live/public';
import { formatInstantTime } from '../../../lib/format';

type ActiveSession = NonNullable<MusicianByQrResponse['active_session']>;

/** Spec 2: 'LIVE NOW' at the venue with the start time, or 'Available for requests'. */
export function LiveStatus({ session }: { session: ActiveSession | null }) {
  if (!session) {
    return (
      <p className="inline-flex items-center gap-2 font-medium text-ink-muted">
        <span aria-hidden="true" className="size-2.5 rounded-full bg-success" />
        Available for requests
      </p>
    );
  }
  const startedAt = formatInstantTime(session.started_at);
  return (
    <div className="flex flex-col items-center gap-1.5">
      <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-lg text-ink">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-danger-fill px-3 py-1 text-sm font-bold uppercase tracking-wider text-on-danger">
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-on-danger" />
          LIVE NOW
        </span>
        <span>
          at <strong className="font-bold">{session.venue_name}</strong>
        </span>
      </p>
      <p className="text-sm text-ink-muted">
        {startedAt ? `Started at ${startedAt}` : null}
        {startedAt && session.session_name ? ' · ' : null}
        {session.session_name}
      </p>
      {session.requests_paused ? (
        <p className="text-sm font-medium text-ink">Requests are paused for a moment.</p>
      ) : null}
    </div>
  );
}
