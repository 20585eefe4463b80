import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Memory given back after a burst of streams closes (issue 48 point 3).
 *
 * When thousands of phones hang up at once (a big show ends, a venue's Wi-Fi drops), their
 * streams' objects become garbage in V8's old space, and the native socket memory behind them is
 * freed only when those objects are collected. The process is idle by then, so V8 has no reason
 * to run a major collection and the memory stays resident for hours: 150 MB after 10,000 streams
 * on the bench, of which 1.5 MB was still live (bench/README.md, the heap probe). One full
 * collection once the burst has settled gives it back to the allocator, and the allocator gives it
 * to the system when told to trim (`MALLOC_TRIM_THRESHOLD_`, set by `start:prod` and the image).
 *
 * A burst is `burst` streams fewer than the most this instance held since its last collection.
 * The collection waits until no stream has closed for `quietMs` (the burst is over), but no longer
 * than `maxWaitMs` after the burst began: a busy instance whose streams never stop churning still
 * collects. It blocks the loop for as long as a major collection takes (tens of milliseconds for
 * this server's heap), once per burst, when few streams are left to notice.
 */
export interface BurstWatch {
  /** A stream opened; `open` is how many this instance holds now. */
  opened(open: number): void;
  /** A stream closed; `open` is how many this instance holds now. */
  closed(open: number): void;
  stop(): void;
}

export interface BurstWatchOptions {
  burst: number;
  quietMs: number;
  maxWaitMs: number;
  /** Runs the collection; told how many streams closed since the last one. */
  collect: (closed: number) => void;
}

export function watchForBursts(options: BurstWatchOptions): BurstWatch {
  let open = 0;
  let peak = 0;
  let burstBegan = 0;
  let lastClose = 0;
  let timer: NodeJS.Timeout | undefined;

  const arm = (ms: number) => {
    timer = setTimeout(settle, ms);
    // A pending collection never keeps a stopping process alive.
    timer.unref();
  };
  function settle() {
    const at = Date.now();
    const quietFor = at - lastClose;
    const waited = at - burstBegan;
    if (quietFor < options.quietMs && waited < options.maxWaitMs) {
      arm(Math.min(options.quietMs - quietFor, options.maxWaitMs - waited));
      return;
    }
    timer = undefined;
    const closed = peak - open;
    peak = open;
    options.collect(closed);
  }

  return {
    opened(count) {
      open = count;
      if (count > peak) peak = count;
    },
    closed(count) {
      open = count;
      if (peak - count < options.burst) return;
      lastClose = Date.now();
      if (timer) return;
      burstBegan = lastClose;
      arm(options.quietMs);
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

let gc: (() => void) | undefined;

/**
 * A full, synchronous collection of the whole heap. The server runs without `--expose-gc`: the
 * flag set at run time exposes `gc` to contexts created after it, and a fresh context hands it
 * over (the function collects the whole isolate, not only that context).
 */
export function majorCollection(): void {
  if (!gc) {
    const exposed = (globalThis as { gc?: () => void }).gc;
    if (exposed) gc = exposed;
    else {
      v8.setFlagsFromString('--expose-gc');
      gc = vm.runInNewContext('gc') as () => void;
    }
  }
  gc();
}
