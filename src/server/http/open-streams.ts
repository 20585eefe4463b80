import type { BurstWatch } from '../ops/give-back-memory';

/** Who holds a stream that shows private data: it ends when that sign-in ends. */
export interface StreamOwner {
  userId: number;
  authSessionId: number;
}

export interface OpenStream {
  /** Ends the stream; `finalChunk` is written to it first (the shutdown's goodbye). */
  close(finalChunk?: string): void;
  /** Keyed hash of the client's address, for the per-address cap. */
  ipKey: string;
  /** The phone's device cookie when it has one, for the per-device cap (counted first). */
  deviceKey?: string | undefined;
  owner?: StreamOwner | undefined;
  /** What it follows, for the metrics: 'sessions' (the live lists), 'queue', 'my-requests'… */
  kind: string;
}

/** The SSE streams this instance holds. */
export interface OpenStreams {
  add(stream: OpenStream): () => void;
  /** How many streams one address holds here. */
  countFrom(ipKey: string): number;
  /** How many streams one phone (its device cookie) holds here. */
  countFromDevice(deviceKey: string): number;
  /** Ends a user's streams: all of them, or those of the given sign-ins. */
  closeOwnedBy(userId: number, authSessionIds?: readonly number[]): number;
  /** Ends every stream, each told `finalChunk()` first when given (a fresh one per stream). */
  closeAll(finalChunk?: () => string): void;
  size(): number;
  /** Open streams by kind. */
  countByKind(): Map<string, number>;
}

/** `afterBurst` hears every open and close, to give memory back after many close (ops/give-back-memory.ts). */
export function createOpenStreams(afterBurst?: BurstWatch): OpenStreams {
  const open = new Set<OpenStream>();
  const perIp = new Map<string, number>();
  const perDevice = new Map<string, number>();
  const count = (counts: Map<string, number>, key: string, by: 1 | -1) => {
    const next = (counts.get(key) ?? 0) + by;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };
  return {
    add(stream) {
      open.add(stream);
      count(perIp, stream.ipKey, 1);
      if (stream.deviceKey) count(perDevice, stream.deviceKey, 1);
      afterBurst?.opened(open.size);
      let forgotten = false;
      return () => {
        if (forgotten) return;
        forgotten = true;
        open.delete(stream);
        count(perIp, stream.ipKey, -1);
        if (stream.deviceKey) count(perDevice, stream.deviceKey, -1);
        afterBurst?.closed(open.size);
      };
    },
    countFrom: (ipKey) => perIp.get(ipKey) ?? 0,
    countFromDevice: (deviceKey) => perDevice.get(deviceKey) ?? 0,
    closeOwnedBy(userId, authSessionIds) {
      let closed = 0;
      for (const stream of [...open]) {
        const owner = stream.owner;
        if (!owner || owner.userId !== userId) continue;
        if (authSessionIds && !authSessionIds.includes(owner.authSessionId)) continue;
        stream.close();
        closed += 1;
      }
      return closed;
    },
    closeAll(finalChunk) {
      for (const stream of [...open]) stream.close(finalChunk?.());
    },
    size: () => open.size,
    countByKind() {
      const counts = new Map<string, number>();
      for (const stream of open) counts.set(stream.kind, (counts.get(stream.kind) ?? 0) + 1);
      return counts;
    },
  };
}
