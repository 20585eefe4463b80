import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveSession } from '../../../../shared/live/public';
import { requestText } from '../request-messages';
import { RequestForm } from './request-form';
import { musicianByQrQueryKey, type MusicianByQrResponse } from '../../artist/api/get-musician-by-qr';
import { songRequest } from '../../../../../test/web/song-request';
import { liveShow } from '../../../../../test/web/live-show';
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

const show: ActiveSession = liveShow();

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

function renderForm(
  props: { show: ActiveSession | null; isLive?: boolean; isShowLoading?: boolean },
  musician?: MusicianByQrResponse,
) {
  const onSent = vi.fn();
  const onNeedShow = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (musician) client.setQueryData(musicianByQrQueryKey(show.qr_code_id), musician);
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

  it('says the show is still loading when Send is tapped before a QR code’s show has arrived', () => {
    const { onNeedShow } = renderForm({ show: null, isShowLoading: true });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(screen.getByRole('alert').textContent).toBe(requestText.showLoading);
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

describe('RequestForm’s Send', () => {
  const pricedMusician = (prices: { standard: number; premium: number } | null) =>
    ({
      musician: { suggested_tips: [100, 500], request_prices: prices },
      active_session: { id: show.id },
    }) as unknown as MusicianByQrResponse;
  const label = () => screen.getByRole('button', { name: /^Send/ }).textContent;

  it('names what the card will be asked for: the price, the premium, and a tip with it', async () => {
    renderForm({ show }, pricedMusician({ standard: 200, premium: 500 }));
    expect(label()).toBe('Send · £2.00');
    fireEvent.click(await screen.findByRole('radio', { name: 'Premium £5.00' }));
    expect(label()).toBe('Send · £5.00');
    fireEvent.click(screen.getByRole('radio', { name: '£1' }));
    expect(label()).toBe('Send · £6.00');
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    fireEvent.change(screen.getByLabelText('Tip amount (£)'), { target: { value: '2.5' } });
    expect(label()).toBe('Send · £7.50');
    // Not an amount (yet): the price alone, and the tip's own message comes on Send.
    fireEvent.change(screen.getByLabelText('Tip amount (£)'), { target: { value: '🎸 lots' } });
    expect(label()).toBe('Send · £5.00');
  });

  it('says Send Request when nothing is to pay, and the tip alone on a free show', async () => {
    renderForm({ show }, pricedMusician(null));
    expect(label()).toBe('Send Request');
    fireEvent.click(await screen.findByRole('radio', { name: '£5' }));
    expect(label()).toBe('Send · £5.00');
  });
});
