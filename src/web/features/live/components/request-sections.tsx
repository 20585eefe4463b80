import type { ReactNode } from 'react';
import type { SongRequest } from '../../../../shared/live';
import type { QueueSections } from '../order-requests';

interface RequestSectionsProps {
  sections: QueueSections;
  isShowingDeclined: boolean;
  renderRow: (request: SongRequest) => ReactNode;
  /** How many requests a row stands for (a song asked for three times is one row of 3). */
  sizeOf: (request: SongRequest) => number;
}

const total = (requests: SongRequest[], sizeOf: RequestSectionsProps['sizeOf']) =>
  requests.reduce((sum, request) => sum + sizeOf(request), 0);

function Section({
  title,
  hint,
  requests,
  renderRow,
  sizeOf,
}: {
  title: string;
  /** Beside the title, on touch screens: how the rows move. */
  hint?: string;
  requests: SongRequest[];
  renderRow: RequestSectionsProps['renderRow'];
  sizeOf: RequestSectionsProps['sizeOf'];
}) {
  if (requests.length === 0) return null;
  return (
    <section aria-label={title}>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <h3 className="shrink-0 text-sm font-bold uppercase tracking-wide text-ink-muted">
          {title} ({total(requests, sizeOf)})
        </h3>
        {hint ? (
          <p aria-hidden="true" className="hidden truncate text-xs text-ink-muted pointer-coarse:block">
            {hint}
          </p>
        ) : null}
      </div>
      <ul className="grid gap-1.5">{requests.map(renderRow)}</ul>
    </section>
  );
}

/** Requests done with: folded away below the queue, a tap away when the musician needs one back. */
function Folded({
  title,
  requests,
  isOpen,
  renderRow,
  sizeOf,
}: {
  title: string;
  requests: SongRequest[];
  isOpen: boolean;
  renderRow: RequestSectionsProps['renderRow'];
  sizeOf: RequestSectionsProps['sizeOf'];
}) {
  if (requests.length === 0) return null;
  return (
    <details open={isOpen} className="group rounded-card border border-line bg-surface">
      <summary className="flex min-h-12 cursor-pointer items-center px-4 font-bold text-ink">
        {title} ({total(requests, sizeOf)})
      </summary>
      <ul className="grid gap-1.5 p-2 pt-0">{requests.map(renderRow)}</ul>
    </details>
  );
}

/**
 * The manager's list on a stand: 'Up next' (accepted, by priority) apart from new
 * requests, and played and declined folded away below, so the first screen shows what to play.
 */
export function RequestSections({ sections, isShowingDeclined, renderRow, sizeOf }: RequestSectionsProps) {
  const row = { renderRow, sizeOf };
  return (
    <div className="grid gap-3">
      <Section title="Up next" requests={sections.upNext} {...row} />
      <Section title="New requests" hint="Swipe right: accept · left: decline" requests={sections.fresh} {...row} />
      <Folded title="Played" requests={sections.played} isOpen={false} {...row} />
      {isShowingDeclined ? <Folded title="Declined" requests={sections.declined} isOpen {...row} /> : null}
    </div>
  );
}
