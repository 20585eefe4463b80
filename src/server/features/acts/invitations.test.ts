import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createLiveSession, createMusician } from '../../../../test/factories';
import type { TestClient } from '../../../../test/http-client';
import { createTestClock, type TestClock } from '../../clock';
import { actMessages } from '../../../shared/acts';

/**
 * Acts step 2 (docs/decisions/035): invitations by e-mail (single use, 7 days, withdrawable,
 * limited per act and hour, one answer for every bad link), roles, leaving and removing, and the
 * act that always keeps a leader. Run on SQLite and PostgreSQL.
 */

let t: TestApp;
let clock: TestClock;
beforeAll(async () => {
  clock = createTestClock();
  t = await startTestApp({ clock, env: { ACT_INVITES_PER_HOUR: '5' } });
});
afterAll(async () => {
  await t.close();
});

type Musician = Awaited<ReturnType<typeof createMusician>>;

async function signIn(m: { email: string; password: string }): Promise<TestClient> {
  const client = t.client();
  const res = await client.post('/api/auth/signin', { email: m.email, password: m.password });
  expect(res.status).toBe(200);
  return client;
}

/** A band: its leader signed in. */
async function band(stageName = 'The Rusty Nails'): Promise<{ leader: Musician; client: TestClient }> {
  const leader = await createMusician(t.ctx.db, { stageName, now: clock.now() });
  return { leader, client: await signIn(leader) };
}

/** The token of the newest invitation e-mailed to `email`: the link is the only copy. */
async function tokenSentTo(email: string): Promise<string> {
  const row = await t.ctx.db
    .selectFrom('email_outbox')
    .select(['text_body', 'subject'])
    .where('to_address', '=', email)
    .where('kind', '=', 'act_invitation')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /\/join\/([A-Za-z0-9_-]+)/.exec(row.text_body);
  expect(match).not.toBeNull();
  return match![1]!;
}

const invite = (client: TestClient, email: string, role = 'member') =>
  client.post('/api/musicians/act/invitations', { email, role });

/** Invites a new musician account and accepts as them: their client, now working in the band. */
async function joined(leader: TestClient, role = 'member'): Promise<{ person: Musician; client: TestClient }> {
  const person = await createMusician(t.ctx.db, {
    stageName: `Player ${Math.random().toString(36).slice(2)}`,
    now: clock.now(),
  });
  expect((await invite(leader, person.email, role)).status).toBe(201);
  const client = await signIn(person);
  const res = await client.post('/api/acts/invitations/accept', { token: await tokenSentTo(person.email) });
  expect(res.status).toBe(200);
  return { person, client };
}

const membersOf = async (leader: TestClient) =>
  (
    await leader.get<{ members: { id: number; user_id: number; role: string; share_bps: number }[] }>(
      '/api/musicians/act/members',
    )
  ).body.members;

