import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { fanRequest, liveShow, newDeviceId } from '../../../../test/live-show';
import type { LiveSession } from '../../../shared/live';
import type { BlockedPhones } from '../../../shared/live/phone-blocks';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Show = Awaited<ReturnType<typeof liveShow>>;

async function send(show: Show, song: string, deviceId: string) {
  const res = await fanRequest(t, show.session.id, { song_title: song, fan_name: 'Sam 🎸' }, { deviceId });
  expect(res.status).toBe(201);
  return ((await res.json()) as { request: { id: number } }).request.id;
}

const sends = async (show: Show, song: string, deviceId: string) =>
  (await fanRequest(t, show.session.id, { song_title: song }, { deviceId })).status;

async function undoLabel(show: Show) {
  const res = await show.client.get('/api/sessions/live/requests');
  return (res.body as { session: LiveSession }).session.undo_label;
}

async function blockedList(show: Show) {
  const res = await show.client.get(`/api/sessions/live/${show.session.id}/blocked-phones`);
  expect(res.status).toBe(200);
  return res.body as BlockedPhones;
}

const block = (show: Show, id: number) => show.client.post(`/api/requests/${id}/block-device`);
const unblock = (show: Show, id: number) => show.client.delete(`/api/requests/${id}/block-device`);
const undo = (show: Show) => show.client.post(`/api/sessions/live/${show.session.id}/undo`);

describe('blocking a phone is a stage action', () => {
  it('Undo after Block takes requests from the phone again', async () => {
    const show = await liveShow(t);
    const phone = newDeviceId();
    const id = await send(show, 'Flood 1', phone);
    expect((await block(show, id)).status).toBe(200);
    expect(await sends(show, 'Flood 2', phone)).toBe(409);
    expect(await undoLabel(show)).toBe('Blocked the phone that asked for Flood 1');
    expect((await undo(show)).status).toBe(200);
    expect(await undoLabel(show)).toBeNull();
    expect(await sends(show, 'Flood 2', phone)).toBe(201);
    expect((await blockedList(show)).phones).toEqual([]);
  });

  it('lists the blocked phones by what they asked for, never by the phone’s id, and unblocks from the list', async () => {
    const show = await liveShow(t);
    const phone = newDeviceId();
    const longName = `${'Wonderwall'.repeat(18)}🎸🔥`;
    const first = await send(show, 'Flood 1', phone);
    const second = await send(show, longName, phone);
    await send(show, 'Someone else', newDeviceId());
    await block(show, first);

    const res = await show.client.get(`/api/sessions/live/${show.session.id}/blocked-phones`);
    expect(res.text).not.toContain(phone);
    const { phones } = res.body as BlockedPhones;
    expect(phones).toHaveLength(1);
    expect(phones[0]!.requests.map((request) => request.id)).toEqual([second, first]);
    expect(phones[0]!.requests[0]).toMatchObject({ song_title: longName, fan_name: 'Sam 🎸' });

    // Unblocking from any of the phone's requests, as the list does with its newest.
    expect((await unblock(show, second)).status).toBe(200);
    expect(await undoLabel(show)).toBe(`Unblocked the phone that asked for ${longName}`);
    expect((await blockedList(show)).phones).toEqual([]);
    expect(await sends(show, 'Back again', phone)).toBe(201);

    // Undo after Unblock blocks it again.
    expect((await undo(show)).status).toBe(200);
    expect(await sends(show, 'Once more', phone)).toBe(409);
    expect((await blockedList(show)).phones).toHaveLength(1);
  });

  it('a second Block or an Unblock of a phone not blocked changes nothing, not even what Undo takes back', async () => {
    const show = await liveShow(t);
    const phone = newDeviceId();
    const id = await send(show, 'Flood 1', phone);
    expect((await unblock(show, id)).status).toBe(200);
    expect(await undoLabel(show)).toBeNull();
    await show.client.put(`/api/requests/${id}/status`, { status: 'accepted' });
    await block(show, id);
    await block(show, id);
    expect(await undoLabel(show)).toBe('Blocked the phone that asked for Flood 1');
    await undo(show);
    expect(await sends(show, 'Flood 2', phone)).toBe(201);
    // One level of Undo: the accept stays.
    const queue = await show.client.get('/api/sessions/live/requests');
    const request = (queue.body as { requests: { id: number; status: string }[] }).requests.find((r) => r.id === id);
    expect(request?.status).toBe('accepted');
  });

  it('refuses a request without a phone, another musician’s request and an unknown one, changing nothing', async () => {
    const show = await liveShow(t);
    const phone = newDeviceId();
    const id = await send(show, 'Flood 1', phone);
    await block(show, id);
    const seeded = await send(show, 'Seeded', newDeviceId());
    await t.ctx.db.updateTable('song_requests').set({ device_id: null }).where('id', '=', seeded).execute();

    for (const answer of [await unblock(show, seeded), await block(show, seeded)]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'no_phone_to_block' });
    }
    const other = await liveShow(t, 'The Anchor');
    expect((await unblock(other, id)).status).toBe(403);
    expect((await other.client.get(`/api/sessions/live/${show.session.id}/blocked-phones`)).status).toBe(403);
    expect((await unblock(show, 2_000_000_000)).status).toBe(404);
    expect((await unblock(show, -1)).status).toBe(400);

    expect(await undoLabel(show)).toBe('Blocked the phone that asked for Flood 1');
    expect((await blockedList(show)).phones).toHaveLength(1);
    expect(await sends(show, 'Flood 2', phone)).toBe(409);
  });

  it('ten taps at once on Block and Unblock leave the phone in one state that the list, the intake and Undo agree on', async () => {
    const show = await liveShow(t);
    const phone = newDeviceId();
    const id = await send(show, 'Flood 1', phone);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? block(show, id) : unblock(show, id))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const isBlocked = (await blockedList(show)).phones.length === 1;
    expect(await sends(show, 'Probe', phone)).toBe(isBlocked ? 409 : 201);
    const rows = await t.ctx.db
      .selectFrom('session_blocked_devices')
      .select('device_id')
      .where('session_id', '=', show.session.id)
      .execute();
    expect(rows).toHaveLength(isBlocked ? 1 : 0);
    // The last tap that changed something is what Undo takes back: afterwards the phone is in the other state.
    if ((await undoLabel(show)) !== null) {
      await undo(show);
      expect((await blockedList(show)).phones.length === 1).toBe(!isBlocked);
    }
  });
});
