import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SongRequest } from '../../../../shared/live';
import { songRequest } from '../../../../../test/web/song-request';
import { ToastProvider } from '../../../components/toast-provider';
import { useRequestActions } from './use-request-actions';

const request = (id: number, changes: Partial<SongRequest> = {}) =>
  songRequest(id, { song_title: `Song ${id} ${'Wonderwall'.repeat(6)} 🎸`, ...changes });

let fetchMock: ReturnType<typeof vi.fn>;
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => [
    (init as RequestInit).method,
    url,
    JSON.parse(((init as RequestInit).body as string | null) ?? 'null') as unknown,
  ]);

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <ToastProvider>{children}</ToastProvider>
  </QueryClientProvider>
);

beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const body = JSON.parse(init.body as string) as { status: SongRequest['status']; request_ids?: number[] };
    if (url.endsWith('/requests/status')) {
      return Response.json({ success: true, requests: body.request_ids!.map((id) => request(id, body)) });
    }
    return Response.json({ success: true, request: request(Number(url.split('/')[3]), body) });
  });
  vi.stubGlobal('fetch', fetchMock);
});

describe('useRequestActions', () => {
  it('sends several requests as one action, so one Undo takes them all back', async () => {
    const { result } = renderHook(() => useRequestActions(), { wrapper });
    await act(() =>
      result.current.changeStatus([request(1), request(2), request(3, { status: 'accepted' })], 'declined'),
    );
    // The accepted one cannot be declined: it is skipped, the other two go as one call.
    expect(calls()).toEqual([
      ['POST', '/api/sessions/live/7/requests/status', { request_ids: [1, 2], status: 'declined' }],
    ]);
  });

  it("sends one request's own change on its own", async () => {
    const { result } = renderHook(() => useRequestActions(), { wrapper });
    await act(() => result.current.changeStatus([request(4)], 'accepted'));
    expect(calls()).toEqual([['PUT', '/api/requests/4/status', { status: 'accepted' }]]);
    expect(result.current.busyIds.size).toBe(0);
  });
});
