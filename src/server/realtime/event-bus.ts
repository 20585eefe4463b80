import type { Db } from '../db/connection';

/**
 * Real-time events between the code that changes state (a fan's request, a status change) and
 * the SSE streams that push it. An event is written to `realtime_events` in the transaction of the
 * change it announces. Its id is its position in its channel (1, 2, 3…): a transaction that emits
 * on a channel locks the channel first, so per channel the ids follow commit order with no gaps,
 * and a subscriber that sees a jump knows it missed something and reads it from the log
 * (docs/decisions/003). Delivery is in-process, or PostgreSQL NOTIFY between instances.
 */
export interface RealtimeEvent<T = unknown> {
  /** Position in the channel, in commit order; the SSE id. */
  id: number;
  channel: string;
  type: string;
  data: T;
}

export type Listener = (event: RealtimeEvent) => void;

/** Writes an event inside the current transaction, on a channel it locked when it began. */
export type Emit = <T>(channel: string, type: string, data: T) => Promise<RealtimeEvent<T>>;

export interface Subscription {
  /** Each event of the channel. In commit order, but after a lost notification a subscriber sees a
   * jump in ids (or, rarely, an old id again) and fills the jump from `since`. */
  event: Listener;
  /** Delivery may have missed events (the instance's LISTEN connection was re-established):
   * catch up from the log. */
  resync?: () => void;
}

export interface EventBus {
  /**
   * Runs `work` in one transaction that first locks `channels` (in a fixed order, so two writers
   * never deadlock); events emitted there commit or roll back with the change and reach
   * subscribers on every instance after the commit.
   */
  transaction<T>(channels: readonly string[], work: (trx: Db, emit: Emit) => Promise<T>): Promise<T>;
  /** An event that is a change of its own (a transaction of one event). */
  publish<T>(channel: string, type: string, data: T): Promise<RealtimeEvent<T>>;
  /** Events of a channel after an id, oldest first (for a stream that reconnects or saw a jump). */
  since(channel: string, afterId: number, limit?: number): Promise<RealtimeEvent[]>;
  /** The id of the channel's newest event, 0 when there is none. */
  latestId(channel: string): Promise<number>;
  subscribe(channel: string, subscriber: Listener | Subscription): () => void;
  /** Number of local subscribers (for tests and the bench). */
  listenerCount(): number;
  close(): Promise<void>;
}

/** Channel names in one place so publishers and streams cannot drift apart. */
export const channels = {
  /** A musician's live queue: requests arriving and changing status. */
  musicianQueue: (musicianId: number) => `queue:${musicianId}`,
  /** Sessions going live, pausing or ending: the public live lists. */
  activeSessions: 'sessions:active',
  /** A musician's money moving (tips, withdrawals): earnings.updated with the new balances. Its
   * lock also serialises the musician's money movements, so a balance read under it holds. */
  musicianEarnings: (musicianId: number) => `earnings:${musicianId}`,
  /** No events: its lock serialises changes to a musician's repertoire, so its size cap holds. */
  musicianRepertoire: (musicianId: number) => `repertoire:${musicianId}`,
  /** No events: its lock serialises an account's reset links, so the hourly cap holds under races. */
  passwordResets: (userId: number) => `password-resets:${userId}`,
  /** Signed-in sessions revoked (sign-out, password change, deactivation): their streams end. */
  authSessions: 'auth:sessions',
} as const;
