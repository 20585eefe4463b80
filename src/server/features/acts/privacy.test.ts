import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createMusician, fastHashCost } from '../../../../test/factories';
import { fanRequest, liveShow, newDeviceId } from '../../../../test/live-show';
import { openStream } from '../../../../test/sse-client';
import type { ActRole } from '../../db/types';
import { hashPassword } from '../auth/passwords';

/**
 * Privacy and bad input for acts (issue 44, point 8; decision 035): members' e-mail addresses never
 * reach public pages and APIs nor crew (the members list, the live manager's reads and stream); a
 * guessed or used invitation link says nothing about the act; shares that do not add up, a role
 * that does not exist and an act left without a leader get their codes and change nothing.
 * SQLite and PostgreSQL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function joinAct(actId: number, role: ActRole, shareBps = 0) {
  const email = `${role}.${Math.random().toString(36).slice(2)}@example.test`;
  const at = new Date().toISOString();
  const { id } = await t.ctx.db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword('correct horse', fastHashCost),
      user_type: 'musician',
      name: `${role} 🎶 ${'n'.repeat(60)}`,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const member = await t.ctx.db
    .insertInto('act_members')
    .values({ act_id: actId, user_id: id, role, share_bps: shareBps, joined_at: at, left_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const client = t.client();
  expect((await client.post('/api/auth/signin', { email, password: 'correct horse' })).status).toBe(200);
  return { id, memberId: member.id, email, client };
}

const stateOf = (actId: number) =>
  t.ctx.db
    .selectFrom('act_members')
    .select(['id', 'user_id', 'role', 'share_bps', 'left_at'])
    .where('act_id', '=', actId)
    .orderBy('id')
    .execute();

describe('members’ e-mail addresses', () => {
  it('reach neither public pages and APIs nor crew, in reads or in the live manager’s stream', async () => {
    const show = await liveShow(t, 'The Crown');
    const actId = show.musician.profileId;
    const member = await joinAct(actId, 'member');
    const crew = await joinAct(actId, 'crew');
    const emails = [show.musician.email, member.email, crew.email];
    const fan = await fanRequest(
      t,
      show.session.id,
      { song_title: 'Yellow', fan_name: 'Fan' },
      { deviceId: newDeviceId() },
    );
    expect(fan.status).toBe(201);
    const requestId = ((await fan.json()) as { request: { id: number } }).request.id;

    const crewStream = await openStream(`${t.url}/api/sessions/live/requests/stream`, {
      cookie: `sc_session=${crew.client.cookie('sc_session')}`,
    });
    await crewStream.next('snapshot');
    expect((await crew.client.put(`/api/requests/${requestId}/status`, { status: 'accepted' })).status).toBe(200);
    expect(
      (await show.client.post(`/api/sessions/live/${show.session.id}/now-playing`, { request_id: requestId })).status,
    ).toBe(200);
    await crewStream.until((events) =>
      events.some((e) => e.type === 'session.stage' && e.data.now_playing_id === requestId),
    );

    const crewReads = await Promise.all(
      [
        '/api/musicians/act/members',
        '/api/sessions/live/requests',
        '/api/sessions/live/current',
        '/api/musicians/profile',
        `/api/sessions/live/${show.session.id}/blocked-phones`,
        '/api/auth/me',
      ].map(async (path) => {
        const res = await crew.client.get(path);
        return { path, status: res.status, text: res.text };
      }),
    );
    // The members list is the leaders': crew are refused it, by code.
    expect(crewReads[0]).toMatchObject({ status: 403 });
    expect(JSON.parse(crewReads[0]!.text)).toMatchObject({ code: 'act_role_not_allowed' });
    expect(crewReads.slice(1).map((read) => read.status)).toEqual([200, 200, 200, 200, 200]);

    const qr = show.musician.qrCodeId;
    const anonymous = t.client();
    const publicReads = await Promise.all(
      [
        `/api/musicians/${qr}`,
        `/api/musicians/${qr}/gigs.ics`,
        '/api/sessions/active',
        '/api/sessions/scheduled/public',
        `/api/screen/${qr}`,
        `/api/sessions/${show.session.id}/songs`,
      ].map(async (path) => ({ path, res: await anonymous.get(path) })),
    );
    for (const { path, res } of publicReads) expect(res.status, path).toBeLessThan(400);

    const crewSaw = [...crewReads.map((read) => `${read.path} ${read.text}`), JSON.stringify(crewStream.received)].join(
      '\n',
    );
    const publicSaw = publicReads.map(({ path, res }) => `${path} ${res.text}`).join('\n');
    crewStream.close();
    const expectAbsent = (text: string, email: string) => {
      const at = text.indexOf(email);
      expect(at, text.slice(Math.max(0, at - 200), at + 50)).toBe(-1);
    };
    // Crew see no other member's address; the public sees nobody's.
    for (const email of [show.musician.email, member.email]) expectAbsent(crewSaw, email);
    for (const email of emails) expectAbsent(publicSaw, email);
    // The crew's own address is only in reads of their own account, never in the act's stream.
    expectAbsent(JSON.stringify(crewStream.received), crew.email);
  });
});

describe('invitation links', () => {
  it('say nothing about the act to a stranger with a used or guessed link', async () => {
    const band = await createMusician(t.ctx.db, { stageName: 'The Secret Band' });
    const leader = t.client();
    expect((await leader.post('/api/auth/signin', { email: band.email, password: band.password })).status).toBe(200);
    const invitee = await createMusician(t.ctx.db);
    expect((await leader.post('/api/musicians/act/invitations', { email: invitee.email, role: 'member' })).status).toBe(
      201,
    );
    const mail = await t.ctx.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', invitee.email)
      .where('kind', '=', 'act_invitation')
      .executeTakeFirstOrThrow();
    const token = /\/join\/([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
    const inviteeClient = t.client();
    await inviteeClient.post('/api/auth/signin', { email: invitee.email, password: invitee.password });
    expect((await inviteeClient.post('/api/acts/invitations/accept', { token })).status).toBe(200);

    const stranger = await createMusician(t.ctx.db);
    const strangerClient = t.client();
    await strangerClient.post('/api/auth/signin', { email: stranger.email, password: stranger.password });
    const used = await strangerClient.post('/api/acts/invitations/accept', { token });
    const guessed = await strangerClient.post('/api/acts/invitations/accept', { token: token.slice(0, -1) + 'A' });
    for (const res of [used, guessed]) {
      expect(res.status).toBe(used.status);
      expect(res.body).toEqual(used.body);
      expect(res.body.code).toBe('invitation_not_valid');
      expect(res.text).not.toContain('Secret Band');
      expect(res.text).not.toContain(band.email);
    }
    // Used once: the stranger is in no act of the band's.
    expect(
      await t.ctx.db
        .selectFrom('act_members')
        .select('id')
        .where('user_id', '=', stranger.user.id)
        .where('act_id', '=', band.profileId)
        .execute(),
    ).toEqual([]);
  });
});

describe('bad input about members', () => {
  it('refuses shares that do not add up, a role that does not exist and an act without a leader, changing nothing', async () => {
    const band = await createMusician(t.ctx.db, { stageName: 'The Careful Band' });
    const leader = t.client();
    expect((await leader.post('/api/auth/signin', { email: band.email, password: band.password })).status).toBe(200);
    const actId = band.profileId;
    const member = await joinAct(actId, 'member');
    const leaderRow = (await stateOf(actId)).find((row) => row.user_id === band.user.id)!;
    const before = await stateOf(actId);

    const ninety = await leader.put('/api/musicians/act/shares', {
      shares: [
        { member_id: leaderRow.id, share_bps: 6000 },
        { member_id: member.memberId, share_bps: 3000 },
      ],
    });
    expect(ninety.status).toBe(400);
    expect(ninety.body.code).toBe('shares_must_total_100');
    const over = await leader.put('/api/musicians/act/shares', {
      shares: [
        { member_id: leaderRow.id, share_bps: 10_000 },
        { member_id: member.memberId, share_bps: 1 },
      ],
    });
    expect(over.status).toBe(400);
    expect(over.body.code).toBe('shares_must_total_100');

    const drummer = await leader.put(`/api/musicians/act/members/${member.memberId}/role`, { role: 'drummer 🥁' });
    expect(drummer.status).toBe(400);
    expect(drummer.body.code).toBe('unknown_role');

    const stepDown = await leader.put(`/api/musicians/act/members/${leaderRow.id}/role`, { role: 'member' });
    expect(stepDown.status).toBe(409);
    expect(stepDown.body.code).toBe('act_needs_leader');
    const leave = await leader.post('/api/musicians/act/leave');
    expect(leave.status).toBe(409);
    expect(leave.body.code).toBe('act_needs_leader');
    const removeSelf = await leader.delete(`/api/musicians/act/members/${leaderRow.id}`);
    expect(removeSelf.status).toBe(409);
    expect(removeSelf.body.code).toBe('act_needs_leader');

    expect(await stateOf(actId)).toEqual(before);
  });
});
