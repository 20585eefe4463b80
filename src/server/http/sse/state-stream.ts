// Server-Sent Events, part 3 of 3: one client's own view of a channel, sent as whole states.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus, RealtimeEvent } from '../../realtime/event-bus';
import { openConnection, type Connection, type ConnectionOptions } from './connection';

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

export function followState<T>(
  connection: Connection,
  feed: StateFeed<T>,
  { endsStream, log }: { endsStream: boolean; log: ConnectionOptions['log'] },
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
  options: Omit<ConnectionOptions, 'owner'> & { feed: StateFeed<T> },
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
