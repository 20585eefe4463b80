import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '../../musicians/api/get-own-profile';
import { PrivacyTab } from './privacy-tab';

const profile = {
  public_profile_enabled: true,
  show_upcoming_gigs: true,
  allow_direct_messages: false,
} as OwnProfile;

function renderTab(putStatus = 200) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/musicians/played-list' && (init?.method ?? 'GET') === 'GET')
        return Response.json({ publish_played_list: false });
      if (path === '/api/musicians/played-list') {
        puts.push(JSON.parse(String(init!.body)));
        return putStatus === 200
          ? Response.json(JSON.parse(String(init!.body)))
          : Response.json({ error: 'Something went wrong', code: 'internal_error' }, { status: putStatus });
      }
      return Response.json({}, { status: 404 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PrivacyTab profile={profile} />
    </QueryClientProvider>,
  );
  return { puts };
}
afterEach(() => vi.unstubAllGlobals());

describe('PrivacyTab: published played lists', () => {
  it('is off by default and saves on its own when switched on', async () => {
    const { puts } = renderTab();
    const toggle = await screen.findByRole('switch', { name: /Publish my played lists/ });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(puts).toEqual([{ publish_played_list: true }]));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Publish my played lists/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('goes back to off and says why when the save is refused', async () => {
    renderTab(500);
    fireEvent.click(await screen.findByRole('switch', { name: /Publish my played lists/ }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: /Publish my played lists/ }).getAttribute('aria-checked')).toBe(
        'false',
      ),
    );
  });
});
