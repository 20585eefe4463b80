import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveSession } from '../../../../shared/public';
import { requestText } from '../request-messages';
import { RequestForm } from './request-form';
import { songRequest } from '../../../../../test/web/song-request';
import type * as RetrySend from '../../../lib/retry-send';

// The send's own retries (lib/retry-send.ts), without their real pauses.
vi.mock('../../../lib/retry-send', async (importOriginal) => {
  const actual = await importOriginal<typeof RetrySend>();
  return {
    ...actual,
    retrySend: <T,>(send: () => Promise<T>, options?: RetrySend.RetryOptions) =>
      actual.retrySend(send, { ...options, sleep: async () => undefined }),
  };
});

const show: ActiveSession = {
  id: 31,
  stage_name: 'Luna Ray',
  profile_photo_url: null,
  bio: null,
  venue_name: 'The Blue Lamp',
  session_name: 'Live Session',
  started_at: '2026-11-26T20:00:00.000Z',
  instagram_handle: null,
  qr_code_id: 'qr-luna',
  requests_paused: false,
  repertoire_only: false,
};

const TITLE = `Bohemian${'Rhapsody'.repeat(8)}🎤🔥`;
const sendPath = `/api/sessions/${show.id}/requests`;

/** The sends the form made, and what the server answers to each (in order). */
let sends: Array<{ key: string | undefined; body: Record<string, unknown> }>;
let sendAnswers: Array<() => Response>;

beforeEach(() => {
  localStorage.clear();
  sends = [];
  sendAnswers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === sendPath && init?.method === 'POST') {
        const headers = init.headers as Record<string, string>;
        sends.push({ key: headers['Idempotency-Key'], body: JSON.parse(String(init.body)) });
        const answer = sendAnswers.shift();
        if (!answer) throw new TypeError('Failed to fetch');
        return answer();
      }
      // The artist's prices and the song suggestions: nothing to offer.
      if (path.startsWith('/api/musicians/')) return Response.json({ error: 'Not found' }, { status: 404 });
      return Response.json([]);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(props: { show: ActiveSession | null; isLive?: boolean }) {
  const onSent = vi.fn();
  const onNeedShow = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RequestForm {...props} onSent={onSent} onNeedShow={onNeedShow} />
    </QueryClientProvider>,
  );
  const title = () => screen.getByRole('combobox', { name: 'Song title' }) as HTMLInputElement;
  const send = () => screen.getByRole('button', { name: 'Send Request' }) as HTMLButtonElement;
  return { ...view, client, onSent, onNeedShow, title, send };
}

const sent = () =>
  Response.json(
    {
      success: true,
      request: songRequest(501, {
        session_id: show.id,
        song_title: TITLE,
        created_at: '2026-11-26T20:10:00.000Z',
        updated_at: '2026-11-26T20:10:00.000Z',
      }),
    },
    { status: 201 },
  );

describe('RequestForm states', () => {
  it('asks for a show first, and takes the fan to step one', () => {
    const { onNeedShow } = renderForm({ show: null });
    expect(screen.getByText(requestText.selectShow)).toBeTruthy();
    fireEvent.submit(screen.getByRole('button', { name: 'Send Request' }).closest('form')!);
    expect(screen.getByRole('alert').textContent).toBe(requestText.selectShow);
    expect(onNeedShow).toHaveBeenCalledTimes(1);
    expect(sends).toEqual([]);
  });

  it('asks for a title under the field before sending anything', () => {
    const { send } = renderForm({ show });
    fireEvent.click(send());
    expect(screen.getByText(requestText.songTitleRequired)).toBeTruthy();
    expect(sends).toEqual([]);
  });

  it('keeps the text after a lost connection, and the retry sends the same Idempotency-Key', async () => {
    const { title, send, onSent } = renderForm({ show });
    fireEvent.change(title(), { target: { value: TITLE } });
    fireEvent.click(send());
    await waitFor(() => expect(screen.getByText(requestText.unreachable)).toBeTruthy());
    expect(title().value).toBe(TITLE);
    expect(onSent).not.toHaveBeenCalled();
    // The send tried four times by itself before the fan was told.
    expect(sends).toHaveLength(4);

    sendAnswers.push(sent);
    fireEvent.click(send());
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(show, TITLE));
    expect(sends).toHaveLength(5);
    expect(sends[0]!.key).toMatch(/\S{16,}/);
    expect(new Set(sends.map((s) => s.key))).toEqual(new Set([sends[0]!.key]));
    expect(sends[4]!.body).toMatchObject({ song_title: TITLE });
    // Sent: the form is empty for the next song.
    await waitFor(() => expect(title().value).toBe(''));
  });

  it('says the show is over when the server no longer has it, and keeps Send from trying again', async () => {
    const { title, send } = renderForm({ show });
    sendAnswers.push(() =>
      Response.json({ error: 'This session is no longer active', code: 'session_not_live' }, { status: 404 }),
    );
    fireEvent.change(title(), { target: { value: TITLE } });
    fireEvent.click(send());
    await waitFor(() => expect(screen.getByText(requestText.staleSession)).toBeTruthy());
    expect(screen.getByText(requestText.showEnded)).toBeTruthy();
    expect(send().disabled).toBe(true);
    expect(title().value).toBe(TITLE);
  });

  it('tells the refusals apart by code: a full show keeps the form open with the server’s words', async () => {
    const { title, send } = renderForm({ show });
    // A 404 without our code (a proxy's page) is not the show ending.
    sendAnswers.push(() => new Response('<h1>Not Found</h1>', { status: 404 }));
    sendAnswers.push(() => Response.json({ error: 'Tonight’s list is full 🎸', code: 'show_full' }, { status: 409 }));
    fireEvent.change(title(), { target: { value: TITLE } });
    fireEvent.click(send());
    await waitFor(() => expect(screen.getByText(requestText.sessionNotActive)).toBeTruthy());
    expect(screen.queryByText(requestText.showEnded)).toBeNull();
    expect(send().disabled).toBe(false);
    fireEvent.click(send());
    await waitFor(() => expect(screen.getByText('Tonight’s list is full 🎸')).toBeTruthy());
    expect(screen.queryByText(requestText.staleSession)).toBeNull();
    expect(send().disabled).toBe(false);
    expect(title().value).toBe(TITLE);
  });

  it('holds Send with the reason while the show is paused or has ended', () => {
    const paused = renderForm({ show: { ...show, requests_paused: true } });
    expect(screen.getByText(requestText.paused)).toBeTruthy();
    expect(paused.send().disabled).toBe(true);
    paused.unmount();
    const ended = renderForm({ show, isLive: false });
    expect(screen.getByText(requestText.showEnded)).toBeTruthy();
    expect(ended.send().disabled).toBe(true);
  });
});
