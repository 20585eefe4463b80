/**
 * The orders a musician may play Up Next in. Zod-free: the manager, the venue screen
 * and the server's songs-ahead count all order with this one module, so they agree.
 */
export const QUEUE_ORDERS = ['arrival', 'premium', 'tip', 'asked'] as const;
export type QueueOrder = (typeof QUEUE_ORDERS)[number];

export const queueOrderLabels: Record<QueueOrder, string> = {
  arrival: 'Arrival',
  premium: 'Premium first',
  tip: 'By tip',
  asked: 'Most asked',
};

export interface Orderable {
  id: number;
  song_key: string;
  is_premium: number;
  tip_amount: number;
  created_at: string;
}

export interface SongGroup<T extends Orderable> {
  song_key: string;
  /** The group's requests, oldest first; the first is the row the musician sees. */
  requests: T[];
}

/**
 * Up Next as songs: requests folded by song identity, groups ordered by the show's order —
 * arrival (the oldest request first), premium first (a group with a premium request ahead, then
 * oldest; the default), by tip (the group's tips together, largest first), most asked (the merged
 * count, largest first). Ties go to the oldest, then the lowest id, so every reader agrees.
 */
export function orderSongs<T extends Orderable>(requests: readonly T[], order: QueueOrder): SongGroup<T>[] {
  const byArrival = [...requests].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  const groups = new Map<string, T[]>();
  for (const request of byArrival) {
    const members = groups.get(request.song_key);
    if (members) members.push(request);
    else groups.set(request.song_key, [request]);
  }
  const measure = (members: T[]) => {
    switch (order) {
      case 'premium':
        return members.some((request) => request.is_premium === 1) ? 1 : 0;
      case 'tip':
        return members.reduce((sum, request) => sum + request.tip_amount, 0);
      case 'asked':
        return members.length;
      case 'arrival':
        return 0;
    }
  };
  const ranked = [...groups].map(([song_key, members], arrival) => ({
    song_key,
    requests: members,
    arrival,
    measure: measure(members),
  }));
  ranked.sort((a, b) => b.measure - a.measure || a.arrival - b.arrival);
  return ranked.map(({ song_key, requests: members }) => ({ song_key, requests: members }));
}
