// Server-Sent Events, part 2 of 3: a channel forwarded in order, with catch-up from the event
// log on a gap or a reconnect (Last-Event-ID), behind an optional snapshot.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus, RealtimeEvent } from '../../realtime/event-bus';
import { openConnection, type Connection, type ConnectionOptions } from './connection';
import { followState, type StateFeed } from './state-stream';

/** Events read from the log per query while catching up. */
const CATCH_UP_PAGE = 500;

export type Snapshot =
  | { type: string; data: unknown }
  | {
      type: string;
      json: string;
      /** The channel position the JSON reflects (at least): the stream goes on from there. */
      at: number;
    };

export interface StreamOptions extends ConnectionOptions {
  bus: EventBus;
  channel: string;
  /**
   * Sent first on every (re)connect: the current state, so a client never starts from nothing.
   * Given the channel position the stream starts from; it may answer with JSON already written
   * (a kept list) and the position that JSON reflects, used when it is at least as new.
   */
  snapshot?: (latest: number) => Promise<Snapshot | undefined>;
  /** Events that are not for this client are skipped here (their ids still count as seen). */
  filter?: (event: RealtimeEvent) => boolean;
}

function lastEventId(request: FastifyRequest): number {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown> | undefined)?.lastEventId;
  const raw = typeof header === 'string' ? header : typeof query === 'string' ? query : undefined;
  const id = raw === undefined ? NaN : Number(raw);
  return Number.isSafeInteger(id) && id >= 0 ? id : 0;
}

/**
 * Framed and encoded once per event however many streams send it: the bus hands each of them the
 * same object, and every stream writes the same Buffer (a string would be encoded again per
 * socket write, 10,000 copies for 10,000 streams).
 */
const frames = new WeakMap<RealtimeEvent, Buffer>();
const frame = (event: RealtimeEvent) => {
  let bytes = frames.get(event);
  if (bytes === undefined) {
    bytes = Buffer.from(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    frames.set(event, bytes);
  }
  return bytes;
};

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
