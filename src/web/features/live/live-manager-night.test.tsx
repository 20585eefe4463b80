import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveSession, SongRequest } from '../../../shared/live';
import type { NightItem, NightState } from '../../../shared/live/night';
import { inSetLabel } from '../../../shared/live/night-messages';
import { FakeEventSource } from '../../../../test/web/fake-event-source';
import { songRequest } from '../../../../test/web/song-request';
import { liveSession } from '../../../../test/web/live-session';
import { ToastProvider } from '../../components/toast-provider';
import { LiveManagerPage } from './live-manager-page';

const LONG = `Bohemian${'Rhapsody'.repeat(8)}🎤🔥`;

const session: LiveSession = liveSession();

const item = (id: number, changes: Partial<NightItem> = {}): NightItem => ({
  id,
  set_name: 'Set 1',
  title: `Set song ${id}`,
  artist: null,
  musical_key: null,
  length_seconds: null,
  note: null,
  request_id: null,
  state: 'upcoming',
  played_at: null,
  ...changes,
});

// Set 1: one played, one skipped, one playing now, a fan's request slotted after it; Set 2: Valerie, then one more.
const night: NightState = {
  session_id: 7,
  setlist_name: 'Friday 🎸',
  now_playing_item_id: 3,
  coming_up_public: false,
  items: [
    item(1, { title: 'Opener', state: 'played', played_at: '2026-11-26T20:05:00.000Z' }),
    item(2, { title: 'Dropped one', state: 'skipped' }),
    item(3, { title: 'Playing song' }),
    item(4, { title: LONG, request_id: 41 }),
    item(5, { set_name: 'Set 2', title: 'Valerie', artist: 'Amy Winehouse' }),
    item(6, { set_name: 'Set 2', title: 'Closer' }),
  ],
  played: [],
};

const requests: SongRequest[] = [
  songRequest(41, { song_title: LONG, status: 'accepted', fan_name: 'Sam' }),
  songRequest(42, { song_title: 'valerie', artist_name: 'Amy Winehouse', status: 'pending' }),
  songRequest(43, { song_title: 'Wonderwall', status: 'accepted' }),
];

let calls: Array<[string, string, unknown]>;
/** What the server answers for the night and the person's role (a test changes them before rendering). */
let answered: { night: NightState; role: string };

function answer(method: string, path: string): unknown {
  if (path === '/api/auth/session') {
    return {
      user: { id: 1, email: 'a@b.c', user_type: 'musician', stage_name: 'Luna', qr_code_id: 'qr', created_at: '' },
    };
  }
  if (path === '/api/sessions/live/requests') return { session, requests };
  if (path === '/api/sessions/live/7/night') return answered.night;
  if (path === '/api/musicians/setlists')
    return { setlists: [{ id: 12, name: LONG, version: 1, set_count: 2, song_count: 9, gigs: [], updated_at: '' }] };
  if (path === '/api/sessions/live/7/night/start') return { success: true, night };
  if (path === '/api/sessions/live/7/blocked-phones') return { phones: [] };
  if (path === '/api/musicians/acts')
    return { acts: [{ id: 1, stage_name: 'Luna', role: answered.role }], current_act_id: 1 };
  if (method === 'POST' && path.startsWith('/api/sessions/live/7/night/')) return { success: true, session, night };
  return undefined;
}

