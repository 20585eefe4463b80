import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../../../shared/dates';
import type { Gig } from '../../../../shared/gigs';
import type { SetlistSummary } from '../../../../shared/setlists/schemas';
import { UpcomingGigCard } from '../../gigs/components/upcoming-gig-card';
import { StartLiveSessionForm } from './start-live-session-form';

const LONG = `Friday${'Night'.repeat(12)}🎸🔥`;

const summary = (id: number, name: string, gigIds: number[] = []): SetlistSummary => ({
  id,
  name,
  version: 1,
  set_count: 2,
  song_count: 12,
  gigs: gigIds.map((gigId) => ({
    id: gigId,
    venue_name: 'The Blue Lamp',
    scheduled_date: todayIso(),
    scheduled_start_time: '20:00',
  })),
  updated_at: '2026-11-26T20:00:00.000Z',
});

const setlists = [summary(3, 'Acoustic'), summary(9, LONG, [21])];

let posts: unknown[];

beforeEach(() => {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/musicians/setlists') return Response.json({ setlists });
      if (url === '/api/sessions/live/current') return Response.json({ session: null });
      if (url === '/api/sessions/live' && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return Response.json({ success: true, session: { id: 5 } });
      }
      return Response.json([]);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const wrap = (children: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('going live with a setlist', () => {
  it('sends the setlist chosen for tonight', async () => {
    wrap(<StartLiveSessionForm />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Setlist for tonight' });
    expect(select.value).toBe('');
    await screen.findByRole('option', { name: 'Acoustic' });
    fireEvent.change(select, { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Venue name/ }), { target: { value: 'The Blue Lamp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Live Session' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ venue_name: 'The Blue Lamp', setlist_id: 3 });
  });

  it('sends none when none is chosen', async () => {
    wrap(<StartLiveSessionForm />);
    await screen.findByRole('option', { name: 'Acoustic' });
    fireEvent.change(screen.getByRole('combobox', { name: /Venue name/ }), { target: { value: 'The Blue Lamp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Live Session' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ setlist_id: null });
  });

  it('going live from a gig, chooses the setlist planned for it, and sends it with the gig', async () => {
    const gig: Gig = {
      id: 21,
      venue_id: null,
      venue_name: 'The Blue Lamp',
      session_name: null,
      location_address: null,
      scheduled_date: todayIso(),
      scheduled_start_time: '20:00',
      scheduled_end_time: null,
      is_publicly_visible: 1,
      series: null,
    };
    wrap(<UpcomingGigCard gig={gig} onEdit={() => undefined} onDelete={() => undefined} />);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Setlist for tonight' });
    await waitFor(() => expect(select.value).toBe('9'));
    expect(screen.getByRole('option', { name: `${LONG} (planned for this gig)` })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Go live now/ }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ gig_id: 21, setlist_id: 9 });
  });
});
