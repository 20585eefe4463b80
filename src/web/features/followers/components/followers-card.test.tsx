import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FollowersCard } from './followers-card';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderCard(counts: { confirmed: number; pending: number; by_push: number }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return url.endsWith('/settings')
        ? json({ tell_live: true, tell_gigs: true, at_most: 'every_time' })
        : json(counts);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FollowersCard />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Followers' });
}
afterEach(() => vi.unstubAllGlobals());

describe('FollowersCard', () => {
  it('counts the phones that follow by push beside the e-mail followers, and says why the export leaves them out', async () => {
    const card = renderCard({ confirmed: 2, pending: 1, by_push: 3 });
    expect(await screen.findByText(/phones follow/)).toBeTruthy();
    expect(card.textContent).toContain('2 fans follow you by e-mail');
    expect(card.textContent).toContain('1 more waiting to confirm their address.');
    expect(card.textContent).toContain(
      '3 phones follow you by push, buzzed when you go live (not in the export: a phone leaves no address).',
    );
    expect(screen.getByRole('link', { name: 'Export followers (CSV)' })).toBeTruthy();
  });

  it('with push followers only: one phone, no export and no hint on how fans follow', async () => {
    const card = renderCard({ confirmed: 0, pending: 0, by_push: 1 });
    expect(await screen.findByText(/phone follows/)).toBeTruthy();
    expect(card.textContent).toContain('1 phone follows you by push, buzzed when you go live.');
    expect(screen.queryByRole('link', { name: 'Export followers (CSV)' })).toBeNull();
    expect(card.textContent).not.toContain('Fans follow you from your artist page');
  });

  it('with no followers at all: no push line, and where fans follow from', async () => {
    const card = renderCard({ confirmed: 0, pending: 0, by_push: 0 });
    expect(await screen.findByText(/Fans follow you from your artist page/)).toBeTruthy();
    expect(card.textContent).not.toMatch(/phones? follows? you by push/);
  });
});
