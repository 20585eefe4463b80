import type { PricedSongRequest } from '../../../shared/requests/priced-request';
import type { SongRequest } from '../../../shared/live';
import { orderSongs, type QueueOrder } from '../../../shared/live/queue-order';
import { songKeysOf } from '../../../shared/songs/song-key';

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

type Priced = SongRequest & Pick<PricedSongRequest, 'price_state'>;

/**
 * Request prices by where they are: paid (accepted or played) and still held on fans' cards. Only
 * paid ones are money taken, as every other figure of the show counts them.
 */
export function pricesOf(requests: readonly Priced[]): { paid: number; held: number } {
  let paid = 0;
  let held = 0;
  for (const request of requests) {
    if (request.price_state === 'paid') paid += request.price_amount;
    if (request.price_state === 'held') held += request.price_amount;
  }
  return { paid, held };
}

/** Prices count once paid (played or accepted), as every other figure of the show counts them. */
export function countQueue(requests: readonly Priced[]): QueueCounts {
  return requests.reduce<QueueCounts>(
    (counts, request) => ({
      total: counts.total + 1,
      pending: counts.pending + (request.status === 'pending' ? 1 : 0),
      played: counts.played + (request.status === 'played' ? 1 : 0),
      tipsPence: counts.tipsPence + request.tip_amount,
      pricesPence: counts.pricesPence + (request.price_state === 'paid' ? request.price_amount : 0),
    }),
    { total: 0, pending: 0, played: 0, tipsPence: 0, pricesPence: 0 },
  );
}

export interface QueueSections {
  /** Accepted: what the musician plays next, in the show's order (after their own priorities). */
  upNext: SongRequest[];
  /** Pending: waiting for a decision. */
  fresh: SongRequest[];
  played: SongRequest[];
  declined: SongRequest[];
}

export interface StageView {
  /** The show's order for Up Next; premium first unless the musician switched it. */
  order: QueueOrder;
  /** The request being played now; it and its song leave Up Next for the Now Playing slot. */
  nowPlayingId: number | null;
}

/** The song identity of each request: the server's `song_key`, computed alike for rows a push brought without one. */
export function songKeysFor(requests: readonly (SongRequest & { song_key?: string })[]): ReadonlyMap<number, string> {
  const computed = songKeysOf(requests);
  return new Map(requests.map((request) => [request.id, request.song_key ?? computed.get(request.id)!]));
}

/**
 * The manager's list split by what the musician does with each part, each part in queue
 * order. Up Next follows the show's order by song (shared/live/queue-order.ts, as the fans' songs ahead
 * do), after any priority the musician gave a row on this device; the song playing now is not in it.
 */
export function sectionQueue(
  requests: readonly SongRequest[],
  priorities: Priorities,
  keys: ReadonlyMap<number, string> = songKeysFor(requests),
  stage: StageView = { order: 'premium', nowPlayingId: null },
): QueueSections {
  const ordered = orderRequests(requests, priorities);
  const withStatus = (status: SongRequest['status']) => ordered.filter((request) => request.status === status);
  const playing = requests.find((request) => request.id === stage.nowPlayingId && request.status === 'accepted');
  const playingKey = playing ? keys.get(playing.id) : undefined;
  const accepted = withStatus('accepted').filter((request) => keys.get(request.id) !== playingKey);
  const rank = new Map(
    orderSongs(
      accepted.map((request) => ({ ...request, song_key: keys.get(request.id)! })),
      stage.order,
    ).map((song, index) => [song.song_key, index]),
  );
  const upNext = [...accepted].sort(
    (a, b) =>
      priorityOf(priorities, b.id) - priorityOf(priorities, a.id) ||
      rank.get(keys.get(a.id)!)! - rank.get(keys.get(b.id)!)! ||
      Date.parse(a.created_at) - Date.parse(b.created_at) ||
      a.id - b.id,
  );
  return { upNext, fresh: withStatus('pending'), played: withStatus('played'), declined: withStatus('declined') };
}

/** The requests of one section that are for the same song (the catalogue's identity), in queue order. */
export type SongGroups = ReadonlyMap<number, readonly SongRequest[]>;

/**
 * Three fans asking for 'Wonderwall' are one row, 'Wonderwall ×3'. Within each section
 * (a status), requests for the same song (`song_key`: case, accents, punctuation and a missing
 * artist folded) are folded into the first one in queue order; the section lists only those first
 * requests, and `groups` holds each one's members (itself first).
 */
export function groupBySong(
  sections: QueueSections,
  keys: ReadonlyMap<number, string>,
): { sections: QueueSections; groups: SongGroups } {
  const groups = new Map<number, SongRequest[]>();
  const fold = (requests: SongRequest[]) => {
    const leads = new Map<string, SongRequest>();
    const kept: SongRequest[] = [];
    for (const request of requests) {
      const key = keys.get(request.id) ?? `#${request.id}`;
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

/** The song playing now (with every accepted request for it) and the first song of Up Next. */
export function stageSongs(requests: readonly SongRequest[], keys: ReadonlyMap<number, string>, stage: StageView) {
  const lead = requests.find((request) => request.id === stage.nowPlayingId && request.status === 'accepted');
  const playing = lead
    ? [
        lead,
        ...requests.filter((r) => r.id !== lead.id && r.status === 'accepted' && keys.get(r.id) === keys.get(lead.id)),
      ]
    : null;
  const { sections, groups } = groupBySong(sectionQueue(requests, {}, keys, stage), keys);
  const first = sections.upNext[0];
  return { playing, next: first ? (groups.get(first.id) ?? [first]) : null };
}
