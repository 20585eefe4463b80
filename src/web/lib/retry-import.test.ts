import { describe, expect, it } from 'vitest';
import { backoffDelay, retryImport } from './retry-import';

/** A loader that fails `failures` times, then gives the module; counts its calls. */
function flakyLoader(failures: number) {
  let calls = 0;
  const load = () => {
    calls++;
    return calls <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/part.js'))
      : Promise.resolve({ default: 'the part' });
  };
  return { load, calls: () => calls };
}

describe('retryImport', () => {
  it('loads at once when the first try works, without waiting', async () => {
    const waits: number[] = [];
    const loader = flakyLoader(0);
    await expect(retryImport(loader.load, { wait: async (ms) => void waits.push(ms) })).resolves.toEqual({
      default: 'the part',
    });
    expect(loader.calls()).toBe(1);
    expect(waits).toEqual([]);
  });

  it('tries again after growing pauses until the download works', async () => {
    const waits: number[] = [];
    const loader = flakyLoader(6);
    const module = await retryImport(loader.load, { wait: async (ms) => void waits.push(ms) });
    expect(module).toEqual({ default: 'the part' });
    expect(loader.calls()).toBe(7);
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 15_000]);
  });

  it('keeps trying by default however long the connection stays down', async () => {
    const loader = flakyLoader(40);
    await expect(retryImport(loader.load, { wait: async () => undefined })).resolves.toEqual({ default: 'the part' });
    expect(loader.calls()).toBe(41);
  });

  it('gives up after the attempts it was given, with the last error', async () => {
    const waits: number[] = [];
    const loader = flakyLoader(10);
    await expect(retryImport(loader.load, { attempts: 3, wait: async (ms) => void waits.push(ms) })).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    expect(loader.calls()).toBe(3);
    expect(waits).toEqual([500, 1000]);
  });
});

describe('backoffDelay', () => {
  it('doubles from the base up to the ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((attempt) => backoffDelay(attempt))).toEqual([
      500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000,
    ]);
    expect(backoffDelay(3, 100, 250)).toBe(250);
  });
});
