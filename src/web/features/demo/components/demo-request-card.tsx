import { Check, Clock, Music, PoundSterling, Undo2, UserRound, X } from 'lucide-react';
import { Button } from '../../../components/button';
import { formatPence } from '../../../lib/format';
import type { DemoRequest, DemoRequestStatus } from '../demo-data';
import { DemoStatusBadge } from './demo-status-badge';

interface DemoRequestCardProps {
  request: DemoRequest;
  onChangeStatus: (id: number, status: DemoRequestStatus) => void;
}

/** The card's element id, so the page can keep focus on it when it moves between lists. */
export const demoRequestElementId = (id: number) => `demo-request-${id}`;

/**
 * One request as the live manager shows it: title big enough to read from a music stand, and the
 * spec 2 §4 transitions as large buttons (pending to accepted or declined, pending or accepted to
 * played, played back with 'Mark as Pending').
 */
export function DemoRequestCard({ request, onChangeStatus }: DemoRequestCardProps) {
  const isDeclined = request.status === 'declined';
  const isDone = request.status === 'played' || isDeclined;
  const change = (status: DemoRequestStatus) => onChangeStatus(request.id, status);
  const song = <span className="sr-only"> {request.song_title}</span>;

  return (
    <article
      id={demoRequestElementId(request.id)}
      tabIndex={-1}
      aria-label={`${request.song_title}, ${request.status}`}
      className={`rounded-card border p-4 focus:outline-none focus-visible:outline-3 sm:p-5 ${
        request.status === 'accepted' ? 'border-success/50' : 'border-line'
      } ${isDone ? 'bg-canvas' : 'bg-surface'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3
            className={`wrap-anywhere text-xl font-bold sm:text-2xl ${isDeclined ? 'text-ink-muted line-through' : 'text-ink'}`}
          >
            {request.song_title}
          </h3>
          <p className="text-ink-muted">{request.artist_name ?? 'Unknown Artist'}</p>
        </div>
        <DemoStatusBadge status={request.status} />
      </div>

      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
        <li className="inline-flex items-center gap-1.5">
          <UserRound aria-hidden="true" className="size-4" />
          {request.fan_name ?? 'Anonymous'}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          <span className="sr-only">Received at </span>
          {request.received_at}
        </li>
        {request.tip_amount > 0 ? (
          <li className="inline-flex items-center gap-1.5 font-semibold text-success">
            <PoundSterling aria-hidden="true" className="size-4" />
            {formatPence(request.tip_amount)} tip
          </li>
        ) : null}
      </ul>
      {request.message ? (
        <p className="mt-3 rounded-control bg-surface-raised px-3 py-2 text-pretty text-ink">“{request.message}”</p>
      ) : null}

      {isDeclined ? null : (
        <div className="mt-4 flex flex-wrap gap-2">
          {request.status === 'pending' ? (
            <>
              <Button onClick={() => change('accepted')} icon={<Check aria-hidden="true" className="size-5" />}>
                Accept{song}
              </Button>
              <Button
                variant="secondary"
                onClick={() => change('declined')}
                icon={<X aria-hidden="true" className="size-5" />}
              >
                Decline{song}
              </Button>
            </>
          ) : null}
          {request.status === 'pending' || request.status === 'accepted' ? (
            <Button
              variant={request.status === 'accepted' ? 'primary' : 'secondary'}
              onClick={() => change('played')}
              icon={<Music aria-hidden="true" className="size-5" />}
            >
              Mark Played{song}
            </Button>
          ) : null}
          {request.status === 'played' ? (
            <Button
              variant="ghost"
              onClick={() => change('accepted')}
              icon={<Undo2 aria-hidden="true" className="size-5" />}
            >
              Mark as Pending{song}
            </Button>
          ) : null}
        </div>
      )}
    </article>
  );
}
