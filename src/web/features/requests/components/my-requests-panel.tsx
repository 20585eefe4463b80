import { ListMusic } from 'lucide-react';
import { Skeleton } from '../../../components/skeleton';
import { statusStyles } from '../../live/components/status-badge';
import type { MyRequest } from '../api/get-my-requests';
import { showWords, statusWords } from '../status-words';
import { useMyRequests } from '../use-my-requests';
import { BuzzControl } from './buzz-control';

function MyRequestRow({ request, isShowOn }: { request: MyRequest; isShowOn: boolean }) {
  const { label, line } = statusWords(request, isShowOn);
  // The manager's colours and icons, so colour is never the only signal; the words are the fan's.
  const { icon: Icon, badge, iconColour } = statusStyles[request.status];
  return (
    <li className="grid gap-1 py-3 first:pt-0 last:pb-0">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 wrap-anywhere font-semibold text-ink">
          {request.song_title}
          {request.artist_name ? <span className="font-normal text-ink-muted"> · {request.artist_name}</span> : null}
        </p>
        <span
          className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide ${badge}`}
        >
          <Icon aria-hidden="true" className={`size-3.5 ${iconColour}`} strokeWidth={2.5} />
          {label}
        </span>
      </div>
      {/* The price's state comes in the server's words (held until played, then paid or released). */}
      <p className="text-sm text-ink-muted">
        {line} {request.price_note}
      </p>
    </li>
  );
}

/**
 * "My requests, live": after sending, the fan sees their own requests to this show and
 * where each stands, updated the moment the musician acts. Loaded only for a phone that has sent
 * a request, so the request page's first download does not carry it (its JavaScript budget); a default
 * export for the same reason.
 */
export default function MyRequestsPanel({ sessionId, isStreaming }: { sessionId: number; isStreaming: boolean }) {
  const query = useMyRequests(sessionId, isStreaming);
  const requests = query.data?.requests ?? [];
  if (query.isPending) return <Skeleton className="mt-6 h-28 w-full rounded-card" />;
  // Nothing to show (the list could not be read, or this phone's requests are not there): the
  // rest of the page works without it, so it stays out of the way.
  if (requests.length === 0) return null;
  const status = query.data!.session.status;
  // Worth a buzz while one of the phone's songs can still come up.
  const isWaiting =
    status !== 'ended' && requests.some((request) => request.status === 'pending' || request.status === 'accepted');
  return (
    <section
      aria-labelledby="my-requests-title"
      className="mt-6 rounded-card border border-line bg-surface p-4 shadow-sm sm:p-5"
    >
      <h2 id="my-requests-title" className="flex items-center gap-2 text-xl font-bold text-ink">
        <ListMusic aria-hidden="true" className="size-5 text-accent-ink" />
        Your requests
      </h2>
      {status !== 'active' ? (
        <p className="mt-2 rounded-lg bg-surface-raised px-3 py-2 text-sm text-ink" role="status">
          {showWords[status]}
        </p>
      ) : null}
      {/* Read out as each request moves, without the fan having to look. */}
      <ul aria-live="polite" className="mt-3 divide-y divide-line">
        {[...requests].reverse().map((request) => (
          <MyRequestRow key={request.id} request={request} isShowOn={status !== 'ended'} />
        ))}
      </ul>
      {isWaiting ? <BuzzControl sessionId={sessionId} /> : null}
    </section>
  );
}
