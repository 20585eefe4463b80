import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOpenStreams, type OpenStream } from '../http/open-streams';
import { startTestApp } from '../../../test/app';
import { openStream } from '../../../test/sse-client';
import { majorCollection, watchForBursts } from './give-back-memory';

afterEach(() => {
  vi.useRealTimers();
});

const options = { burst: 1000, quietMs: 2000, maxWaitMs: 30_000 };

function streamsWatched() {
  vi.useFakeTimers();
  const collect = vi.fn();
  const watch = watchForBursts({ ...options, collect });
  const streams = createOpenStreams(watch);
  const open = (n: number) =>
    Array.from({ length: n }, () =>
      streams.add({ close: () => undefined, ipKey: 'ip', kind: 'sessions' } as OpenStream),
    );
  return { collect, watch, open };
}

describe('memory given back after a burst of streams closes', () => {
  it('collects once, when the burst has been quiet for quietMs', () => {
    const { collect, open } = streamsWatched();
    const forget = open(10_000);
    // The phones hang up over three seconds: nothing runs while they still do.
    for (let i = 0; i < 10_000; i++) {
      if (i > 0 && i % 1000 === 0) vi.advanceTimersByTime(300);
      forget[i]!();
    }
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(options.quietMs - 1);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(collect).toHaveBeenCalledWith(10_000);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('leaves everyday churn alone: fewer than `burst` closed since the most held', () => {
    const { collect, open } = streamsWatched();
    const forget = open(1500);
    for (const f of forget.slice(0, 999)) f();
    vi.advanceTimersByTime(60_000);
    expect(collect).not.toHaveBeenCalled();
    // Phones coming and going at the same level never make a burst either.
    for (let round = 0; round < 20; round++) for (const f of open(500).slice(0, 500)) f();
    vi.advanceTimersByTime(60_000);
    expect(collect).not.toHaveBeenCalled();
  });

  it('collects within maxWaitMs on an instance whose streams never stop closing', () => {
    const { collect, open } = streamsWatched();
    const forget = open(5000);
    for (const f of forget.slice(0, 1000)) f();
    // One close every second for a minute: never quiet for two.
    for (let s = 1; s <= 60 && collect.mock.calls.length === 0; s++) {
      vi.advanceTimersByTime(1000);
      forget[1000 + s]!();
    }
    expect(collect).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts the next burst from what is held after a collection', () => {
    const { collect, open } = streamsWatched();
    const forget = open(3000);
    for (const f of forget.slice(0, 1000)) f();
    vi.advanceTimersByTime(options.quietMs);
    expect(collect).toHaveBeenCalledTimes(1);
    // 2,000 held now: 999 more closing is not a burst, 1,000 is.
    for (const f of forget.slice(1000, 1999)) f();
    vi.advanceTimersByTime(options.quietMs);
    expect(collect).toHaveBeenCalledTimes(1);
    forget[1999]!();
    vi.advanceTimersByTime(options.quietMs);
    expect(collect).toHaveBeenCalledTimes(2);
    expect(collect).toHaveBeenLastCalledWith(1000);
  });

  it('stop() cancels a pending collection (the app closing)', () => {
    const { collect, watch, open } = streamsWatched();
    for (const f of open(1000)) f();
    watch.stop();
    vi.advanceTimersByTime(60_000);
    expect(collect).not.toHaveBeenCalled();
  });

  it('majorCollection() really collects, without --expose-gc', async () => {
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    // Made in a function of its own, so nothing here holds it once the function has returned.
    const ref = (() => new WeakRef({ big: new Array(1000).fill('x') }))();
    // A WeakRef keeps its target until the job that made it has finished.
    await new Promise((resolve) => setImmediate(resolve));
    majorCollection();
    expect(ref.deref()).toBeUndefined();
  });

  it('the app runs it when its streams close in a burst', async () => {
    const collect = vi.fn();
    const t = await startTestApp({ streamBursts: { burst: 3, quietMs: 20, maxWaitMs: 1000, collect } });
    try {
      const streams = await Promise.all(
        Array.from({ length: 3 }, () => openStream(`${t.url}/api/sessions/active/stream`)),
      );
      await Promise.all(streams.map((s) => s.next('snapshot')));
      expect(t.ctx.streams.size()).toBe(3);
      for (const s of streams) s.close();
      await vi.waitFor(() => expect(collect).toHaveBeenCalledWith(3), { timeout: 10_000 });
      expect(t.ctx.streams.size()).toBe(0);
    } finally {
      await t.close();
    }
  });
});
