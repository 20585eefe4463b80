import { useEffect, useState } from 'react';
import { useNow } from '../use-now';
import type { RequestStatus, SongRequest } from '../../../../shared/live';
import { groupBySong, priorityOf, sectionQueue, songKeysFor, type Priorities, type StageView } from '../order-requests';
import { RequestRow, requestRowId, type RowNight } from './request-row';
import { RequestSections } from './request-sections';

/** Ages on the rows are in minutes: a tick every half minute keeps them true without re-rendering on every second. */
const AGE_TICK_MS = 30_000;

interface QueueListProps {
  /** The requests on show (declined ones only while the musician shows them). */
  requests: readonly SongRequest[];
  isShowingDeclined: boolean;
  priorities: Priorities;
  onPrioritiesChange: (update: (current: Priorities) => Priorities) => void;
  selectedIds: ReadonlySet<number>;
  onSelectedIdsChange: (update: (current: ReadonlySet<number>) => ReadonlySet<number>) => void;
  busyIds: ReadonlySet<number>;
  /** Acting on a row acts on every request it stands for. */
  onChangeStatus: (members: readonly SongRequest[], status: RequestStatus) => void;
  /** Refuse a phone's requests for the rest of the show; without it, rows offer no block button. */
  onBlock?: (request: SongRequest) => void;
  /** Requests whose phone is blocked at the show: their rows offer Unblock instead. */
  blockedIds?: ReadonlySet<number>;
  onUnblock?: (request: SongRequest) => void;
  /** The show's song identities (of all its requests, so a hidden one still folds alike). */
  songKeys?: ReadonlyMap<number, string>;
  /** The show's order and the song playing now; the demo has neither. */
  stage?: StageView;
  /** Play a request now (one tap); absent in the demo. */
  onPlayNow?: (request: SongRequest) => void;
  /** The show has a setlist on stage: each request's place in it and the moves into it. */
  night?: {
    inSetOf: (request: SongRequest) => string | null;
    onPlayNext: (request: SongRequest) => void;
    onSlotAfter: (request: SongRequest) => void;
  };
}

/**
 * The manager's queue: sections, songs asked for more than once folded into one row, and each
 * row's controls. The live manager and the demo (the same components on sample data)
 * both render it; they differ only in where the requests come from and where a change goes.
 */
export function QueueList(props: QueueListProps) {
  const { requests, isShowingDeclined, priorities, onPrioritiesChange, selectedIds, busyIds } = props;
  const keys = props.songKeys ?? songKeysFor(requests);
  const { sections, groups } = groupBySong(sectionQueue(requests, priorities, keys, props.stage), keys);
  const membersOf = (request: SongRequest) => groups.get(request.id) ?? [request];
  const { onBlock, onUnblock, onPlayNow, blockedIds, night } = props;
  const rowNight = (request: SongRequest): RowNight | undefined =>
    night && (request.status === 'pending' || request.status === 'accepted')
      ? {
          inSet: night.inSetOf(request),
          onPlayNext: () => night.onPlayNext(request),
          onSlotAfter: () => night.onSlotAfter(request),
        }
      : undefined;
  const now = useNow(AGE_TICK_MS);

  // A row acted on moves to another section and its button is gone: keep focus on the row.
  const [movedId, setMovedId] = useState<number | null>(null);
  useEffect(() => {
    if (movedId === null) return;
    const row = document.getElementById(requestRowId(movedId));
    if (row && !row.contains(document.activeElement)) row.focus();
  }, [movedId, requests]);

  return (
    <RequestSections
      sections={sections}
      isShowingDeclined={isShowingDeclined}
      sizeOf={(request) => membersOf(request).length}
      renderRow={(request) => {
        const members = membersOf(request);
        const ids = members.map((member) => member.id);
        return (
          <RequestRow
            key={request.id}
            request={request}
            members={members}
            priority={priorityOf(priorities, request.id)}
            isSelected={ids.every((id) => selectedIds.has(id))}
            isBusy={ids.some((id) => busyIds.has(id))}
            now={now}
            // A row's checkbox selects every request it stands for.
            onToggleSelected={() => props.onSelectedIdsChange((current) => toggleIds(current, ids))}
            // The group moves as one: every member takes the lead's new priority.
            onChangePriority={(step) =>
              onPrioritiesChange((current) => {
                const next = priorityOf(current, request.id) + step;
                return { ...current, ...Object.fromEntries(ids.map((id) => [id, next])) };
              })
            }
            onChangeStatus={(status) => {
              setMovedId(request.id);
              props.onChangeStatus(members, status);
            }}
            onBlock={onBlock ? () => onBlock(request) : undefined}
            onUnblock={onUnblock && blockedIds?.has(request.id) ? () => onUnblock(request) : undefined}
            onPlayNow={onPlayNow ? () => onPlayNow(request) : undefined}
            night={rowNight(request)}
          />
        );
      }}
    />
  );
}

/** A checkbox toggled on a row of `ids`: all of them in, or all of them out. */
function toggleIds(current: ReadonlySet<number>, ids: readonly number[]): ReadonlySet<number> {
  const next = new Set(current);
  const isSelected = ids.every((id) => next.has(id));
  for (const id of ids) {
    if (isSelected) next.delete(id);
    else next.add(id);
  }
  return next;
}
