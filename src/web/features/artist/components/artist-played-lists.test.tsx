import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublishedPlayedLists } from '../api/get-played-lists';
import { ArtistPlayedLists } from './artist-played-lists';

const LONG = `${'Llanfairpwllgwyngyll'.repeat(6)} 🐉🎶`;

function renderLists(answer: PublishedPlayedLists) {
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      fetched.push(path);
      return Response.json(answer);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <ArtistPlayedLists qrCodeId="qr 1" />
    </QueryClientProvider>,
  );
  return { fetched, view };
}
afterEach(() => vi.unstubAllGlobals());

describe('ArtistPlayedLists', () => {
  it('lists each published show with its songs in the order played', async () => {
    const { fetched } = renderLists({
      shows: [
        {
          venue_name: LONG,
          session_name: 'Friday',
          started_at: '2026-11-27T20:00:00.000Z',
          played: [
            { title: 'Mr Brightside', artist: 'The Killers', played_at: '2026-11-27T20:05:00.000Z' },
            { title: LONG, artist: null, played_at: '2026-11-27T20:09:00.000Z' },
          ],
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Played lately' })).toBeTruthy();
    expect(fetched).toEqual(['/api/musicians/qr%201/played']);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toContain(LONG);
    const songs = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(songs[0]).toMatch(/^Mr Brightside — The Killers, played at /);
    expect(songs[1]).toMatch(new RegExp(`^${LONG}, played at `, 'u'));
  });

  it('shows nothing when the act does not publish its played lists', async () => {
    const { fetched, view } = renderLists({ shows: [] });
    await vi.waitFor(() => expect(fetched).toHaveLength(1));
    expect(view.container.innerHTML).toBe('');
  });
});
