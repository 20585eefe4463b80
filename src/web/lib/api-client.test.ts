import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, MAINTENANCE_EVENT, NetworkError } from './api-client';

/** The typed client over fetch: what it sends for each call's path, query and body, and what it makes of the answer. */
type Sent = { url: string; init: RequestInit };
let sent: Sent[];
let answer: () => Promise<Response>;

beforeEach(() => {
  sent = [];
  answer = async () => Response.json({ ok: true });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return answer();
  });
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const headersOf = (index = 0) => sent[index]!.init.headers as Record<string, string>;

describe('the typed API client', () => {
  it('fills the path from its parameters, encoded, and reads the JSON answer', async () => {
    const signal = new AbortController().signal;
    expect(await api.GET('/api/screen/{qrCodeId}', { path: { qrCodeId: 'a/b c?😀' }, signal })).toEqual({ ok: true });
    expect(sent[0]!.url).toBe('/api/screen/a%2Fb%20c%3F%F0%9F%98%80');
    expect(sent[0]!.init).toMatchObject({ method: 'GET', body: null, credentials: 'same-origin', signal });
    expect(headersOf()).toEqual({ Accept: 'application/json' });
  });

  it('writes the query in the given order, form-encoded, leaving out what is undefined', async () => {
    await api.GET('/api/songs/search', { query: { q: 'Don’t stop & go 🎸', session: 7 } });
    await api.GET('/api/songs/search', { query: { q: 'x', session: undefined } });
    await api.GET('/api/sessions/history');
    expect(sent.map((call) => call.url)).toEqual([
      '/api/songs/search?q=Don%E2%80%99t+stop+%26+go+%F0%9F%8E%B8&session=7',
      '/api/songs/search?q=x',
      '/api/sessions/history',
    ]);
  });

  it('sends a JSON body with its headers (an Idempotency-Key), and {} where a POST or PUT takes none', async () => {
    const body = { song_title: 'Wonderwall', artist_name: null, fan_name: null, message: null, tip_amount: 0 };
    await api.POST('/api/sessions/{sessionId}/requests', {
      path: { sessionId: 3 },
      body,
      headers: { 'Idempotency-Key': 'key-1' },
    });
    await api.POST('/api/auth/signout');
    await api.PUT('/api/messages/{id}/read', { path: { id: 4 } });
    expect(sent[0]!.url).toBe('/api/sessions/3/requests');
    expect(JSON.parse(sent[0]!.init.body as string)).toEqual(body);
    expect(headersOf(0)).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'key-1',
    });
    expect([sent[1]!.init.body, sent[2]!.init.body]).toEqual(['{}', '{}']);
  });

  it('sends a DELETE without a body unless the route takes one', async () => {
    answer = async () => new Response(null, { status: 204 });
    expect(await api.DELETE('/api/messages/{id}', { path: { id: 9 } })).toBeUndefined();
    await api.DELETE('/api/users/delete-account', { body: { password: 'secret' } });
    expect(sent[0]).toMatchObject({ url: '/api/messages/9', init: { method: 'DELETE', body: null } });
    expect(sent[1]!.init.body).toBe('{"password":"secret"}');
  });

  it('uploads FormData as it is, letting the browser set the multipart type', async () => {
    const form = new FormData();
    form.append('photo', new Blob(['x']), 'photo');
    await api.POST('/api/musicians/profile/photo', { body: form });
    expect(sent[0]!.init.body).toBe(form);
    expect(headersOf()).toEqual({ Accept: 'application/json' });
  });

  it('passes keepalive on (an error report sent as the page unloads)', async () => {
    await api.POST('/api/errors/client', {
      body: { message: 'x', stack: null, componentStack: null, timestamp: 't', url: 'u', userAgent: 'a' },
      keepalive: true,
    });
    expect(sent[0]!.init.keepalive).toBe(true);
  });

  it('throws ApiError with the server’s words, NetworkError when unreachable, and announces maintenance', async () => {
    answer = async () => Response.json({ error: 'Requests are paused' }, { status: 409 });
    const refused = await api.GET('/api/health').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, serverMessage: 'Requests are paused' });

    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(api.GET('/api/health')).rejects.toBeInstanceOf(NetworkError);

    const announced = vi.fn();
    window.addEventListener(MAINTENANCE_EVENT, announced);
    answer = async () => Response.json({ error: 'Down', code: 'maintenance' }, { status: 503 });
    await expect(api.GET('/api/health')).rejects.toBeInstanceOf(ApiError);
    expect(announced).toHaveBeenCalledTimes(1);
  });
});
