import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../../../test/web/fake-event-source';
import { streamHarness } from '../../../../../test/web/stream-harness';
import { useLiveActiveSessions } from './use-live-active-sessions';

let answerList: (sessions: unknown[]) => void;
// The live list answers when the test says so.
const { wrapper } = streamHarness(
  () => new Promise<Response>((resolve) => (answerList = (sessions) => resolve(Response.json(sessions)))),
);

interface FanProps {
  isReady: boolean;
  songsOf: number | null;
  myRequestsOf: number | null;
}

function renderFanPage(initial: FanProps) {
  return renderHook((props: FanProps) => useLiveActiveSessions(undefined, { ...props, onState: () => undefined }), {
    wrapper,
    initialProps: initial,
  });
}

describe('useLiveActiveSessions on a fan page', () => {
  it('opens one stream, once the live list and the QR code’s show are known, asking for that show’s songs', async () => {
    const page = renderFanPage({ isReady: false, songsOf: null, myRequestsOf: null });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    act(() => answerList([]));
    await waitFor(() => expect(page.result.current.sessions.isSuccess).toBe(true));
    // The QR code's musician is still on its way: no stream yet.
    expect(FakeEventSource.opened).toEqual([]);

    page.rerender({ isReady: true, songsOf: 34, myRequestsOf: null });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(FakeEventSource.opened[0]!.url).toBe('/api/sessions/active/stream?songs=34');
  });

  it('without a QR code, waits for the live list only, then asks for the show this phone sent to', async () => {
    const page = renderFanPage({ isReady: true, songsOf: null, myRequestsOf: null });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(FakeEventSource.opened).toEqual([]);
    // The page finds the remembered show in the list it has just read, in the same render.
    act(() => answerList([]));
    page.rerender({ isReady: true, songsOf: null, myRequestsOf: 7 });
    await waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
    expect(FakeEventSource.opened.map((stream) => stream.url)).toEqual(['/api/sessions/active/stream?my_requests=7&']);
  });

  it('opens the stream even when the live list could not be read: its snapshot brings the list', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'down' }, { status: 503 })),
    );
    renderFanPage({ isReady: true, songsOf: null, myRequestsOf: null });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(FakeEventSource.opened[0]!.url).toBe('/api/sessions/active/stream?');
  });
});