beforeEach(() => {
  calls = [];
  // Crew: the stage's taps are theirs (capability queue), the show's settings are not.
  answered = { night, role: 'crew' };
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push([method, url, init?.body ? JSON.parse(String(init.body)) : null]);
      const body = answer(method, url);
      return body === undefined ? Response.json({ error: 'Not found' }, { status: 404 }) : Response.json(body);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderManager() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/live/7']}>
          <Routes>
            <Route path="/live/:sessionId" element={<LiveManagerPage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('the live manager with a setlist on stage', () => {
  it('shows the set as the spine: played and skipped struck, the song playing, a fan’s request slotted', async () => {
    renderManager();
    const spine = await screen.findByRole('region', { name: /^Friday 🎸/ });
    const rowOf = (title: string) => within(spine).getByText(title, { selector: 'p' }).closest('li')!;

    expect(rowOf('Opener').dataset.state).toBe('played');
    expect(within(rowOf('Opener')).getByText(/Played/)).toBeTruthy();
    expect(within(spine).getByText('Opener').className).toContain('line-through');
    expect(within(rowOf('Dropped one')).getByText('Skipped')).toBeTruthy();
    expect(within(spine).getByText('Dropped one').className).toContain('line-through');
    expect(within(rowOf('Playing song')).getByText('Playing now')).toBeTruthy();
    expect(within(rowOf(LONG)).getByText(/Fan’s request · Sam/)).toBeTruthy();

    // Done songs offer nothing; the one playing neither; upcoming set songs Skip, a slotted request Take out.
    expect(within(rowOf('Opener')).queryByRole('button')).toBeNull();
    expect(within(rowOf('Playing song')).queryByRole('button')).toBeNull();
    expect(within(rowOf(LONG)).getByRole('button', { name: `Take out ${LONG}` })).toBeTruthy();
    expect(within(rowOf('Valerie')).getByRole('button', { name: 'Skip Valerie' })).toBeTruthy();
    expect(within(spine).getByRole('region', { name: 'Set 2' })).toBeTruthy();

    // Now playing names the song of the night, and what is next is the fan's request.
    const nowPlaying = screen.getByRole('region', { name: 'Now playing' });
    expect(within(nowPlaying).getByText('Playing song')).toBeTruthy();
    expect(within(nowPlaying).getByText(LONG)).toBeTruthy();

    fireEvent.click(within(rowOf('Valerie')).getByRole('button', { name: 'Skip Valerie' }));
    await waitFor(() => expect(calls).toContainEqual(['POST', '/api/sessions/live/7/night/items/5/skip', {}]));
    // A song still to come moves up to next; the one already next offers no such move.
    expect(within(rowOf(LONG)).queryByRole('button', { name: `Play next ${LONG}` })).toBeNull();
    // One tap at a time: the buttons wait while the skip is on its way.
    const moveUp = within(rowOf('Closer')).getByRole<HTMLButtonElement>('button', { name: 'Play next Closer' });
    await waitFor(() => expect(moveUp.disabled).toBe(false));
    fireEvent.click(moveUp);
    await waitFor(() => expect(calls).toContainEqual(['POST', '/api/sessions/live/7/night/play-next', { item_id: 6 }]));
  });

  it('marks a request for a song of tonight’s set, and leaves the slotted one out of the request list', async () => {
    renderManager();
    fireEvent.click(await screen.findByRole('tab', { name: /Requests/ }));
    const list = screen.getByRole('region', { name: /Song Requests/ });
    // 'valerie' by Amy Winehouse is Set 2's Valerie, which comes after the slotted request.
    expect(within(list).getByText(inSetLabel(LONG))).toBeTruthy();
    expect(within(list).queryByText(inSetLabel(null))).toBeNull();
    expect(within(list).getAllByText('Wonderwall').length).toBeGreaterThan(0);
    expect(within(list).queryByRole('button', { name: new RegExp(`^${LONG}`) })).toBeNull();
  });

  it('slots a request after the song the musician picks in the sheet', async () => {
    renderManager();
    fireEvent.click(await screen.findByRole('tab', { name: /Requests/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Slot after… Wonderwall' }));
    const sheet = screen.getByRole('dialog', { name: 'Slot after…' });
    const places = within(sheet).getAllByRole('button', { name: /^After / });
    // The song playing first, then the songs still to come; done ones are not places.
    expect(places.map((place) => place.textContent)).toEqual([
      'After Playing songPlaying now',
      `After ${LONG}Set 1 · Fan’s request`,
      'After ValerieSet 2',
      'After CloserSet 2',
    ]);
    fireEvent.click(within(sheet).getByRole('button', { name: /^After Valerie/ }));
    await waitFor(() =>
      expect(calls).toContainEqual(['POST', '/api/sessions/live/7/night/slot', { request_id: 43, after_item_id: 5 }]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('plays a request next with one tap', async () => {
    renderManager();
    fireEvent.click(await screen.findByRole('tab', { name: /Requests/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Play next Wonderwall' }));
    await waitFor(() =>
      expect(calls).toContainEqual(['POST', '/api/sessions/live/7/night/play-next', { request_id: 43 }]),
    );
  });

  it('offers a show without a setlist to use one from the show’s controls, to members who run the show', async () => {
    answered = { night: { ...night, items: [], now_playing_item_id: null, setlist_name: null }, role: 'member' };
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: /^Controls/ }));
    const sheet = screen.getByRole('dialog', { name: 'Show controls' });
    const choice = await within(sheet).findByRole('combobox', { name: 'Use a setlist' });
    await within(sheet).findByRole('option', { name: `${LONG} (9 songs)` });
    fireEvent.change(choice, { target: { value: '12' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Use this setlist' }));
    await waitFor(() => expect(calls).toContainEqual(['POST', '/api/sessions/live/7/night/start', { setlist_id: 12 }]));
    // The night the server answers is on screen at once: the set is the spine.
    expect(await screen.findByRole('region', { name: /^Friday 🎸/ })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('switch', { name: 'Fans see what’s coming up' }));
    await waitFor(() =>
      expect(calls).toContainEqual(['PUT', '/api/sessions/live/7/coming-up', { coming_up_public: true }]),
    );
  });

  it('shows crew the stage and the queue, but not End or the show’s settings (theirs would be refused)', async () => {
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: /^Controls/ }));
    const sheet = screen.getByRole('dialog', { name: 'Show controls' });
    expect(within(sheet).getByRole('button', { name: 'Pause requests' })).toBeTruthy();
    for (const setting of [/Repertoire only/i, /venue screen/i, /Fans see what’s coming up/]) {
      expect(within(sheet).queryByRole('switch', { name: setting })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /^End/ })).toBeNull();
  });

  it('shows a member who runs the show End and the show’s settings', async () => {
    answered = { night, role: 'member' };
    renderManager();
    expect(await screen.findByRole('button', { name: /^End/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Controls/ }));
    const sheet = screen.getByRole('dialog', { name: 'Show controls' });
    expect(await within(sheet).findByRole('switch', { name: /Repertoire only/i })).toBeTruthy();
  });
});
