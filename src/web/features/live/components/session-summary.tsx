import { Clock, MapPin, PauseCircle } from 'lucide-react';
import type { LiveSession, SongRequest } from '../../../../shared/live';
import { Button } from '../../../components/button';
import { formatInstantTime, formatPence } from '../../../lib/format';
import { liveMessages } from '../../../../shared/live/live-messages';
import { countQueue } from '../order-requests';

interface SessionSummaryProps {
  session: LiveSession;
  /** The requests the list shows: the counts describe exactly those. */
  requests: readonly SongRequest[];
  /** Absent where the show cannot be paused (the demo). */
  onResume?: () => void;
  isResuming?: boolean;
}

/** Spec 2 "Live session manager" summary: name, venue, start, and the Total/Pending/Played/Tips counts. */
export function SessionSummary({ session, requests, onResume, isResuming = false }: SessionSummaryProps) {
  const counts = countQueue(requests);
  const tiles = [
    { label: 'Total', value: String(counts.total) },
    { label: 'Pending', value: String(counts.pending) },
    { label: 'Played', value: String(counts.played) },
    { label: 'Tips', value: formatPence(counts.tipsPence) },
  ];
  // Request prices are not tips: shown apart, under the tiles, when the show charges.
  const prices = counts.pricesPence > 0 ? formatPence(counts.pricesPence) : null;
  return (
    <section aria-labelledby="session-title" className="rounded-card border border-line bg-surface p-2 sm:p-4">
      {/* On a phone the name and the venue share a line when they fit: the queue starts higher. */}
      <div className="flex min-w-0 flex-wrap items-baseline gap-x-3 sm:grid">
        <h1
          id="session-title"
          className="min-w-0 max-w-full truncate text-lg font-bold text-ink sm:line-clamp-2 sm:whitespace-normal sm:wrap-anywhere sm:text-2xl"
        >
          {session.session_name || liveMessages.defaultSessionName}
        </h1>
        <p className="flex min-w-40 max-w-full flex-1 gap-x-3 whitespace-nowrap text-sm text-ink-muted sm:text-base">
          <span className="inline-flex min-w-0 items-center gap-1">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Venue: </span>
            <span className="truncate">{session.venue_name}</span>
          </span>
          <span className="inline-flex shrink-0 items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">Started </span>
            {formatInstantTime(session.started_at)}
          </span>
        </p>
      </div>
      {session.status === 'paused' ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-control bg-danger-soft px-3 py-2">
          <p className="flex items-center gap-2 font-medium text-danger">
            <PauseCircle aria-hidden="true" className="size-5 shrink-0" />
            {session.paused_by === 'musician'
              ? 'Requests are paused. Fans cannot send requests until you resume.'
              : 'Paused by an administrator. Fans cannot send requests until you resume.'}
          </p>
          {onResume ? (
            <Button onClick={onResume} isLoading={isResuming} loadingText="Resuming…">
              Resume
            </Button>
          ) : null}
        </div>
      ) : null}
      {/* Tips gets the widest column: '£1,234.56' must stay on one line inside its tile on a 360 px phone; beside the list (sm up) the tiles go two by two. */}
      <dl className="mt-1.5 grid grid-cols-[1fr_1fr_1fr_1.6fr] gap-1.5 sm:mt-3 sm:grid-cols-2 sm:gap-2">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-control bg-surface-raised px-1 py-0.5 text-center sm:px-2 sm:py-2">
            <dt className="whitespace-nowrap text-[11px] font-semibold uppercase tracking-tight text-ink-muted sm:text-sm sm:tracking-wide">
              {tile.label}
            </dt>
            <dd
              className="truncate text-base font-bold leading-tight tabular-nums text-ink sm:text-2xl"
              title={tile.value}
            >
              {tile.value}
            </dd>
          </div>
        ))}
      </dl>
      {prices ? <p className="mt-1 text-sm text-ink-muted">Request prices paid: {prices} (not in Tips).</p> : null}
    </section>
  );
}
