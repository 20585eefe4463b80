import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveSession, SongRequest } from '../../../shared/live';
import { FakeEventSource } from '../../../../test/web/fake-event-source';
import { streamHarness } from '../../../../test/web/stream-harness';
import { songRequest } from '../../../../test/web/song-request';
import { liveSession } from '../../../../test/web/live-session';
import { liveQueueQueryKey, type LiveQueue } from './api/get-live-queue';
import { nightQueryKey } from './api/night';
import { QUEUE_POLL_MS, useLiveQueue } from './use-live-queue';

const session: LiveSession = liveSession();

const request = (id: number, changes: Partial<SongRequest> = {}) =>
  songRequest(id, { session_id: session.id, song_title: `Song ${id} ${'Wonderwall'.repeat(6)} 🎸`, ...changes });

// The first read, before the stream's snapshot: the queue as the GET answers it.
const harness = streamHarness(async () => Response.json({ session, requests: [request(1)] } satisfies LiveQueue));
const { wrapper } = harness;

/** What the hook has written to the queue's cache (the screen re-renders from it). */
const queue = () => harness.client.getQueryData<LiveQueue>(liveQueueQueryKey);

function renderQueue() {
  const onSessionEnded = vi.fn();
  const hook = renderHook(() => useLiveQueue({ isEnabled: true, isAutoRefreshOn: true, onSessionEnded }), {
    wrapper,
  });
  const stream = FakeEventSource.opened[0]!;
  act(() => stream.onopen?.());
  return { hook, stream, onSessionEnded };
}

describe('useLiveQueue', () => {
  it('merges pushed requests into the queue, and an older copy never undoes a newer change', async () => {
    const { hook, stream } = renderQueue();
    expect(stream.url).toBe('/api/sessions/live/requests/stream');
    await waitFor(() => expect(hook.result.current.query.data?.requests).toHaveLength(1));
    expect(hook.result.current.isStreaming).toBe(true);

    stream.send('snapshot', { session, requests: [request(1), request(2)] }, '4');
    stream.send('request.created', request(3), '5');
    expect(queue()?.requests.map((r) => r.id)).toEqual([1, 2, 3]);

    // Accepted at 20:05, then a slow copy from 20:02 (a poll answering after the push) arrives.
    stream.send('request.updated', request(2, { status: 'accepted', updated_at: '2026-11-26T20:05:00.000Z' }), '6');
    stream.send('request.updated', request(2, { status: 'pending', updated_at: '2026-11-26T20:02:00.000Z' }), '7');
    expect(queue()?.requests.find((r) => r.id === 2)?.status).toBe('accepted');
    // A newer change still lands.
    stream.send('request.updated', request(2, { status: 'played', updated_at: '2026-11-26T20:09:00.000Z' }), '8');
    expect(queue()?.requests.find((r) => r.id === 2)?.status).toBe('played');

    // Another show's request (an old tab's stream) is not this queue's.
    stream.send('request.created', request(99, { session_id: 8 }), '9');
    expect(queue()?.requests.map((r) => r.id)).toEqual([1, 2, 3]);
    // Something that is not a request is ignored rather than breaking the list.
    stream.send('request.created', { nonsense: true }, '10');
    expect(queue()?.requests).toHaveLength(3);
  });

  it('follows a pause from elsewhere, and says when the show ended', async () => {
    const { hook, stream, onSessionEnded } = renderQueue();
    await waitFor(() => expect(hook.result.current.query.data).toBeDefined());
    stream.send('session.updated', { id: session.id, status: 'paused', paused_by: 'admin' });
    expect(queue()?.session).toMatchObject({ status: 'paused', paused_by: 'admin' });
    stream.send('session.ended', { id: 12345 });
    expect(onSessionEnded).not.toHaveBeenCalled();
    stream.send('session.ended', { id: session.id });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('follows a request cap set on another device, keeps it through other changes, and lifts it', async () => {
    const { hook, stream } = renderQueue();
    await waitFor(() => expect(hook.result.current.query.data).toBeDefined());
    stream.send('session.updated', { id: session.id, status: 'active', paused_by: null, max_requests: 40 });
    expect(queue()?.session.max_requests).toBe(40);
    stream.send('session.updated', { id: session.id, status: 'paused', paused_by: 'musician' });
    expect(queue()?.session).toMatchObject({ status: 'paused', max_requests: 40 });
    stream.send('session.updated', { id: session.id, status: 'paused', paused_by: 'musician', max_requests: null });
    expect(queue()?.session.max_requests).toBeNull();
  });

  it('follows the stage set on another device, and ignores an event of another show or of an unknown shape', async () => {
    const { hook, stream } = renderQueue();
    await waitFor(() => expect(hook.result.current.query.data).toBeDefined());
    const stage = { queue_order: 'tip', now_playing_id: 1, undo_label: 'Played Song 1', screen_shows_fans: 1 };
    stream.send('session.stage', { id: session.id, ...stage });
    expect(queue()?.session).toMatchObject(stage);
    const before = queue();
    stream.send('session.stage', { id: 999, ...stage, queue_order: 'arrival' });
    stream.send('session.stage', { id: session.id, ...stage, queue_order: 'loudest' });
    stream.send('session.updated', { id: session.id, status: 'asleep', paused_by: null });
    stream.send('session.updated', { id: session.id, status: 'paused', paused_by: 'admin', repertoire_only: 'yes' });
    expect(queue()).toBe(before);
  });

  it('marks the night to be read again on a stage event, from whichever device tapped', async () => {
    const { hook, stream } = renderQueue();
    await waitFor(() => expect(hook.result.current.query.data).toBeDefined());
    harness.client.setQueryData(nightQueryKey(session.id), { session_id: session.id });
    expect(harness.client.getQueryState(nightQueryKey(session.id))?.isInvalidated).toBe(false);
    stream.send('session.stage', {
      id: session.id,
      queue_order: 'tip',
      now_playing_id: null,
      undo_label: 'Skipped Valerie',
      screen_shows_fans: 0,
    });
    expect(harness.client.getQueryState(nightQueryKey(session.id))?.isInvalidated).toBe(true);
  });

  it('polls only while the stream is down', async () => {
    // Faked before the first render, so a poll timer set up at once is the test's too; real time
    // still moves them on (waitFor needs it), far less than a poll's 3 s within this test.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    try {
      const { hook, stream } = renderQueue();
      await waitFor(() => expect(hook.result.current.query.data).toBeDefined());
      expect(hook.result.current.isStreaming).toBe(true);
      const reads = () => vi.mocked(fetch).mock.calls.length;
      const streaming = reads();
      await act(() => vi.advanceTimersByTimeAsync(QUEUE_POLL_MS * 3));
      expect(reads()).toBe(streaming);

      act(() => stream.onerror?.());
      expect(hook.result.current.isStreaming).toBe(false);
      const down = reads();
      await act(() => vi.advanceTimersByTimeAsync(QUEUE_POLL_MS * 3));
      expect(reads()).toBeGreaterThanOrEqual(down + 3);

      act(() => FakeEventSource.opened.at(-1)!.onopen?.());
      expect(hook.result.current.isStreaming).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(0));
      const back = reads();
      await act(() => vi.advanceTimersByTimeAsync(QUEUE_POLL_MS * 3));
      expect(reads()).toBe(back);
    } finally {
      vi.useRealTimers();
    }
  });
});
