import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followMessages } from '../../../../shared/followers/follow-messages';
import FollowByEmail from './follow-by-email';

let calls: Array<{ path: string; body: unknown }>;
let answer: () => Response;

beforeEach(() => {
  calls = [];
  answer = () =>
    new Response(JSON.stringify({ success: true }), { status: 202, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const LONG_NAME = `${'Luna'.repeat(20)} 🌙`;

describe('FollowByEmail', () => {
  it('checks the address, sends it, and says a confirmation link is on its way', async () => {
    render(<FollowByEmail qrCodeId="abc 1" stageName={LONG_NAME} />);
    expect(screen.getByRole('heading', { name: `Follow ${LONG_NAME}` })).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Your e-mail' });
    fireEvent.change(field, { target: { value: 'not an address 🎸' } });
    fireEvent.click(screen.getByRole('button', { name: 'Follow by e-mail' }));
    expect(await screen.findByText(followMessages.invalidEmail)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);

    fireEvent.change(field, { target: { value: '  fan@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Follow by e-mail' }));
    expect((await screen.findByRole('status')).textContent).toContain(followMessages.checkInbox);
    expect(calls).toEqual([
      { path: '/api/musicians/abc%201/followers', body: { email: 'fan@example.com', near: null, all_gigs: false } },
    ]);
  });

  it('sends where the fan is and whether they want every gig, and takes the focus when opened to follow', async () => {
    render(<FollowByEmail qrCodeId="abc" stageName="Luna Ray" isFocused />);
    const field = screen.getByRole('textbox', { name: 'Your e-mail' });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'fan@example.com' } });
    const place = `${'Llanfairpwllgwyngyll'.repeat(3)}🎸`;
    fireEvent.change(screen.getByRole('textbox', { name: /Your town or postcode area/ }), {
      target: { value: ` ${place} ` },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tell me about all their gigs, wherever they are' }));
    fireEvent.click(screen.getByRole('button', { name: 'Follow by e-mail' }));
    await screen.findByRole('status');
    expect(calls).toEqual([
      { path: '/api/musicians/abc/followers', body: { email: 'fan@example.com', near: place, all_gigs: true } },
    ]);
  });

  it("shows the server's refusal and keeps the form", async () => {
    answer = () =>
      new Response(JSON.stringify({ error: followMessages.tooMany }), {
        status: 429,
        headers: { 'content-type': 'application/json' },
      });
    render(<FollowByEmail qrCodeId="abc" stageName="Luna Ray" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your e-mail' }), { target: { value: 'fan@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Follow by e-mail' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(followMessages.tooMany));
    expect(screen.getByRole('button', { name: 'Follow by e-mail' })).toBeTruthy();
  });
});
