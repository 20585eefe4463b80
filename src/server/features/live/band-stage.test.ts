import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { fastHashCost } from '../../../../test/factories';
import { fanRequest, liveShow, newDeviceId } from '../../../../test/live-show';
import { openStream, type SseEvent } from '../../../../test/sse-client';
import type { TestClient } from '../../../../test/http-client';
import type { ActRole } from '../../db/types';
import type { LiveSession, QueuedRequest } from '../../../shared/live';
import type { ShowReport } from '../../../shared/live/show-history';
import { hashPassword } from '../auth/passwords';

/**
 * The stage for every member at once (issue 44, point 4; decision 035, step 4): each member's
 * phone runs the same live manager on the act's one show. A tap on one reaches the others over the
 * act's queue stream, the order and the song playing are the show's, Undo takes back the tapping
 * member's own last tap, and the show's log names who did what. SQLite and PostgreSQL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Show = Awaited<ReturnType<typeof liveShow>>;

interface Person {
  id: number;
  email: string;
  name: string;
  client: TestClient;
  cookie: string;
}

/** A musician account with no act of its own, joined to `actId` with `role`, signed in on its own phone. */
async function joinAct(actId: number, role: ActRole, name: string): Promise<Person> {
  const email = `${role}-${Math.random().toString(36).slice(2)}@example.test`;
  const at = new Date().toISOString();
  const { id } = await t.ctx.db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword('correct horse', fastHashCost),
      user_type: 'musician',
      name,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.ctx.db
    .insertInto('act_members')
    .values({ act_id: actId, user_id: id, role, share_bps: 0, joined_at: at, left_at: null })
    .execute();
  const client = t.client();
  expect((await client.post('/api/auth/signin', { email, password: 'correct horse' })).status).toBe(200);
  return { id, email, name, client, cookie: `sc_session=${client.cookie('sc_session')}` };
}

async function send(show: Show, title: string) {
  const res = await fanRequest(t, show.session.id, { song_title: title }, { deviceId: newDeviceId() });
  expect(res.status).toBe(201);
  return ((await res.json()) as { request: { id: number } }).request.id;
}

async function queueOf(client: TestClient) {
  const res = await client.get('/api/sessions/live/requests');
  expect(res.status).toBe(200);
  return res.body as { session: LiveSession; requests: QueuedRequest[] };
}

const statusIn = (queue: { requests: QueuedRequest[] }, id: number) => queue.requests.find((r) => r.id === id)?.status;

const stageWith = (events: readonly SseEvent[], match: (data: LiveSession) => boolean) =>
  events.some((event) => event.type === 'session.stage' && match(event.data as LiveSession));

