import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { subscribeToPush } from '../../../lib/web-push';
import { BuzzControl } from './buzz-control';

vi.mock('../../../lib/web-push', () => ({
  subscribeToPush: vi.fn(async () => ({
    endpoint: 'https://push.example.com/phone-1',
    keys: { p256dh: 'BPhoneKey', auth: 'AuthSecret' },
  })),
}));

let calls: Array<{ method: string; path: string; body: unknown }>;
let answer: (method: string, path: string) => Response;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A browser with the Push API whose notification question gets `permission`. */
function stubPushBrowser(permission: NotificationPermission) {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, { permission: 'default', requestPermission: vi.fn(async () => permission) }),
  );
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
}

beforeEach(() => {
  calls = [];
  localStorage.clear();
  answer = (method, path) =>
    method === 'GET' && path.endsWith('/public-key')
      ? json({ public_key: 'BServerKey' })
      : json({ success: true }, 201);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer(method, path);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Buzz me when it’s next', () => {
  it('says plainly when the browser cannot buzz, and offers no button', () => {
    render(<BuzzControl sessionId={7} />);
    expect(screen.getByText(/This browser can’t buzz your phone\. Keep this page open/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells an iPhone in the browser that only Home Screen apps can buzz', () => {
    Object.defineProperty(navigator, 'userAgent', {
      value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
      configurable: true,
    });
    try {
      render(<BuzzControl sessionId={7} />);
      expect(screen.getByText(/only apps added to the Home Screen can buzz/)).toBeTruthy();
    } finally {
      Reflect.deleteProperty(navigator, 'userAgent');
    }
  });

  it('subscribes on the tap, tells the server, and stops on a second tap', async () => {
    stubPushBrowser('granted');
    render(<BuzzControl sessionId={7} />);
    const button = screen.getByRole('button', { name: 'Buzz me when it’s next' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText(/Buzz is on/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/sessions/7/push-subscriptions',
      body: { endpoint: 'https://push.example.com/phone-1', keys: { p256dh: 'BPhoneKey', auth: 'AuthSecret' } },
    });

    answer = () => json({ success: true });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    const removal = calls.find((call) => call.method === 'DELETE');
    expect(removal?.path).toBe(
      `/api/sessions/7/push-subscriptions?endpoint=${encodeURIComponent('https://push.example.com/phone-1')}`,
    );
  });

  it('says so when notifications are refused, and keeps the page’s own status', async () => {
    stubPushBrowser('denied');
    render(<BuzzControl sessionId={7} />);
    fireEvent.click(screen.getByRole('button', { name: 'Buzz me when it’s next' }));
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('says so when the server cannot buzz phones', async () => {
    stubPushBrowser('granted');
    vi.mocked(subscribeToPush).mockRejectedValueOnce(
      new ApiError(404, 'Buzzing phones is not set up on this server.', undefined, 'push_unavailable'),
    );
    render(<BuzzControl sessionId={7} />);
    fireEvent.click(screen.getByRole('button', { name: 'Buzz me when it’s next' }));
    expect(await screen.findByText(/Buzzing phones isn’t available here/)).toBeTruthy();
  });
});
