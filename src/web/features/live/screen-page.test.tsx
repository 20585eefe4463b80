import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FakeEventSource } from '../../../../test/web/fake-event-source';
import { streamHarness } from '../../../../test/web/stream-harness';
import type { ScreenState } from './api/get-screen';
import { ScreenPage } from './screen-page';

const LONG = `${'Bohemian​Rhapsody'.repeat(5)} 🎸🔥`;

const state = (show: Partial<NonNullable<ScreenState['show']>>): ScreenState => ({
  musician: { stage_name: 'The Rusty Nails', qr_code_id: 'qr-1' },
  show: {
    id: 9,
    venue_name: 'The Crown',
    session_name: 'Friday',
    requests_paused: false,
    now_playing: { song_title: 'Valerie', artist_name: 'Amy Winehouse', requests: 0, fan_name: null, message: null },
    up_next: [{ song_title: 'Creep', artist_name: 'Radiohead', requests: 2, fan_name: null, message: null }],
    requested_tonight: 2,
    top_songs: [],
    coming_up: null,
    ...show,
  },
});

let answer: ScreenState = state({});
const harness = streamHarness(async () => Response.json(answer));

function renderScreen() {
  return render(
    <MemoryRouter initialEntries={['/screen/qr-1']}>
      <Routes>
        <Route path="/screen/:qrCodeId" element={<ScreenPage />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: harness.wrapper },
  );
}

describe('the venue screen and the night', () => {
  it('lists Up next from the requests while the musician does not show the night', async () => {
    answer = state({});
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Up next' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Coming up' })).toBeNull();
    expect(screen.getByText('Creep — Radiohead')).toBeTruthy();
  });

  it('shows the night’s next songs as Coming up when the switch is on, and follows the stream', async () => {
    answer = state({
      coming_up: [
        { title: 'Dancing Queen', artist: 'ABBA' },
        { title: LONG, artist: null },
      ],
    });
    renderScreen();
    const list = await screen.findByRole('heading', { name: 'Coming up' });
    expect(list).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Up next' })).toBeNull();
    expect(screen.getByText('Dancing Queen — ABBA')).toBeTruthy();
    expect(screen.getByText(LONG)).toBeTruthy();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.send(
      'screen',
      state({ coming_up: [{ title: 'Mr Brightside', artist: 'The Killers' }] }),
    );
    expect(await screen.findByText('Mr Brightside — The Killers')).toBeTruthy();
    expect(screen.queryByText('Dancing Queen — ABBA')).toBeNull();
  });
});
