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

const publishSwitch = { name: /^Publish my played lists on my artist page/ };
const refused = (status: number) =>
  Response.json({ error: 'Something went wrong', code: 'internal_error' }, { status });

/** `getStatuses`: the answers to each GET of the setting in turn (then 200). */
function renderTab({ putStatus = 200, getStatuses = [] as number[] } = {}) {
  const puts: unknown[] = [];
  const gets = [...getStatuses];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path !== '/api/musicians/played-list') return Response.json({}, { status: 404 });
      if ((init?.method ?? 'GET') === 'GET') {
        const status = gets.shift() ?? 200;
        return status === 200 ? Response.json({ publish_played_list: false }) : refused(status);
      }
      puts.push(JSON.parse(String(init!.body)));
      return putStatus === 200 ? Response.json(JSON.parse(String(init!.body))) : refused(putStatus);
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

const isOn = () => screen.getByRole('switch', publishSwitch).getAttribute('aria-checked');

describe('PrivacyTab: published played lists', () => {
  it('is off by default and saves on its own when switched on', async () => {
    const { puts } = renderTab();
    const toggle = await screen.findByRole('switch', publishSwitch);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(puts).toEqual([{ publish_played_list: true }]));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(isOn()).toBe('true');
  });

  it('goes back to off and says why when the save is refused', async () => {
    renderTab({ putStatus: 500 });
    fireEvent.click(await screen.findByRole('switch', publishSwitch));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(isOn()).toBe('false'));
  });

  it('says when the setting could not be read, offers no switch until it is, and tries again', async () => {
    const { puts } = renderTab({ getStatuses: [500] });
    expect(await screen.findByText('Whether your played lists are published could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('switch', publishSwitch)).toBeNull();
    // The other privacy switches stay usable meanwhile.
    expect(screen.getByRole('switch', { name: /Public profile/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('switch', publishSwitch)).getAttribute('aria-checked')).toBe('false');
    expect(puts).toEqual([]);
  });
});
