import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backingMessages } from '../../../../shared/requests/backing-messages';
import type { ShowSongs } from '../api/show-songs';
import BackingList from './backing-list';

const LONG = `${'Champagne​Supernova'.repeat(6)} 🍾🎶`;

const state = (changes: Partial<ShowSongs> = {}): ShowSongs => ({
  session: { id: 7, status: 'active' },
  is_open: true,
  coming_up: null,
  songs: [
    { song_key: 'long|', song_title: LONG, artist_name: null, count: 3, mine: null },
    { song_key: 'wonderwall|oasis', song_title: 'Wonderwall', artist_name: 'Oasis', count: 1, mine: 'backed' },
    { song_key: 'yellow|coldplay', song_title: 'Yellow', artist_name: 'Coldplay', count: 2, mine: 'asked' },
  ],
  ...changes,
});

let calls: Array<{ method: string; path: string; body: unknown }>;
let answer: (method: string) => Response;

beforeEach(() => {
  calls = [];
  answer = () =>
    new Response(JSON.stringify({ success: true }), { status: 201, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'GET')
        return new Response(JSON.stringify(state()), { headers: { 'content-type': 'application/json' } });
      return answer(method);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderList(initial: ShowSongs | undefined = state()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (initial) client.setQueryData(['show-songs', 7], initial);
  const onBacked = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <BackingList sessionId={7} isStreaming onBacked={onBacked} />
    </QueryClientProvider>,
  );
  return { client, onBacked };
}

describe('BackingList', () => {
  it('shows what is coming up tonight when the musician shows it, even with no songs to back', () => {
    renderList(
      state({
        songs: [],
        coming_up: [
          { title: 'Valerie', artist: 'Amy Winehouse' },
          { title: LONG, artist: null },
        ],
      }),
    );
    const list = screen.getByRole('heading', { name: 'Coming up' }).closest('section')!;
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '1.Valerie — Amy Winehouse',
      `2.${LONG}`,
    ]);
    expect(screen.queryByRole('heading', { name: 'Asked for tonight' })).toBeNull();
  });

  it('shows nothing of the night while the musician does not', () => {
    renderList(state({ coming_up: null }));
    expect(screen.queryByRole('heading', { name: 'Coming up' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Asked for tonight' })).toBeTruthy();
  });

  it('lists the songs with their counts and a +1 that says what it does', () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Asked for tonight' })).toBeTruthy();
    expect(screen.getByText(LONG)).toBeTruthy();
    expect(screen.getByText('Asked 3 times')).toBeTruthy();
    expect(screen.getByText('Asked once')).toBeTruthy();
    const add = screen.getByRole('button', { name: `Add your +1 to ${LONG}` });
    expect(add.getAttribute('aria-pressed')).toBe('false');
    const taken = screen.getByRole('button', { name: 'Take back your +1 for Wonderwall by Oasis' });
    expect(taken.getAttribute('aria-pressed')).toBe('true');
    // A song this phone asked for itself has no +1.
    expect(screen.queryByRole('button', { name: /Yellow/ })).toBeNull();
    expect(screen.getByText('You asked')).toBeTruthy();
  });

  it('sends a +1, takes one back, and tells the page the phone now has a request', async () => {
    const { onBacked } = renderList();
    fireEvent.click(screen.getByRole('button', { name: `Add your +1 to ${LONG}` }));
    await waitFor(() => expect(onBacked).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/sessions/7/backings',
      body: { song_key: 'long|' },
    });
    expect(screen.getByRole('status').textContent).toBe(`Your +1 for ${LONG} is in.`);
    fireEvent.click(screen.getByRole('button', { name: 'Take back your +1 for Wonderwall by Oasis' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe('/api/sessions/7/backings?song_key=wonderwall%7Coasis');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your +1 for Wonderwall is taken back.'));
    expect(onBacked).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal, and says why +1s are closed while paused", async () => {
    answer = () =>
      new Response(JSON.stringify({ error: backingMessages.alreadyAsked }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      });
    const { onBacked } = renderList();
    fireEvent.click(screen.getByRole('button', { name: `Add your +1 to ${LONG}` }));
    expect((await screen.findByRole('alert')).textContent).toContain(backingMessages.alreadyAsked);
    expect(onBacked).not.toHaveBeenCalled();
  });

  it('is closed while the show is paused', () => {
    renderList(state({ is_open: false, session: { id: 7, status: 'paused' } }));
    expect(screen.getByText(/Requests are paused/)).toBeTruthy();
    expect((screen.getByRole('button', { name: `Add your +1 to ${LONG}` }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('renders nothing when the show has no songs to back', () => {
    const { container } = (() => {
      const client = new QueryClient();
      client.setQueryData(['show-songs', 7], state({ songs: [] }));
      return render(
        <QueryClientProvider client={client}>
          <BackingList sessionId={7} isStreaming onBacked={() => {}} />
        </QueryClientProvider>,
      );
    })();
    expect(container.textContent).toBe('');
  });
});
