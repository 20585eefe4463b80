import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus, RealtimeEvent } from '../realtime/event-bus';

/** Comment lines every 15 s keep proxies and phones from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/** Tells EventSource how long to wait before reconnecting. */
const RETRY_MS = 3_000;

export interface OpenStreams {
  add(close: () => void): () => void;
  closeAll(): void;
  size(): number;
}

export function createOpenStreams(): OpenStreams {
  const open = new Set<() => void>();
  return {
    add(close) {
      open.add(close);
      return () => open.delete(close);
    },
    closeAll() {
      for (const close of [...open]) close();
    },
    size: () => open.size,
  };
}

export interface StreamOptions {
  bus: EventBus;
  channel: string;
  streams: OpenStreams;
  /** Sent first on every (re)connect: the current state, so a client never starts from nothing. */
  snapshot?: () => Promise<{ type: string; data: unknown } | undefined>;
  /** Events that are not for this client (e.g. another session) are filtered out here. */
  filter?: (event: RealtimeEvent) => boolean;
}

function lastEventId(request: FastifyRequest): number {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown> | undefined)?.lastEventId;
  const raw = typeof header === 'string' ? header : typeof query === 'string' ? query : undefined;
  const id = raw === undefined ? NaN : Number(raw);
  return Number.isSafeInteger(id) && id >= 0 ? id : 0;
}

const frame = (event: RealtimeEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * Serves a Server-Sent Events stream of one channel. On a reconnect with Last-Event-ID it replays
 * what was missed from the event log before going live, so no event is lost between connections.
 */
export async function streamChannel(
  request: FastifyRequest,
  reply: FastifyReply,
  options: StreamOptions,
): Promise<void> {
  const { bus, channel, filter = () => true } = options;
  const resumeFrom = lastEventId(request);

  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${RETRY_MS}\n\n`);

  // Subscribe before reading history, buffering live events, so nothing falls between the two.
  let lastSent = resumeFrom;
  let buffered: RealtimeEvent[] | undefined = [];
  const send = (event: RealtimeEvent) => {
    if (event.id <= lastSent || !filter(event)) return;
    lastSent = event.id;
    res.write(frame(event));
  };
  const unsubscribe = bus.subscribe(channel, (event) => (buffered ? buffered.push(event) : send(event)));

  let closed = false;
  const heartbeat = setInterval(() => res.write(`: ping\n\n`), HEARTBEAT_MS);
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    forget();
    res.end();
  };
  const forget = options.streams.add(close);
  request.raw.on('close', close);

  try {
    if (options.snapshot) {
      const snapshot = await options.snapshot();
      if (snapshot) res.write(`event: ${snapshot.type}\ndata: ${JSON.stringify(snapshot.data)}\n\n`);
    }
    if (resumeFrom > 0) for (const event of await bus.since(channel, resumeFrom)) send(event);
    const pending = buffered;
    buffered = undefined;
    for (const event of pending) send(event);
    if (resumeFrom === 0) {
      // A fresh client learns the newest id so its first reconnect can resume from there.
      const latest = await bus.latestId(channel);
      if (latest > lastSent) {
        lastSent = latest;
        res.write(`id: ${latest}\n\n`);
      }
    }
  } catch (error) {
    request.log.error({ err: error }, 'stream setup failed');
    close();
  }
}