describe('invitations', () => {
  it('e-mails a single-use link that joins the invited address, and switches that device to the act', async () => {
    const { leader, client } = await band();
    const drummer = await createMusician(t.ctx.db, { stageName: 'Drummer Solo' });
    const sent = await invite(client, drummer.email.toUpperCase(), 'member');
    expect(sent.status).toBe(201);
    expect(sent.body.invitation).toMatchObject({ email: drummer.email, role: 'member', share_bps: 0 });
    expect(Date.parse(sent.body.invitation.expires_at) - clock.now().getTime()).toBe(7 * 86_400_000);
    const token = await tokenSentTo(drummer.email);
    // Only a hash is stored.
    const stored = await t.ctx.db.selectFrom('act_invitations').select('token_hash').executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);

    // Another signed-in person holding the link learns nothing and joins nothing.
    const stranger = await signIn(await createMusician(t.ctx.db));
    const wrong = await stranger.post('/api/acts/invitations/accept', { token });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ error: actMessages.invitationNotValid, code: 'invitation_not_valid' });
    // The link alone is not enough: signed out is a 401.
    expect((await t.client().post('/api/acts/invitations/accept', { token })).status).toBe(401);

    const drummerClient = await signIn(drummer);
    const accepted = await drummerClient.post('/api/acts/invitations/accept', { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ act: { id: leader.profileId, stage_name: 'The Rusty Nails' }, role: 'member' });
    // This device now works in the band; the drummer's own act is still theirs elsewhere.
    const profile = await drummerClient.get('/api/musicians/profile');
    expect(profile.body.stage_name).toBe('The Rusty Nails');

    const again = await drummerClient.post('/api/acts/invitations/accept', { token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: actMessages.invitationNotValid, code: 'invitation_not_valid' });
    expect((await membersOf(client)).map((m) => [m.user_id, m.role])).toEqual([
      [leader.user.id, 'leader'],
      [drummer.user.id, 'member'],
    ]);
  });

  it('answers expired, withdrawn and made-up links alike, and lets a leader withdraw only their act’s', async () => {
    const { client } = await band();
    const other = await band('Other Band');
    const person = await createMusician(t.ctx.db);
    const personClient = await signIn(person);
    const accept = async () =>
      personClient.post('/api/acts/invitations/accept', { token: await tokenSentTo(person.email) });

    const withdrawn = await invite(client, person.email);
    expect((await other.client.delete(`/api/musicians/act/invitations/${withdrawn.body.invitation.id}`)).status).toBe(
      404,
    );
    expect((await client.delete(`/api/musicians/act/invitations/${withdrawn.body.invitation.id}`)).status).toBe(200);
    expect((await accept()).body).toEqual({ error: actMessages.invitationNotValid, code: 'invitation_not_valid' });

    await invite(client, person.email);
    clock.advance(7 * 86_400_000 + 1);
    expect((await accept()).body).toEqual({ error: actMessages.invitationNotValid, code: 'invitation_not_valid' });

    const madeUp = await personClient.post('/api/acts/invitations/accept', { token: 'x'.repeat(43) });
    expect(madeUp.body).toEqual({ error: actMessages.invitationNotValid, code: 'invitation_not_valid' });
  });

  it('refuses a second invitation accepted by someone already in the act, and spends nothing', async () => {
    const { client } = await band();
    const { person, client: member } = await joined(client);
    expect((await invite(client, person.email, 'crew')).status).toBe(201);
    const token = await tokenSentTo(person.email);
    const res = await member.post('/api/acts/invitations/accept', { token });
    expect(res).toMatchObject({ status: 409, body: { code: 'already_a_member' } });
    // Still a member once, in the role they joined with; the invitation is still open.
    expect((await membersOf(client)).filter((m) => m.user_id === person.user.id).map((m) => m.role)).toEqual([
      'member',
    ]);
    const open = await t.ctx.db
      .selectFrom('act_invitations')
      .select('accepted_at')
      .where('email', '=', person.email)
      .where('role', '=', 'crew')
      .executeTakeFirstOrThrow();
    expect(open.accepted_at).toBeNull();
  });

  it('refuses a role that does not exist and a bad address, and changes nothing', async () => {
    const { client } = await band();
    const role = await invite(client, 'someone@example.test', 'drummer');
    expect(role.status).toBe(400);
    expect(role.body).toMatchObject({ error: actMessages.unknownRole, code: 'unknown_role' });
    const email = await invite(client, 'not an address 🎸🎸🎸', 'member');
    expect(email.status).toBe(400);
    expect((await client.get('/api/musicians/act/members')).body.invitations).toEqual([]);
  });

  it('sends at most ACT_INVITES_PER_HOUR per act, even all at once, and again an hour later', async () => {
    const { client } = await band();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => invite(client, `many-${i}@example.test`).then((res) => res.status)),
    );
    expect(answers.filter((status) => status === 201)).toHaveLength(5);
    expect(answers.filter((status) => status === 429)).toHaveLength(7);
    clock.advance(3_600_000 + 1);
    expect((await invite(client, 'later@example.test')).status).toBe(201);
  });

  it('keeps invitations and members for the leaders: members and crew are refused', async () => {
    const { client } = await band();
    const member = await joined(client, 'member');
    const crew = await joined(client, 'crew');
    for (const who of [member.client, crew.client]) {
      const res = await invite(who, 'x@example.test');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('act_role_not_allowed');
      expect((await who.get('/api/musicians/act/members')).status).toBe(403);
    }
  });
});

