// Server-Sent Events, part 1 of 3: taking over a response as a stream (caps, headers, heartbeat,
// maximum age, the registry of open streams). channel-stream.ts forwards a channel over it;
// state-stream.ts sends one client's derived state.
import { headersForRawResponse } from '../security-headers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../errors';
import type { OpenStreams, StreamOwner } from '../open-streams';

/** Comment lines every 15 s keep proxies and phones from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/** Tells EventSource how long to wait before reconnecting. */
const RETRY_MS = 3_000;

export const sseMessages = {
  tooManyStreams: 'Too many live connections from this network. Please close a few tabs and try again.',
} as const;

export interface StreamLimits {
  /** Open streams one address may hold on this instance: a venue's shared Wi-Fi is one address. */
  perIp: number;
  /** Open streams one phone (its device cookie) may hold on this instance. */
  perDevice: number;
  /** A stream ends after this long; EventSource reconnects at once and resumes by Last-Event-ID. */
  maxAgeMs: number;
}

/** Who may open a stream and what it counts against: every kind of stream starts here. */
export interface ConnectionOptions {
  streams: OpenStreams;
  limits: StreamLimits;
  /** Keyed hash of the client's address (never the address itself). */
  ipKey: string;
  /** The phone's device cookie, when it has one: counted before the address. */
  deviceKey?: string | undefined;
  /** Streams of private data name their sign-in, so signing out ends them. */
  owner?: StreamOwner;
  log?: (message: string, error: unknown) => void;
}

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

/** Written to every stream as the same bytes: encoded once, not once per stream. */
const RETRY_FRAME = Buffer.from(`retry: ${RETRY_MS}\n\n`);
const PING_FRAME = Buffer.from(`: ping\n\n`);

/**
 * One heartbeat for every stream of the process instead of an interval per stream: with 10,000
 * streams open that is one timer, not 10,000. A stream is pinged every 15 s, the first time within
 * 15 s of opening (its `retry:` line was its last write; proxies' idle limits are a minute or more).
 */
const beating = new Set<() => void>();
let heartbeat: NodeJS.Timeout | undefined;
function beat(ping: () => void): () => void {
  beating.add(ping);
  if (!heartbeat) {
    heartbeat = setInterval(() => {
      for (const each of beating) each();
    }, HEARTBEAT_MS);
    heartbeat.unref();
  }
  return () => {
    beating.delete(ping);
    if (beating.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  };
}

export interface Connection {
  /** A Buffer is written as it is: a broadcast encodes its frame once for all its streams. */
  write(chunk: string | Buffer): void;
  close(): void;
  isClosed(): boolean;
  /** Runs once when the stream ends, whichever side ends it. */
  onClose(cleanup: () => void): void;
}

/**
 * Takes over the response as an event stream: the per-device and per-address caps, the headers,
 * a heartbeat, the maximum age and the registry of open streams (so a sign-out or shutdown ends it).
 */
export function openConnection(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ConnectionOptions & {
    /** What the stream follows, for the metrics. */
    kind: string;
  },
): Connection {
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
  const write = (chunk: string | Buffer) => {
    if (!closed && !res.writableEnded) res.write(chunk);
  };
  res.writeHead(
    200,
    headersForRawResponse(reply, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    }),
  );
  write(RETRY_FRAME);
  const stopBeating = beat(() => write(PING_FRAME));
  const maxAge = setTimeout(() => close(), options.limits.maxAgeMs);
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
    stopBeating();
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
