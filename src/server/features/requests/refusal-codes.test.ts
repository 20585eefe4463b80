import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { fanRequest, liveShow, newDeviceId } from '../../../../test/live-show';
import type { ErrorCode } from '../../../shared/error-codes';
import { repertoireMessages } from '../../../shared/repertoire';
import {
  notTakingFromYouMessage,
  requestMessages,
  sessionPausedMessage,
  showFullMessage,
} from '../../../shared/requests';

/**
 * A fan's request is refused with a 409 for five reasons, and clients tell them apart by `code`,
 * never by the words: each refusal has its own code, the spec's words beside it unchanged, whether
 * the request is free (on PostgreSQL, the one-round-trip admission) or paid first (checked before
 * the fan pays).
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { FAN_REQUEST_LIMIT_PER_DEVICE: '3' } });
});
afterAll(async () => {
  await t.close();
});

type Show = Awaited<ReturnType<typeof liveShow>>;

interface Refusal {
  code: ErrorCode;
  error: string;
  /** Sets the show up so that `send` from `phone` is refused for this reason. */
  arrange: (show: Show, phone: string) => Promise<unknown>;
  title?: string;
  /** Checked when the request is admitted, after a payment: not a refusal before the fan pays. */
  afterPayment?: true;
}

const refusals: Refusal[] = [
  {
    code: 'requests_paused',
    error: sessionPausedMessage,
    arrange: ({ client, session }) => client.post(`/api/sessions/live/${session.id}/pause`, {}),
  },
  {
    code: 'device_blocked',
    error: notTakingFromYouMessage,
    arrange: async ({ client, session }, phone) => {
      const first = await fanRequest(t, session.id, { song_title: 'First 🎸' }, { deviceId: phone });
      const { request } = (await first.json()) as { request: { id: number } };
      return client.post(`/api/requests/${request.id}/block-device`);
    },
  },
  {
    code: 'show_full',
    error: showFullMessage,
    arrange: async ({ client, session }) => {
      await client.put(`/api/sessions/live/${session.id}/request-limit`, { max_requests: 1 });
      return fanRequest(t, session.id, { song_title: 'The only one' });
    },
  },
  {
    code: 'not_in_repertoire',
    error: repertoireMessages.notInRepertoire,
    arrange: async ({ client, session }) => {
      await client.post('/api/musicians/repertoire/import', { csv: 'Title,Artist,Open\nWonderwall,Oasis,yes\n' });
      return client.put(`/api/sessions/live/${session.id}/repertoire-only`, { repertoire_only: true });
    },
  },
  {
    code: 'same_song_recently',
    error: requestMessages.sameSongRecently,
    arrange: ({ session }, phone) => fanRequest(t, session.id, { song_title: 'Same again' }, { deviceId: phone }),
    title: 'Same again',
    afterPayment: true,
  },
];

describe('the five refusals of a fan’s request', () => {
  for (const refusal of refusals) {
    for (const paid of refusal.afterPayment ? [false] : [false, true]) {
      it(`${refusal.code}${paid ? ', before the fan pays' : ''}: a 409 with its own code and the spec's words`, async () => {
        const show = await liveShow(t);
        const phone = newDeviceId();
        await refusal.arrange(show, phone);
        const body = { song_title: refusal.title ?? 'Supercalifragilisticexpialidocious🎤'.repeat(3) };
        const res = await fanRequest(t, show.session.id, paid ? { ...body, tip_amount: 500 } : body, {
          deviceId: phone,
        });
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({ error: refusal.error, code: refusal.code });
      });
    }
  }

  it('gives each refusal a different code', () => {
    expect(new Set(refusals.map((r) => r.code)).size).toBe(5);
  });

  it('a phone over its allowance gets a 429 rate_limited, which the document lists for the operation', async () => {
    const { session } = await liveShow(t);
    const phone = newDeviceId();
    for (let i = 0; i < 3; i++) {
      expect((await fanRequest(t, session.id, { song_title: `Song ${i}` }, { deviceId: phone })).status).toBe(201);
    }
    const refused = await fanRequest(t, session.id, { song_title: 'One more' }, { deviceId: phone });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: requestMessages.tooManyFromDevice, code: 'rate_limited' });
    const document = (await t.client().get('/api/openapi.json')).body;
    const responses = document.paths['/api/sessions/{sessionId}/requests'].post.responses as Record<
      string,
      { description: string }
    >;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['404', '409', '429', '503']));
    // The document names the codes each status of this operation carries.
    for (const { code } of refusals) expect(responses['409']!.description).toContain(`\`${code}\``);
    expect(responses['429']!.description).toContain('`rate_limited`');
  });

  it('a show that has ended is a 404 session_not_live', async () => {
    const { client, session } = await liveShow(t);
    await client.post(`/api/sessions/live/${session.id}/end`, {});
    const res = await fanRequest(t, session.id, { song_title: 'Too late' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: requestMessages.sessionNotActive, code: 'session_not_live' });
  });
});