describe('roles, leaving and removing', () => {
  it('never leaves an act without a leader, even when two leaders step down at once', async () => {
    const { leader, client } = await band();
    const lone = await client.post('/api/musicians/act/leave');
    expect(lone.status).toBe(409);
    expect(lone.body).toEqual({ error: actMessages.needsLeader, code: 'act_needs_leader' });
    const self = (await membersOf(client)).find((m) => m.user_id === leader.user.id)!;
    expect((await client.put(`/api/musicians/act/members/${self.id}/role`, { role: 'member' })).status).toBe(409);
    expect((await client.delete(`/api/musicians/act/members/${self.id}`)).status).toBe(409);

    const second = await joined(client, 'member');
    const secondId = (await membersOf(client)).find((m) => m.user_id === second.person.user.id)!.id;
    expect((await client.put(`/api/musicians/act/members/${secondId}/role`, { role: 'leader' })).status).toBe(200);
    // Both leaders demote the other at the same moment: exactly one wins; the other is refused,
    // as the last leader (409) or, if the winner committed first, as a member now (403).
    const [a, b] = await Promise.all([
      client.put(`/api/musicians/act/members/${secondId}/role`, { role: 'member' }),
      second.client.put(`/api/musicians/act/members/${self.id}/role`, { role: 'member' }),
    ]);
    expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
    expect([a.status, b.status].filter((status) => status === 403 || status === 409)).toHaveLength(1);
    const leaders = (
      await t.ctx.db
        .selectFrom('act_members')
        .select('id')
        .where('act_id', '=', leader.profileId)
        .where('role', '=', 'leader')
        .where('left_at', 'is', null)
        .execute()
    ).length;
    expect(leaders).toBe(1);
  });

  it('lets a member leave and a leader remove one; the share goes to the longest-standing leader', async () => {
    const { leader, client } = await band();
    const member = await joined(client, 'member');
    const crew = await joined(client, 'crew');
    const ids = Object.fromEntries((await membersOf(client)).map((m) => [m.user_id, m.id]));
    // Give the member a share directly (saving shares is the next step of the build).
    await t.ctx.db
      .updateTable('act_members')
      .set({ share_bps: 2_500 })
      .where('id', '=', ids[member.person.user.id]!)
      .execute();
    await t.ctx.db
      .updateTable('act_members')
      .set({ share_bps: 7_500 })
      .where('id', '=', ids[leader.user.id]!)
      .execute();

    const crewShare = await client.put(`/api/musicians/act/members/${ids[member.person.user.id]}/role`, {
      role: 'crew',
    });
    expect(crewShare.status).toBe(400);
    expect(crewShare.body.code).toBe('shares_must_total_100');
    const unknown = await client.put(`/api/musicians/act/members/${ids[member.person.user.id]}/role`, {
      role: 'roadie',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('unknown_role');

    expect((await member.client.post('/api/musicians/act/leave')).status).toBe(200);
    // The leaver is back in their own act, and out of the band at once.
    expect((await member.client.get('/api/musicians/profile')).body.id).toBe(member.person.profileId);
    expect((await membersOf(member.client)).map((m) => m.user_id)).toEqual([member.person.user.id]);

    expect((await client.delete(`/api/musicians/act/members/${ids[crew.person.user.id]}`)).status).toBe(200);
    expect((await crew.client.get('/api/sessions/live/current')).body.session).toBeNull();
    const rows = await t.ctx.db
      .selectFrom('act_members')
      .select(['user_id', 'share_bps', 'left_at'])
      .where('act_id', '=', leader.profileId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.user_id, r.share_bps, r.left_at === null])).toEqual([
      [leader.user.id, 10_000, true],
      [member.person.user.id, 2_500, false],
      [crew.person.user.id, 0, false],
    ]);
    // Removing someone already gone, or of another act, is a 404.
    expect((await client.delete(`/api/musicians/act/members/${ids[crew.person.user.id]}`)).status).toBe(404);
  });

  it('takes a removed member out of the act’s remembered queue read at once', async () => {
    const { leader, client } = await band();
    const show = await createLiveSession(t.ctx.db, leader.profileId);
    const crew = await joined(client, 'crew');
    const queueSession = async () =>
      (await crew.client.get<{ session: { id: number } | null }>('/api/sessions/live/requests')).body.session?.id ??
      null;
    // Read twice: the second is served from the sign-in the queue read remembered.
    expect(await queueSession()).toBe(show.id);
    expect(await queueSession()).toBe(show.id);
    const crewId = (await membersOf(client)).find((m) => m.user_id === crew.person.user.id)!.id;
    expect((await client.delete(`/api/musicians/act/members/${crewId}`)).status).toBe(200);
    expect(await queueSession()).toBeNull();
  });
});
