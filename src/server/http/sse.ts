import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus, RealtimeEvent } from '../realtime/event-bus';
import { tooManyRequests } from './errors';
import type { OpenStreams, StreamOwner } from './open-streams';

/** Comment lines every 15 s keep proxies and phones from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/** Tells EventSource how long to wait before reconnecting. */
const RETRY_MS = 3_000;
/** Events read from the log per query while catching up. */
const CATCH_UP_PAGE = 500;

export const sseMessages = {
  tooManyStreams: 'Too many live connections from this network. Please close a few tabs and try again.',
} as const;

export type Snapshot =
  | { type: string; data: unknown }
  | {
      type: string;
      json: string;
      /** The channel position the JSON reflects (at least): the stream goes on from there. */
      at: number;
    };

export interface StreamLimits {
  /** Open streams one address may hold on this instance: a venue's shared Wi-Fi is one address. */
  perIp: number;
  /** Open streams one phone (its device cookie) may hold on this instance. */
  perDevice: number;
  /** A stream ends after this long; EventSource reconnects at once and resumes by Last-Event-ID. */
  maxAgeMs: number;
}

export interface StreamOptions {
  bus: EventBus;
  channel: string;
  streams: OpenStreams;
  limits: StreamLimits;
  /** Keyed hash of the client's address (never the address itself). */
  ipKey: string;
  /** The phone's device cookie, when it has one: counted before the address. */
  deviceKey?: string | undefined;
  /** Streams of private data name their sign-in, so signing out ends them. */
  owner?: StreamOwner;
  /**
   * Sent first on every (re)connect: the current state, so a client never starts from nothing.
   * Given the channel position the stream starts from; it may answer with JSON already written
   * (a kept list) and the position that JSON reflects, used when it is at least as new.
   */
  snapshot?: (latest: number) => Promise<Snapshot | undefined>;
  /** Events that are not for this client are skipped here (their ids still count as seen). */
  filter?: (event: RealtimeEvent) => boolean;
  log?: (message: string, error: unknown) => void;
}

function lastEventId(request: FastifyRequest): number {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown> | undefined)?.lastEventId;
  const raw = typeof header === 'string' ? header : typeof query === 'string' ? query : undefined;
  const id = raw === undefined ? NaN : Number(raw);
  return Number.isSafeInteger(id) && id >= 0 ? id : 0;
}