describe('the stage for every member of the act', () => {
  it('shows every tap on every phone, shares the order and the song playing, and undoes each member’s own tap', async () => {
    const show = await liveShow(t);
    const leaderId = show.musician.user.id;
    const drummer = await joinAct(show.musician.profileId, 'member', 'Dave 🥁 the drummer');
    const roadie = await joinAct(show.musician.profileId, 'crew', 'Rita Roadie');
    const base = `/api/sessions/live/${show.session.id}`;
    const yellow = await send(show, 'Yellow');
    const jude = await send(show, 'Hey Jude');
    const creep = await send(show, 'Creep');

    const streams = {
      leader: await show.queueStream(),
      drummer: await openStream(`${t.url}/api/sessions/live/requests/stream`, { cookie: drummer.cookie }),
      roadie: await openStream(`${t.url}/api/sessions/live/requests/stream`, { cookie: roadie.cookie }),
    };
    for (const stream of Object.values(streams)) await stream.next('snapshot');

    // The drummer accepts Yellow: the leader's and the roadie's phones see it.
    expect((await drummer.client.put(`/api/requests/${yellow}/status`, { status: 'accepted' })).status).toBe(200);
    for (const stream of [streams.leader, streams.roadie]) {
      await stream.until((events) =>
        events.some((e) => e.type === 'request.updated' && e.data.id === yellow && e.data.status === 'accepted'),
      );
    }

    // The leader plays Hey Jude now: every phone has it playing, and each its own Undo.
    const started = await show.client.post(`${base}/now-playing`, { request_id: jude });
    expect(started.status).toBe(200);
    const labels = { [String(leaderId)]: 'Started Hey Jude', [String(drummer.id)]: 'Accepted Yellow' };
    expect((started.body.session as LiveSession).undo_labels).toEqual(labels);
    for (const stream of Object.values(streams)) {
      await stream.until((events) =>
        stageWith(events, (s) => s.now_playing_id === jude && s.undo_labels?.[leaderId] === 'Started Hey Jude'),
      );
    }

    // The roadie accepts Creep and orders by arrival: the order is the show's, on every phone.
    expect((await roadie.client.put(`/api/requests/${creep}/status`, { status: 'accepted' })).status).toBe(200);
    expect((await roadie.client.put(`${base}/queue-order`, { queue_order: 'arrival' })).status).toBe(200);
    for (const client of [show.client, drummer.client, roadie.client]) {
      const queue = await queueOf(client);
      expect(queue.session.queue_order).toBe('arrival');
      expect(queue.session.now_playing_id).toBe(jude);
    }
    await streams.drummer.until((events) => stageWith(events, (s) => s.queue_order === 'arrival'));

    // The drummer's Undo takes back the drummer's tap (Yellow), not the roadie's last nor the leader's.
    const drummerUndo = await drummer.client.post(`${base}/undo`);
    expect(drummerUndo.status).toBe(200);
    let queue = await queueOf(show.client);
    expect(statusIn(queue, yellow)).toBe('pending');
    expect(statusIn(queue, creep)).toBe('accepted');
    expect(queue.session.now_playing_id).toBe(jude);
    expect(queue.session.queue_order).toBe('arrival');
    expect(queue.session.undo_labels).toEqual({
      [String(leaderId)]: 'Started Hey Jude',
      [String(roadie.id)]: 'Order: Arrival',
    });
    expect((await drummer.client.post(`${base}/undo`)).status).toBe(409);
    await streams.leader.until((events) =>
      events.some((e) => e.type === 'request.updated' && e.data.id === yellow && e.data.status === 'pending'),
    );

    // The roadie's Undo puts the order back; the leader's stops Hey Jude; nothing else moves.
    expect((await roadie.client.post(`${base}/undo`)).status).toBe(200);
    expect((await show.client.post(`${base}/undo`)).status).toBe(200);
    queue = await queueOf(drummer.client);
    expect(queue.session.queue_order).toBe('premium');
    expect(queue.session.now_playing_id).toBeNull();
    expect(statusIn(queue, jude)).toBe('pending');
    expect(statusIn(queue, creep)).toBe('accepted');
    expect(queue.session.undo_labels).toEqual({});

    // What every phone was sent names no member's e-mail address.
    for (const stream of Object.values(streams)) {
      const bytes = JSON.stringify(stream.received);
      for (const person of [show.musician, drummer, roadie]) expect(bytes).not.toContain(person.email);
      stream.close();
    }

    // The show's log says who did what, by name, never by e-mail address.
    const report = (await show.client.get(`/api/sessions/history/${show.session.id}`)).body as ShowReport;
    const leaderName = (
      await t.ctx.db.selectFrom('users').select('name').where('id', '=', leaderId).executeTakeFirstOrThrow()
    ).name;
    expect(report.stage_log.map(({ member_name, action }) => [member_name, action])).toEqual([
      ['Dave 🥁 the drummer', 'Accepted Yellow'],
      [leaderName, 'Started Hey Jude'],
      ['Rita Roadie', 'Accepted Creep'],
      ['Rita Roadie', 'Order: Arrival'],
      ['Dave 🥁 the drummer', 'Undid Accepted Yellow'],
      ['Rita Roadie', 'Undid Order: Arrival'],
      [leaderName, 'Undid Started Hey Jude'],
    ]);
    const reportBytes = JSON.stringify(report);
    for (const person of [show.musician, drummer, roadie]) expect(reportBytes).not.toContain(person.email);
  });

  it('undoes a member’s tap only as far as it still stands: another member’s later change is kept', async () => {
    const show = await liveShow(t, 'The Anchor');
    const bassist = await joinAct(show.musician.profileId, 'member', 'Bea Bass');
    const base = `/api/sessions/live/${show.session.id}`;
    const song = await send(show, 'Wonderwall');
    // The bassist accepts; the leader then marks the same request played on another phone.
    expect((await bassist.client.put(`/api/requests/${song}/status`, { status: 'accepted' })).status).toBe(200);
    expect((await show.client.put(`/api/requests/${song}/status`, { status: 'played' })).status).toBe(200);
    // The bassist's Undo would put it back to new: the leader's 'played' stands instead.
    expect((await bassist.client.post(`${base}/undo`)).status).toBe(200);
    expect(statusIn(await queueOf(show.client), song)).toBe('played');
    // The leader's own Undo still brings it back to accepted, as the leader's phone said.
    expect((await show.client.post(`${base}/undo`)).status).toBe(200);
    expect(statusIn(await queueOf(bassist.client), song)).toBe('accepted');
  });

  it('keeps every member’s Undo right under many concurrent taps from two phones', async () => {
    const show = await liveShow(t, 'The Swan');
    const keys = await joinAct(show.musician.profileId, 'member', 'Kim Keys');
    const base = `/api/sessions/live/${show.session.id}`;
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) ids.push(await send(show, `Song ${i}`));
    // Five each, at once: the leader accepts the even ones, the keyboard player the odd ones.
    const taps = ids.map((id, i) =>
      (i % 2 === 0 ? show.client : keys.client).put(`/api/requests/${id}/status`, { status: 'accepted' }),
    );
    expect((await Promise.all(taps)).map((res) => res.status)).toEqual(ids.map(() => 200));
    const labels = (await queueOf(show.client)).session.undo_labels ?? {};
    expect(labels[String(show.musician.user.id)]).toMatch(/^Accepted Song [02468]$/);
    expect(labels[String(keys.id)]).toMatch(/^Accepted Song [13579]$/);
    // Each Undo reopens exactly that member's last song, whatever order the taps landed in.
    const keysLast = Number(labels[String(keys.id)]!.slice(-1));
    expect((await keys.client.post(`${base}/undo`)).status).toBe(200);
    const after = await queueOf(show.client);
    expect(ids.filter((id) => statusIn(after, id) === 'pending')).toEqual([ids[keysLast]]);
  });
});
