import type { SongRequest } from '../../../shared/live';
import { songIdentity } from '../../../shared/song-key';

/** Client-side priorities by request id (spec 2 §3: local to the client, default 0). */
export type Priorities = Readonly<Record<number, number>>;

export const priorityOf = (priorities: Priorities, id: number) => priorities[id] ?? 0;

/**
 * Spec 2 §4: priority descending, then creation time ascending (oldest first). Premium requests
 * (custom pricing, docs/decisions/006) go ahead of standard ones of the same priority: the
 * musician's own reordering still wins.
 */
export function orderRequests(requests: readonly SongRequest[], priorities: Priorities): SongRequest[] {
  return [...requests].sort(
    (a, b) =>
      priorityOf(priorities, b.id) - priorityOf(priorities, a.id) ||
      b.is_premium - a.is_premium ||
      Date.parse(a.created_at) - Date.parse(b.created_at) ||
      a.id - b.id,
  );
}

export interface QueueCounts {
  /** Every request the show has taken, declined ones too: what the request limit counts. */
  total: number;
  pending: number;
  played: number;
  /** Tips alone; what fans paid for the requests themselves is `pricesPence`. */
  tipsPence: number;
  pricesPence: number;
}

export function countQueue(requests: readonly SongRequest[]): QueueCounts {
  return requests.reduce<QueueCounts>(
    (counts, request) => ({
      total: counts.total + 1,
      pending: counts.pending + (request.status === 'pending' ? 1 : 0),
      played: counts.played + (request.status === 'played' ? 1 : 0),
      tipsPence: counts.tipsPence + request.tip_amount,
      pricesPence: counts.pricesPence + request.price_amount,
    }),
    { total: 0, pending: 0, played: 0, tipsPence: 0, pricesPence: 0 },
  );
}

export interface QueueSections {
  /** Accepted: what the musician plays next, by priority then age. */
  upNext: SongRequest[];
  /** Pending: waiting for a decision. */
  fresh: SongRequest[];
  played: SongRequest[];
  declined: SongRequest[];
}

/** The manager's list split by what the musician does with each part (issue 14), each part in queue order. */
export function sectionQueue(requests: readonly SongRequest[], priorities: Priorities): QueueSections {
  const ordered = orderRequests(requests, priorities);
  const withStatus = (status: SongRequest['status']) => ordered.filter((request) => request.status === status);
  return {
    upNext: withStatus('accepted'),
    fresh: withStatus('pending'),
    played: withStatus('played'),
    declined: withStatus('declined'),
  };
}

/** The requests of one section that are for the same song (the catalogue's identity), in queue order. */
export type SongGroups = ReadonlyMap<number, readonly SongRequest[]>;

/**
 * Issue 16: three fans asking for 'Wonderwall' are one row, 'Wonderwall ×3'. Within each section
 * (a status), requests for the same song are folded into the first one in queue order; the
 * section lists only those first requests, and `groups` holds each one's members (itself first).
 */
export function groupBySong(sections: QueueSections): { sections: QueueSections; groups: SongGroups } {
  const groups = new Map<number, SongRequest[]>();
  const fold = (requests: SongRequest[]) => {
    const leads = new Map<string, SongRequest>();
    const kept: SongRequest[] = [];
    for (const request of requests) {
      const key = songIdentity(request.song_title, request.artist_name);
      const lead = leads.get(key);
      if (lead) {
        groups.get(lead.id)!.push(request);
      } else {
        leads.set(key, request);
        groups.set(request.id, [request]);
        kept.push(request);
      }
    }
    return kept;
  };
  return {
    sections: {
      upNext: fold(sections.upNext),
      fresh: fold(sections.fresh),
      played: fold(sections.played),
      declined: fold(sections.declined),
    },
    groups,
  };
}
