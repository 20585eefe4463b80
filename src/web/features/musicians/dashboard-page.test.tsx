import { CREW_WAIT_POLL_MS } from '../acts/components/crew-dashboard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toast-provider';
import type { LiveSession } from '../../../shared/live';
import { DashboardPage } from './dashboard-page';

/**
 * The dashboard by role (decision 035): crew see the act they work for and its live show, and the
 * page asks the server for nothing a crew member would be refused.
 */

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What a crew member's dashboard may read: the person, the act's frame and its live show. */
const crewMayRead = new Set([
  '/api/auth/session',
  '/api/musicians/acts',
  '/api/musicians/profile',
  '/api/sessions/live/current',
]);

const show = {
  id: 41,
  venue_name: 'The Crown & Anchor',
  session_name: 'Friday',
  status: 'active',
  started_at: '2026-11-28T20:00:00.000Z',
} as LiveSession;

function renderCrewDashboard(initial: LiveSession | null) {
  const state = { live: initial };
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://x',
      );
      asked.push(url.pathname);
      switch (url.pathname) {
        case '/api/auth/session':
          return json({
            user: {
              id: 7,
              email: 'roadie@example.test',
              user_type: 'musician',
              stage_name: null,
              qr_code_id: null,
              created_at: '2026-11-01T00:00:00.000Z',
            },
          });
        case '/api/musicians/acts':
          return json({ acts: [{ id: 3, stage_name: 'The Rusty Nails', role: 'crew' }], current_act_id: 3 });
        case '/api/musicians/profile':
          return json({ id: 3, stage_name: 'The Rusty Nails', email: 'roadie@example.test', is_complete: true });
        case '/api/sessions/live/current':
          return json({ session: state.live });
        default:
          // What the server answers crew for anything of the act beyond its queue.
          return json({ error: 'Your role in this act does not allow this', code: 'act_role_not_allowed' }, 403);
      }
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <DashboardPage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return {
    refused: () => asked.filter((path) => !crewMayRead.has(path)),
    goLive: (live: LiveSession) => {
      state.live = live;
    },
  };
}
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DashboardPage for crew', () => {
  it('names the act, offers the live show’s queue, and asks for nothing crew are refused', async () => {
    const page = renderCrewDashboard(show);
    const run = await screen.findByRole('link', { name: 'Run the queue' });
    expect(run.getAttribute('href')).toBe('/live/41');
    expect(screen.getByText('Crew of The Rusty Nails')).toBeTruthy();
    expect(screen.getByText('The Crown & Anchor')).toBeTruthy();
    for (const missing of ['Tips & Earnings', 'Withdraw Tips', 'Pricing Settings', 'Upcoming Gigs', 'Repertoire']) {
      expect(screen.queryByText(missing)).toBeNull();
    }
    expect(page.refused()).toEqual([]);
  });

  it('with no show live: says the queue appears here when the act goes live', async () => {
    const page = renderCrewDashboard(null);
    expect(await screen.findByText('No show is live')).toBeTruthy();
    expect(screen.getByText('When The Rusty Nails goes live, the queue appears here on its own.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Run the queue' })).toBeNull();
    expect(page.refused()).toEqual([]);
  });

  it('notices on its own when the act goes live on a member’s phone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const page = renderCrewDashboard(null);
    expect(await screen.findByText('No show is live')).toBeTruthy();
    page.goLive(show);
    await vi.advanceTimersByTimeAsync(CREW_WAIT_POLL_MS);
    expect((await screen.findByRole('link', { name: 'Run the queue' })).getAttribute('href')).toBe('/live/41');
    expect(page.refused()).toEqual([]);
  });
});
