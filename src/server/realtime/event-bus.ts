/**
 * Real-time events between the code that changes state (a fan's request, a status change) and
 * the SSE streams that push it. Every event is first written to `realtime_events`, whose id orders
 * it and lets a reconnecting stream replay what it missed (Last-Event-ID). Delivery to listeners is
 * in-process, or through PostgreSQL LISTEN/NOTIFY so several server instances behave as one.
 */
export interface RealtimeEvent<T = unknown> {
  id: number;
  channel: string;
  type: string;
  data: T;
}

export type Listener = (event: RealtimeEvent) => void;

export interface EventBus {
  /** Stores the event and delivers it to every subscriber of the channel, on every instance. */
  publish<T>(channel: string, type: string, data: T): Promise<RealtimeEvent<T>>;
  /** Events of a channel after an id, oldest first (for a stream that reconnects). */
  since(channel: string, afterId: number, limit?: number): Promise<RealtimeEvent[]>;
  /** The id of the channel's newest event, 0 when there is none. */
  latestId(channel: string): Promise<number>;
  subscribe(channel: string, listener: Listener): () => void;
  /** Number of local listeners (for tests and the bench). */
  listenerCount(): number;
  close(): Promise<void>;
}

/** Channel names in one place so publishers and streams cannot drift apart. */
export const channels = {
  /** A musician's live queue: requests arriving and changing status. */
  musicianQueue: (musicianId: number) => `queue:${musicianId}`,
  /** Sessions going live, pausing or ending: the public live lists. */
  activeSessions: 'sessions:active',
} as const;
