import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toast-provider';
import type { ActRoster, FormerMember } from '../../../shared/acts';
import { BandPage } from './band-page';

/**
 * The Band page's former members (decision 035: a leaver keeps their own balance in the act):
 * leaders see who left, when and what each keeps, or that no one has; others are not shown it
 * and do not ask for it (the route is the leaders').
 */

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const bassist: FormerMember = {
  id: 12,
  user_id: 40,
  name: 'Bass Player',
  role: 'member',
  joined_at: '2026-10-01T19:00:00.000Z',
  left_at: '2026-11-20T12:00:00.000Z',
  balance: 475,
};

function renderBand(role: ActRoster['me']['role'], former: FormerMember[]) {
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
              email: 'me@example.test',
              user_type: 'musician',
              stage_name: null,
              qr_code_id: null,
              created_at: '2026-11-01T00:00:00.000Z',
            },
          });
        case '/api/musicians/act':
          return json({
            act: { id: 3, stage_name: 'The Rusty Nails' },
            me: { member_id: 1, role },
            members: [
              {
                id: 1,
                name: 'Me',
                role,
                share_bps: role === 'crew' ? null : 10_000,
                proposed_share_bps: null,
                joined_at: '2026-09-01T00:00:00.000Z',
              },
            ],
          } satisfies ActRoster);
        case '/api/musicians/act/members':
          return json({
            members: [
              {
                id: 1,
                user_id: 7,
                name: 'Me',
                email: 'me@example.test',
                role,
                share_bps: 10_000,
                joined_at: '2026-09-01T00:00:00.000Z',
              },
            ],
            invitations: [],
          });
        case '/api/musicians/act/former-members':
          return json({ former_members: former });
        default:
          return json({ error: 'Not in this test', code: 'not_found' }, 404);
      }
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/band']}>
          <BandPage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { asked };
}
afterEach(() => vi.unstubAllGlobals());

describe('Band page: former members', () => {
  it('a leader sees who left, when, and the balance each keeps in the act', async () => {
    renderBand('leader', [bassist]);
    const section = await screen.findByRole('region', { name: 'Former members' });
    expect(await within(section).findByText('Bass Player')).toBeTruthy();
    expect(section.textContent).toContain('Member · left 20 Nov 2026');
    expect(section.textContent).toContain('£4.75');
  });

  it('a leader of an act no one has left is told so', async () => {
    renderBand('leader', []);
    const section = await screen.findByRole('region', { name: 'Former members' });
    expect(await within(section).findByText('No one has left this act.')).toBeTruthy();
  });

  it.each(['member', 'crew'] as const)('a %s neither sees nor asks for it', async (role) => {
    const page = renderBand(role, [bassist]);
    expect(await screen.findByRole('region', { name: /Members \(1\)/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Former members' })).toBeNull();
    expect(page.asked).not.toContain('/api/musicians/act/former-members');
  });
});
