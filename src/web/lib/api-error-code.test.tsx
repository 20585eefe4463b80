import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, MAINTENANCE_EVENT, NetworkError } from './api-client';
import { apiErrorCode } from './api-error-code';

// A .tsx test: it needs the DOM's window, where the maintenance event is announced.
afterEach(() => vi.unstubAllGlobals());

const answer = (response: Response) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );

async function failure(
  path: '/api/musicians/payout-account' | '/api/auth/me' | '/api/musicians/profile',
): Promise<unknown> {
  return api.GET(path).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('the API client’s error codes', () => {
  it('carries the server’s code beside its words', async () => {
    answer(Response.json({ error: 'A fresh step-up is needed 🔐', code: 'step_up_required' }, { status: 403 }));
    const error = await failure('/api/musicians/payout-account');
    expect(error).toBeInstanceOf(ApiError);
    expect(apiErrorCode(error)).toBe('step_up_required');
    expect((error as ApiError).serverMessage).toBe('A fresh step-up is needed 🔐');
  });

  it('has no code for a proxy’s page or a network failure', async () => {
    answer(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(apiErrorCode(await failure('/api/auth/me'))).toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = await failure('/api/auth/me');
    expect(offline).toBeInstanceOf(NetworkError);
    expect(apiErrorCode(offline)).toBeUndefined();
  });

  it('announces maintenance on the maintenance code only, not on any 503', async () => {
    const heard = vi.fn();
    window.addEventListener(MAINTENANCE_EVENT, heard);
    answer(Response.json({ error: 'Too busy to resize your photo now', code: 'unavailable' }, { status: 503 }));
    await failure('/api/musicians/profile');
    expect(heard).not.toHaveBeenCalled();
    answer(Response.json({ error: 'Down for maintenance', code: 'maintenance' }, { status: 503 }));
    await failure('/api/musicians/profile');
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener(MAINTENANCE_EVENT, heard);
  });
});
