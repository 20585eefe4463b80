import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FollowerSettingsForm } from './follower-settings-form';

let calls: Array<{ method: string; body: unknown }>;
let refuse: boolean;
const stored = { tell_live: true, tell_gigs: true, at_most: 'every_time' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  refuse = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, body });
      if (method === 'GET') return json(stored);
      return refuse
        ? json({ error: 'Each choice of what followers hear must be true or false', code: 'validation_failed' }, 400)
        : json({ success: true, settings: body });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FollowerSettingsForm />
    </QueryClientProvider>,
  );
}

describe('FollowerSettingsForm', () => {
  it('saves each change with the whole choice', async () => {
    renderForm();
    const gigs = await screen.findByRole('switch', { name: 'When you schedule a public gig near them' });
    expect(gigs.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(gigs);
    await waitFor(() => expect(gigs.getAttribute('aria-checked')).toBe('false'));
    fireEvent.change(screen.getByRole('combobox', { name: 'How often at most, per follower' }), {
      target: { value: 'weekly' },
    });
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { tell_live: true, tell_gigs: false, at_most: 'every_time' },
        { tell_live: true, tell_gigs: false, at_most: 'weekly' },
      ]),
    );
  });

  it('puts a refused change back and says so', async () => {
    refuse = true;
    renderForm();
    const live = await screen.findByRole('switch', { name: 'When you go live' });
    fireEvent.click(live);
    expect((await screen.findByRole('alert')).textContent).toContain('must be true or false');
    expect(live.getAttribute('aria-checked')).toBe('true');
  });
});
