import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { submitSongRequest, toSongRequestBody } from './submit-song-request';

const body = toSongRequestBody({ songTitle: 'Wonderwall', artistName: '', fanName: '', message: '' });
const stored = { request: { id: 7, song_title: 'Wonderwall' } };

/** The server (through nginx) answering each try in turn; records each try's headers. */
function answers(...replies: Array<Response | Error>) {
  const keys: Array<string | undefined> = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
    const reply = replies[keys.length - 1]!;
    if (reply instanceof Error) throw reply;
    return reply;
  });
  return keys;
}
const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
const proxyPage = (status: number) => new Response('<html>Bad Gateway</html>', { status });
const sleep = async () => undefined;

afterEach(() => vi.unstubAllGlobals());

describe('submitSongRequest', () => {
  it('sends again with the same Idempotency-Key after no answer and a proxy’s 502 and 503, and the fan sees it sent', async () => {
    const keys = answers(new TypeError('Failed to fetch'), proxyPage(502), proxyPage(503), json(200, stored));
    await expect(submitSongRequest(3, body, 'key-1', { sleep })).resolves.toEqual({
      kind: 'sent',
      request: stored.request,
    });
    expect(keys).toEqual(['key-1', 'key-1', 'key-1', 'key-1']);
  });

  it('shows the error after four tries that all failed', async () => {
    const keys = answers(proxyPage(502), proxyPage(504), proxyPage(502), proxyPage(503), json(201, stored));
    await expect(submitSongRequest(3, body, 'key-2', { sleep })).rejects.toMatchObject({ status: 503 });
    expect(keys).toHaveLength(4);
  });

  it('does not repeat a send the server refused', async () => {
    const keys = answers(json(400, { error: 'Song title is required', code: 'validation_failed' }), json(201, stored));
    await expect(submitSongRequest(3, body, 'key-3', { sleep })).rejects.toBeInstanceOf(ApiError);
    expect(keys).toEqual(['key-3']);
  });
});
