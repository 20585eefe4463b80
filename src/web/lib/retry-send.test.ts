import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { isTransient, retrySend } from './retry-send';

/** A send that fails with each of `failures` in turn, then answers; counts its tries. */
function sendFailing(...failures: unknown[]) {
  let tries = 0;
  const send = () => {
    tries++;
    return tries <= failures.length ? Promise.reject(failures[tries - 1]) : Promise.resolve('stored');
  };
  return { send, tries: () => tries };
}

/** Records each pause instead of waiting. */
function pauses() {
  const waited: number[] = [];
  return { waited, sleep: async (ms: number) => void waited.push(ms) };
}

const proxy = (status: number) => new ApiError(status, undefined);
const offline = new NetworkError(new TypeError('Failed to fetch'));

describe('retrySend', () => {
  it('answers at once when the first try works, without pausing', async () => {
    const { send, tries } = sendFailing();
    const { waited, sleep } = pauses();
    await expect(retrySend(send, { sleep })).resolves.toBe('stored');
    expect(tries()).toBe(1);
    expect(waited).toEqual([]);
  });

  it('tries again after no answer, 502, 503 and 504, pausing 300 ms, 1 s and 2.5 s (±25 %)', async () => {
    const { send, tries } = sendFailing(offline, proxy(502), proxy(503));
    const middle = pauses();
    await expect(retrySend(send, { sleep: middle.sleep, random: () => 0.5 })).resolves.toBe('stored');
    expect(tries()).toBe(4);
    expect(middle.waited).toEqual([300, 1000, 2500]);

    const early = pauses();
    await retrySend(sendFailing(proxy(504), proxy(504)).send, { sleep: early.sleep, random: () => 0 });
    expect(early.waited).toEqual([225, 750]);
    const late = pauses();
    await retrySend(sendFailing(proxy(504)).send, { sleep: late.sleep, random: () => 0.999_999 });
    expect(late.waited).toEqual([375]);
  });

  it('gives up after the fourth try with the last failure (then the fan sees Retry)', async () => {
    const { send, tries } = sendFailing(proxy(502), offline, proxy(503), proxy(502), proxy(502));
    const { waited, sleep } = pauses();
    await expect(retrySend(send, { sleep, random: () => 0.5 })).rejects.toEqual(proxy(502));
    expect(tries()).toBe(4);
    expect(waited).toHaveLength(3);
  });

  it.each([
    ['a refusal', new ApiError(409, 'This Idempotency-Key was already used', undefined, 'idempotency_key_reused')],
    ['bad input', new ApiError(400, 'Song title is required')],
    ['the show ended', new ApiError(404, undefined, undefined, 'session_not_live')],
    ['too many', new ApiError(429, undefined)],
    ['a server error', new ApiError(500, undefined)],
    ['maintenance (our own 503, with its code)', new ApiError(503, 'Back soon', undefined, 'maintenance')],
    ['an abort', new DOMException('The operation was aborted.', 'AbortError')],
  ])('never repeats %s', async (_name, failure) => {
    const { send, tries } = sendFailing(failure);
    const { waited, sleep } = pauses();
    await expect(retrySend(send, { sleep })).rejects.toBe(failure);
    expect(tries()).toBe(1);
    expect(waited).toEqual([]);
  });

  it('stops when its signal aborts during a pause', async () => {
    const controller = new AbortController();
    const { send, tries } = sendFailing(proxy(502), proxy(502));
    const sleep = (_ms: number, signal?: AbortSignal) =>
      new Promise<void>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason as Error));
        controller.abort(new DOMException('The fan left the page', 'AbortError'));
      });
    await expect(retrySend(send, { sleep, signal: controller.signal })).rejects.toThrow('The fan left the page');
    expect(tries()).toBe(1);
  });

  it('waits for real by default, and an abort ends the wait at once', async () => {
    const controller = new AbortController();
    const { send, tries } = sendFailing(offline, offline);
    const sending = retrySend(send, { signal: controller.signal, delaysMs: [60_000] });
    await Promise.resolve();
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(sending).rejects.toThrow('gone');
    expect(tries()).toBe(1);
  });

  it('tells a phone that knows it is offline at once', async () => {
    const { send, tries } = sendFailing(offline, offline);
    vi.stubGlobal('navigator', { onLine: false });
    try {
      await expect(retrySend(send, { sleep: async () => undefined })).rejects.toBe(offline);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(tries()).toBe(1);
  });

  it('knows a transient failure from an answer', () => {
    expect([offline, proxy(502), proxy(503), proxy(504)].map(isTransient)).toEqual([true, true, true, true]);
    expect([proxy(500), proxy(501), proxy(505), proxy(429), new Error('x')].map(isTransient)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
