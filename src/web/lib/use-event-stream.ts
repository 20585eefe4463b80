import { useEffect, useRef, useState } from 'react';

/** One handler per named event; `data` is the event's JSON payload, already parsed. */
export type EventStreamHandlers = Record<string, (data: unknown) => void>;

/**
 * After the browser gives up on a stream (a non-200 answer such as a 401 or a 503 from a proxy),
 * try a fresh connection this much later. Dropped connections are EventSource's own business: it
 * reconnects after the server's `retry:` (3 s) and sends Last-Event-ID, so nothing is missed.
 */
const RECONNECT_AFTER_CLOSE_MS = 15_000;

function withLastEventId(url: string, lastEventId: string): string {
  if (!lastEventId) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(lastEventId)}`;
}

/**
 * Subscribes to a Server-Sent Events stream while `url` is set (null closes it). Reports whether
 * the stream is connected, so callers fall back to polling while it is not (DESIGN.md "Real time").
 * Handlers may change on every render; the set of event names should not.
 */
export function useEventStream(url: string | null, handlers: EventStreamHandlers): { isConnected: boolean } {
  const [isConnected, setIsConnected] = useState(false);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  const eventNames = Object.keys(handlers).sort().join('\n');

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let reconnectTimer: number | undefined;
    let lastEventId = '';

    const connect = () => {
      // A brand-new EventSource has no Last-Event-ID of its own; the server also reads it from the query.
      const current = new EventSource(withLastEventId(url, lastEventId));
      source = current;
      current.onopen = () => setIsConnected(true);
      current.onerror = () => {
        setIsConnected(false);
        if (current.readyState === EventSource.CLOSED) {
          reconnectTimer = window.setTimeout(connect, RECONNECT_AFTER_CLOSE_MS);
        }
      };
      for (const name of eventNames.split('\n')) {
        current.addEventListener(name, (event) => {
          const message = event as MessageEvent<string>;
          if (message.lastEventId) lastEventId = message.lastEventId;
          let data: unknown;
          try {
            data = JSON.parse(message.data);
          } catch {
            console.warn(`Ignoring a malformed "${name}" event`);
            return;
          }
          handlersRef.current[name]?.(data);
        });
      }
    };

    connect();
    return () => {
      window.clearTimeout(reconnectTimer);
      source?.close();
      setIsConnected(false);
    };
  }, [url, eventNames]);

  return { isConnected: url !== null && isConnected };
}
