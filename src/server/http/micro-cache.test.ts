import { describe, expect, it, vi } from 'vitest';
import { createMicroCache } from './micro-cache';

describe('createMicroCache', () => {
  it('loads once per TTL and shares a load between concurrent callers', async () => {
    let calls = 0;
    const cache = createMicroCache(1000, async () => ({ n: ++calls }));
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(a).toBe('{"n":1}');
    expect(b).toBe(a);
    expect(await cache.get()).toBe('{"n":1}');
    expect(calls).toBe(1);
  });

  it('reloads after the TTL and at once after invalidate()', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const cache = createMicroCache(1000, async () => ++calls);
      await cache.get();
      vi.advanceTimersByTime(1001);
      expect(await cache.get()).toBe('2');
      cache.invalidate();
      expect(await cache.get()).toBe('3');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a result that was loading when the cache was invalidated', async () => {
    let release!: () => void;
    let calls = 0;
    const cache = createMicroCache(60_000, async () => {
      calls++;
      if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
      return calls;
    });
    const stale = cache.get();
    await vi.waitFor(() => expect(calls).toBe(1));
    cache.invalidate();
    release();
    expect(await stale).toBe('1');
    expect(await cache.get()).toBe('2');
  });

  it('keeps the position read before each load beside its answer', async () => {
    let position = 7;
    let rows = ['a'];
    const cache = createMicroCache(
      60_000,
      async () => rows,
      async () => position,
    );
    expect(await cache.getPositioned()).toEqual({ json: '["a"]', at: 7 });
    // A change the cache has not heard of: the kept answer still says the position it reflects.
    position = 8;
    rows = ['a', 'b'];
    expect(await cache.getPositioned()).toEqual({ json: '["a"]', at: 7 });
    cache.invalidate();
    expect(await cache.getPositioned()).toEqual({ json: '["a","b"]', at: 8 });
    expect(await cache.get()).toBe('["a","b"]');
  });
});