/** Framed once per event however many streams send it: the bus hands each of them the same object. */
const frames = new WeakMap<RealtimeEvent, string>();
const frame = (event: RealtimeEvent) => {
  let text = frames.get(event);
  if (text === undefined) {
    text = `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
    frames.set(event, text);
  }
  return text;
};

/**
 * What a stream hears when its instance shuts down (a deploy's rolling restart): reconnect after
 * a short random pause, which EventSource does by itself (`retry:`), so the phones of a whole
 * venue spread over the instances still running instead of arriving at once. The `restarting`
 * event says why, for a client that listens; the reconnect resumes by Last-Event-ID, losing nothing.
 */
export function restartingFrame(random: () => number = Math.random): string {
  const retryMs = Math.round(RESTART_RETRY_MIN_MS + random() * (RESTART_RETRY_MAX_MS - RESTART_RETRY_MIN_MS));
  return `retry: ${retryMs}\nevent: restarting\ndata: ${JSON.stringify({ retry_ms: retryMs })}\n\n`;
}
const RESTART_RETRY_MIN_MS = 250;
const RESTART_RETRY_MAX_MS = 2_500;

interface Connection {
  write(chunk: string): void;
  close(): void;
  isClosed(): boolean;
  /** Runs once when the stream ends, whichever side ends it. */
  onClose(cleanup: () => void): void;
}

type ConnectionOptions = Pick<StreamOptions, 'streams' | 'limits' | 'ipKey' | 'deviceKey' | 'owner'> & {
  /** What the stream follows, for the metrics. */
  kind: string;
};

/**
 * Takes over the response as an event stream: the per-device and per-address caps, the headers,
 * a heartbeat, the maximum age and the registry of open streams (so a sign-out or shutdown ends it).
 */
function openConnection(request: FastifyRequest, reply: FastifyReply, options: ConnectionOptions): Connection {
  // One phone first (a few tabs at most), then the address: a venue's Wi-Fi puts a whole
  // audience behind one address, so its ceiling is set for a large room, not for one person.
  if (options.deviceKey && options.streams.countFromDevice(options.deviceKey) >= options.limits.perDevice) {
    throw tooManyRequests(sseMessages.tooManyStreams);
  }
  if (options.streams.countFrom(options.ipKey) >= options.limits.perIp) {
    throw tooManyRequests(sseMessages.tooManyStreams);
  }
  reply.hijack();
  const res = reply.raw;
  let closed = false;
  const cleanups: Array<() => void> = [];
  const write = (chunk: string) => {
    if (!closed && !res.writableEnded) res.write(chunk);
  };
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  write(`retry: ${RETRY_MS}\n\n`);
  const heartbeat = setInterval(() => write(`: ping\n\n`), HEARTBEAT_MS);
  const maxAge = setTimeout(() => close(), options.limits.maxAgeMs);
  heartbeat.unref();
  maxAge.unref();
  const forget = options.streams.add({
    close: (final) => close(final),
    ipKey: options.ipKey,
    deviceKey: options.deviceKey,
    owner: options.owner,
    kind: options.kind,
  });
  function close(finalChunk?: string) {
    if (closed) return;
    if (finalChunk) write(finalChunk);
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(maxAge);
    forget();
    for (const cleanup of cleanups.splice(0)) cleanup();
    if (!res.writableEnded) res.end();
  }
  request.raw.on('close', () => close());
  res.on('error', () => close());
  return {
    write,
    close: () => close(),
    isClosed: () => closed,
    onClose: (cleanup) => (closed ? cleanup() : void cleanups.push(cleanup)),
  };
}

/**
 * Serves a Server-Sent Events stream of one channel: every event once, in the channel's order.
 * Ids are positions in the channel with no gaps (docs/decisions/003), so a jump means this stream
 * missed something — a notification lost while the instance re-opened its LISTEN connection, or
 * two commits delivered out of order — and the gap is read from the event log before going on.
 * A reconnect with Last-Event-ID resumes the same way.
 */
export async function streamChannel(
  request: FastifyRequest,
  reply: FastifyReply,
  options: StreamOptions,
): Promise<void> {
  const connection = openConnection(request, reply, { ...options, kind: options.channel.split(':')[0]! });
  await forwardChannel(request, connection, options);
}

/**
 * The fan page's one stream (a venue's Wi-Fi carries hundreds of them): the live list's channel
 * forwarded as `streamChannel` does, and the phone's own states (its requests, tonight's songs)
 * followed as `streamState` does, on one connection. The state's messages carry no id, so they never move the Last-Event-ID the
 * channel resumes from; once the state is final only the channel goes on.
 */
export async function streamChannelWithState(
  request: FastifyRequest,
  reply: FastifyReply,
  options: StreamOptions & { states: readonly StateFeed<unknown>[]; kind: string },
): Promise<void> {
  const connection = openConnection(request, reply, options);
  for (const state of options.states) followState(connection, state, { endsStream: false, log: options.log });
  await forwardChannel(request, connection, options);
}

async function forwardChannel(request: FastifyRequest, connection: Connection, options: StreamOptions): Promise<void> {
  const { bus, channel, filter = () => true } = options;
  const requestedFrom = lastEventId(request);
  // Everything after the first read goes through one queue, so a catch-up from the log and live
  // events never interleave.
  const queue: Array<RealtimeEvent | 'catch-up'> = [];
  const { write, close } = connection;

  let lastSent = 0;
  const sendInOrder = (event: RealtimeEvent) => {
    lastSent = event.id;
    if (filter(event)) write(frame(event));
  };

  let busy = true;
  const catchUp = async () => {
    for (;;) {
      const page = await bus.since(channel, lastSent, CATCH_UP_PAGE);
      for (const event of page) if (event.id > lastSent && !connection.isClosed()) sendInOrder(event);
      if (page.length < CATCH_UP_PAGE || connection.isClosed()) return;
    }
  };
  const pump = async () => {
    busy = true;
    try {
      while (queue.length > 0 && !connection.isClosed()) {
        const item = queue.shift()!;
        if (item === 'catch-up') {
          await catchUp();
        } else if (item.id === lastSent + 1) {
          sendInOrder(item);
        } else if (item.id > lastSent) {
          await catchUp();
          // Not in the log (purged, or a read that lost a race with the purge): send it anyway.
          if (item.id > lastSent) sendInOrder(item);
        }
      }
    } catch (error) {
      options.log?.('stream catch-up failed; ending the stream so the client resumes', error);
      close();
    } finally {
      busy = false;
    }
  };
  const enqueue = (item: RealtimeEvent | 'catch-up') => {
    if (connection.isClosed()) return;
    if (!busy && queue.length === 0 && item !== 'catch-up' && item.id <= lastSent + 1) {
      if (item.id === lastSent + 1) sendInOrder(item);
      return;
    }
    queue.push(item);
    if (!busy) void pump();
  };

  const unsubscribe = bus.subscribe(channel, { event: enqueue, resync: () => enqueue('catch-up') });
  connection.onClose(() => {
    unsubscribe();
    queue.length = 0;
  });

  try {
    // Subscribed first, then read: nothing committed from here on can fall between the two.
    const latest = await bus.latestId(channel);
    // An id from before the log was renumbered (or another server's) cannot be resumed from.
    const resumeFrom = requestedFrom > 0 && requestedFrom <= latest ? requestedFrom : latest;
    const snapshot = options.snapshot ? await options.snapshot(latest) : undefined;
    const isFresh = resumeFrom === latest;
    let from = resumeFrom;
    if (snapshot) {
      // A fresh client learns the position the snapshot stands for, so its first reconnect resumes
      // from there; a resuming one replays from where it was. A kept snapshot newer than `latest`
      // already reflects the events in between, so they are not sent again.
      if (isFresh && 'at' in snapshot && snapshot.at > latest) from = snapshot.at;
      const json = 'json' in snapshot ? snapshot.json : JSON.stringify(snapshot.data);
      write(`${isFresh ? `id: ${from}\n` : ''}event: ${snapshot.type}\ndata: ${json}\n\n`);
    } else if (isFresh && latest > requestedFrom) {
      write(`id: ${latest}\n\n`);
    }
    lastSent = from;
    queue.unshift('catch-up');
    await pump();
  } catch (error) {
    options.log?.('stream setup failed', error);
    close();
  }
}

/**
 * One client's own view of a channel, derived rather than forwarded (docs/decisions/018): the
 * feed calls `deliver` with the whole state on start and after each change that concerns the
 * client, so nothing of the channel's events reaches it, only what the feed derives for it.
 */
export interface StateFeed<T> {
  /** The event name each state is sent as. */
  type: string;
  /** Starts delivering; returns the function that stops it. `fail` ends the stream (the client reconnects). */
  follow(deliver: (state: T) => void, fail: (error: unknown) => void): () => void;
  /** A state after which nothing changes: it is sent, then following stops. */
  isFinal(state: T): boolean;
}

function followState<T>(
  connection: Connection,
  feed: StateFeed<T>,
  { endsStream, log }: { endsStream: boolean; log: StreamOptions['log'] },
): void {
  let sentJson = '';
  let stop = () => {};
  let stopped = false;
  const end = () => {
    stopped = true;
    stop();
  };
  connection.onClose(end);
  stop = feed.follow(
    (state) => {
      if (connection.isClosed() || stopped) return;
      // Every message is the whole state, so one that says nothing new is not sent.
      const json = JSON.stringify(state);
      if (json !== sentJson) {
        sentJson = json;
        connection.write(`event: ${feed.type}\ndata: ${json}\n\n`);
      }
      if (feed.isFinal(state)) {
        if (endsStream) connection.close();
        else end();
      }
    },
    (error) => {
      log?.('state stream read failed; ending the stream so the client reconnects', error);
      connection.close();
    },
  );
  if (stopped) stop();
}

/**
 * Serves one client's own view of a channel rather than the channel itself (see `StateFeed`);
 * since every message is the whole state, a dropped stream misses nothing (the reconnect's first
 * message is current). The stream ends once the state is final.
 */
export function streamState<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: Pick<StreamOptions, 'streams' | 'limits' | 'ipKey' | 'deviceKey' | 'log'> & { feed: StateFeed<T> },
): void {
  const connection = openConnection(request, reply, { ...options, kind: options.feed.type });
  followState(connection, options.feed, { endsStream: true, log: options.log });
}

/**
 * A state feed that reads for its one client (docs/decisions/018's first form): on start, and
 * after each event of `channel` that `concerns` it, `read` runs afresh. Reads never overlap:
 * events that arrive during one fold into a single read after it, so the last state delivered
 * reflects the last commit. For views with a few clients each (a venue's screen); a view many
 * phones share reads once for all of them instead (my-requests feeds).
 */
export function channelStateFeed<T>(options: {
  bus: EventBus;
  channel: string;
  type: string;
  read: () => Promise<T>;
  concerns: (event: RealtimeEvent, current: T) => boolean;
  isFinal: (state: T) => boolean;
}): StateFeed<T> {
  return {
    type: options.type,
    isFinal: options.isFinal,
    follow(deliver, fail) {
      let current: T | undefined;
      let reading = false;
      let again = false;
      let stopped = false;
      const refresh = async () => {
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        try {
          do {
            again = false;
            const state = await options.read();
            if (stopped) return;
            current = state;
            deliver(state);
          } while (again && !stopped);
        } catch (error) {
          fail(error);
        } finally {
          reading = false;
        }
      };
      // Subscribed before the first read, so no change can fall between the two.
      const unsubscribe = options.bus.subscribe(options.channel, {
        event: (event) => {
          if (current === undefined || options.concerns(event, current)) void refresh();
        },
        resync: () => void refresh(),
      });
      void refresh();
      return () => {
        stopped = true;
        unsubscribe();
      };
    },
  };
}
