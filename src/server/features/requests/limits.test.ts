import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { fanRequest, liveShow, newDeviceId } from '../../../../test/live-show';
import { requestMessages } from '../../../shared/requests';

// Limits small enough to see exactly where they bite; every check below fires 100 requests at once.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { FAN_REQUEST_LIMIT_PER_DEVICE: '10', FAN_REQUEST_LIMIT_PER_IP: '30' } });
});
afterAll(async () => {
  await t.close();
});

async function fire(count: number, request: (i: number) => Promise<Response>) {
  const responses = await Promise.all(Array.from({ length: count }, (_, i) => request(i)));
  const bodies = await Promise.all(responses.map((r) => r.json() as Promise<{ error?: string }>));
  return responses.map((r, i) => ({ status: r.status, error: bodies[i]!.error }));
}

const count = async (sessionId: number) =>
  Number(
    (
      await t.ctx.db
        .selectFrom('song_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('session_id', '=', sessionId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the fan anti-spam limits hold exactly under 100 concurrent requests', () => {
  it('one phone gets exactly its 10 requests a show', async () => {
    const { session } = await liveShow(t);
    const phone = newDeviceId();
    const results = await fire(100, (i) => fanRequest(t, session.id, { song_title: `Song ${i}` }, { deviceId: phone }));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(90);
    expect(refused.every((r) => r.status === 429 && r.error === requestMessages.tooManyFromDevice)).toBe(true);
    expect(await count(session.id)).toBe(10);
  });

  it('one network address gets exactly its 30, however many phones share it', async () => {
    const { session } = await liveShow(t);
    const results = await fire(100, (i) => fanRequest(t, session.id, { song_title: `Song ${i}` }));
    expect(results.filter((r) => r.status === 201)).toHaveLength(30);
    expect(results.filter((r) => r.status === 429 && r.error === requestMessages.tooManyFromNetwork)).toHaveLength(70);
    expect(await count(session.id)).toBe(30);
  });

  it('the same song from one phone is taken once within the cooldown', async () => {
    const { session } = await liveShow(t);
    const phone = newDeviceId();
    const results = await fire(100, () =>
      fanRequest(t, session.id, { song_title: 'Wonderwall', artist_name: 'Oasis' }, { deviceId: phone }),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    // A refused request is not stored, so it does not use up the phone's allowance either.
    expect(results.filter((r) => r.status === 409 && r.error === requestMessages.sameSongRecently)).toHaveLength(99);
    const song = await t.ctx.db
      .selectFrom('songs')
      .select('total_requests')
      .where('title_key', '=', 'wonderwall')
      .executeTakeFirstOrThrow();
    // Refused requests leave no trace in the catalogue's totals either.
    expect(song.total_requests).toBe(1);
    expect(await count(session.id)).toBe(1);
  });
});
