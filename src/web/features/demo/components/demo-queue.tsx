import { PartyPopper } from 'lucide-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import type { DemoRequest, DemoRequestStatus } from '../demo-data';
import { DemoRequestCard, demoRequestElementId } from './demo-request-card';

interface DemoQueueProps {
  requests: readonly DemoRequest[];
  onChangeStatus: (id: number, status: DemoRequestStatus) => void;
}

/**
 * The sample queue: what is still to play first, oldest first as in the real manager, then what
 * was played or declined. A request moves between the two lists when its status changes.
 */
export function DemoQueue({ requests, onChangeStatus }: DemoQueueProps) {
  const [movedId, setMovedId] = useState<number | null>(null);
  const upNext = requests.filter((request) => request.status === 'pending' || request.status === 'accepted');
  const done = requests.filter((request) => request.status === 'played' || request.status === 'declined');

  // The clicked button is gone once its card re-renders in the other list: keep focus on the card.
  useEffect(() => {
    if (movedId !== null) document.getElementById(demoRequestElementId(movedId))?.focus();
  }, [movedId, requests]);

  const change = (id: number, status: DemoRequestStatus) => {
    onChangeStatus(id, status);
    setMovedId(id);
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby="demo-queue-title">
        <div className="mb-4 flex items-baseline justify-between gap-3">
          <h2 id="demo-queue-title" className="text-2xl font-bold text-ink">
            Up next
          </h2>
          <p className="text-sm text-ink-muted">Oldest first</p>
        </div>
        {upNext.length > 0 ? (
          <RequestList requests={upNext} onChangeStatus={change} />
        ) : (
          <EmptyState
            icon={PartyPopper}
            title="Queue cleared"
            description="New requests appear here the moment fans send them."
          />
        )}
      </section>
      {done.length > 0 ? (
        <section aria-labelledby="demo-done-title">
          <h2 id="demo-done-title" className="mb-4 text-xl font-bold text-ink">
            Played and declined
          </h2>
          <RequestList requests={done} onChangeStatus={change} />
        </section>
      ) : null}
    </div>
  );
}

function RequestList({ requests, onChangeStatus }: DemoQueueProps) {
  return (
    <ol className="space-y-3">
      {requests.map((request) => (
        <li key={request.id}>
          <DemoRequestCard request={request} onChangeStatus={onChangeStatus} />
        </li>
      ))}
    </ol>
  );
}
