import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FollowByPush from './follow-by-push';

vi.mock('../../../lib/web-push', () => ({
  subscribeToPush: vi.fn(async () => ({
    endpoint: 'https://push.example.com/browser-1',
    keys: { p256dh: 'BBrowserKey', auth: 'AuthSecret' },
  })),
}));

let calls: Array<{ method: string; path: string; body: unknown }>;

beforeEach(() => {
  calls = [];
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify({ success: true }), {
        status: method === 'POST' ? 201 : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Buzz me when the musician goes live', () => {
  it('offers nothing where the browser has no Push API (the e-mail form is the way there)', () => {
    const { container } = render(<FollowByPush qrCodeId="luna" stageName="Luna Ray" />);
    expect(container.textContent).toBe('');
  });

  it('follows on the tap and stops on the second', async () => {
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal(
      'Notification',
      Object.assign(class {}, { permission: 'default', requestPermission: vi.fn(async () => 'granted') }),
    );
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    render(<FollowByPush qrCodeId="luna" stageName="Luna Ray" />);
    const button = screen.getByRole('button', { name: 'Buzz me when Luna Ray goes live' });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/musicians/luna/push-followers',
      body: { endpoint: 'https://push.example.com/browser-1' },
    });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(
      `/api/musicians/luna/push-followers?endpoint=${encodeURIComponent('https://push.example.com/browser-1')}`,
    );
  });
});
