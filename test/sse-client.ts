/**
 * Reads a Server-Sent Events stream the way EventSource would, for tests: `next(type)` resolves
 * with the next event of that type.
 */
export interface SseEvent {
  id: string | undefined;
  type: string;
  data: any;
}

export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  /** Every event in arrival order, consumed by next() or not. */
  const received: SseEvent[] = [];
  const watchers = new Set<() => void>();
  let ended = false;
  const waiters: Array<{ type: string; resolve: (e: SseEvent) => void }> = [];
  let lastId: string | undefined;

  const pump = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let type = 'message';
          let data: string | undefined;
          let id: string | undefined;
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) type = line.slice(7);
            else if (line.startsWith('data: ')) data = line.slice(6);
            else if (line.startsWith('id: ')) id = line.slice(4);
          }
          if (id !== undefined) lastId = id;
          if (data === undefined) continue;
          const event = { id, type, data: JSON.parse(data) };
          received.push(event);
          for (const watch of [...watchers]) watch();
          const waiter = waiters.findIndex((w) => w.type === type);
          if (waiter >= 0) waiters.splice(waiter, 1)[0]!.resolve(event);
          else events.push(event);
        }
      }
    } catch {
      // aborted
    }
    ended = true;
    for (const watch of [...watchers]) watch();
  };
  void pump();

  /** Re-checks `outcome` as events arrive (or the stream ends): a value resolves, an Error rejects. */
  function watch<T>(outcome: () => T | Error | undefined, timedOut: () => string, timeoutMs: number): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const result = outcome();
        if (result === undefined) return;
        finish();
        if (result instanceof Error) reject(result);
        else resolve(result);
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(timedOut()));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        watchers.delete(check);
      };
      watchers.add(check);
      check();
    });
  }

  return {
    status: response.status,
    headers: response.headers,
    get lastEventId() {
      return lastId;
    },
    next(type: string, timeoutMs = 5000): Promise<SseEvent> {
      const index = events.findIndex((e) => e.type === type);
      if (index >= 0) return Promise.resolve(events.splice(index, 1)[0]!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "${type}" event within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ type, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      });
    },
    /** Every event so far, in arrival order. */
    get received(): readonly SseEvent[] {
      return received;
    },
    /** True once the server ended the stream (or it was closed). */
    get ended() {
      return ended;
    },
    /** Resolves when `done(received)` holds; rejects if the stream ends first or after `timeoutMs`. */
    until(done: (events: readonly SseEvent[]) => boolean, timeoutMs = 20_000): Promise<readonly SseEvent[]> {
      return watch(
        () =>
          done(received) ? received : ended ? new Error(`stream ended after ${received.length} events`) : undefined,
        () => `condition not met within ${timeoutMs} ms (${received.length} events)`,
        timeoutMs,
      );
    },
    /** Resolves when the server ends the stream. */
    async closed(timeoutMs = 5_000): Promise<void> {
      await watch(
        () => (ended ? true : undefined),
        () => `stream still open after ${timeoutMs} ms`,
        timeoutMs,
      );
    },
    close: () => controller.abort(),
  };
}
