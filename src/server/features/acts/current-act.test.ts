import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createLiveSession, createMusician } from '../../../../test/factories';
import type { TestClient } from '../../../../test/http-client';
import { createTestClock, type TestClock } from '../../clock';
import type { ActRoster, MyActs } from '../../../shared/acts';

/**
 * The act switcher and joining from the link (docs/decisions/035): the acts a person is in, the
 * one each device works in, sign-up from an invitation with no act or trial of one's own, the
 * roster every member may read, and the plan that follows the act. SQLite and PostgreSQL.
 */

let t: TestApp;
let clock: TestClock;
beforeAll(async () => {
  clock = createTestClock();
  t = await startTestApp({ clock });
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

async function tokenSentTo(email: string): Promise<string> {
  const row = await t.ctx.db
    .selectFrom('email_outbox')
    .select(['text_body'])
    .where('to_address', '=', email)
    .where('kind', '=', 'act_invitation')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\/join\/([A-Za-z0-9_-]+)/.exec(row.text_body)![1]!;
}

async function band(overrides: Parameters<typeof createMusician>[1] = {}) {
  const leader = await createMusician(t.ctx.db, { stageName: 'The Rusty Nails 🎸', now: clock.now(), ...overrides });
  return { leader, client: await signIn(leader) };
}

async function inviteAndAccept(leader: TestClient, person: Musician, role = 'member'): Promise<TestClient> {
  expect((await leader.post('/api/musicians/act/invitations', { email: person.email, role })).status).toBe(201);
  const client = await signIn(person);
  const res = await client.post('/api/acts/invitations/accept', { token: await tokenSentTo(person.email) });
  expect(res.status).toBe(200);
  return client;
}

const myActs = async (client: TestClient) => {
  const res = await client.get<MyActs>('/api/musicians/acts');
  expect(res.status).toBe(200);
  return res.body;
};
const stageNameSeenBy = async (client: TestClient) =>
  (await client.get<{ stage_name: string }>('/api/musicians/profile')).body.stage_name;

describe('the act switcher', () => {
  it('lists the person’s acts, switches per device, and the queue follows the act', async () => {
    const { leader, client: leaderClient } = await band();
    const solo = await createMusician(t.ctx.db, { stageName: 'Solo Sam', now: clock.now() });
    const phone = await inviteAndAccept(leaderClient, solo);
    const laptop = await signIn(solo);

    // Accepting switched the phone to the band; the laptop (a sign-in of its own) works in the oldest act.
    expect(await myActs(phone)).toEqual({
      acts: [
        { id: solo.profileId, stage_name: 'Solo Sam', role: 'leader' },
        { id: leader.profileId, stage_name: 'The Rusty Nails 🎸', role: 'member' },
      ],
      current_act_id: leader.profileId,
    });
    expect((await myActs(laptop)).current_act_id).toBe(solo.profileId);
    expect(await stageNameSeenBy(phone)).toBe('The Rusty Nails 🎸');
    expect(await stageNameSeenBy(laptop)).toBe('Solo Sam');

    // The band's show is the phone's queue; after switching back, the solo act's (none live).
    const show = await createLiveSession(t.ctx.db, leader.profileId, { session_name: 'Band night' });
    const bandQueue = await phone.get<{ session: { id: number } }>('/api/sessions/live/requests');
    expect(bandQueue.status).toBe(200);
    expect(bandQueue.body.session.id).toBe(show.id);

    const switched = await phone.put<MyActs>('/api/musicians/current-act', { act_id: solo.profileId });
    expect(switched.status).toBe(200);
    expect(switched.body.current_act_id).toBe(solo.profileId);
    expect(await stageNameSeenBy(phone)).toBe('Solo Sam');
    expect((await phone.get('/api/sessions/live/requests')).status).toBe(404);

    // The laptop's choice is its own.
    expect((await laptop.put('/api/musicians/current-act', { act_id: leader.profileId })).status).toBe(200);
    expect(await stageNameSeenBy(laptop)).toBe('The Rusty Nails 🎸');
    expect(await stageNameSeenBy(phone)).toBe('Solo Sam');
  });

  it('refuses an act the person is not (or no longer) in with 404 not_a_member, changing nothing', async () => {
    const { client: leaderClient } = await band();
    const other = await createMusician(t.ctx.db, { stageName: 'Someone Else', now: clock.now() });
    const player = await createMusician(t.ctx.db, { stageName: 'Player', now: clock.now() });
    const phone = await inviteAndAccept(leaderClient, player);
    const bandId = (await myActs(phone)).current_act_id!;

    const foreign = await phone.put('/api/musicians/current-act', { act_id: other.profileId });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'not_a_member' });
    expect((await myActs(phone)).current_act_id).toBe(bandId);

    expect((await phone.post('/api/musicians/act/leave')).status).toBe(200);
    // The choice no longer holds: the device falls back to the person's own act.
    expect((await myActs(phone)).current_act_id).toBe(player.profileId);
    const gone = await phone.put('/api/musicians/current-act', { act_id: bandId });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 'not_a_member' });

    const bad = await phone.put('/api/musicians/current-act', { act_id: 'one' });
    expect(bad.status).toBe(400);
    expect((await t.client().put('/api/musicians/current-act', { act_id: bandId })).status).toBe(401);
  });
});

describe('signing up from an invitation', () => {
  it('joins the act with no act, QR code or trial of one’s own', async () => {
    const { leader, client: leaderClient } = await band({ subscriptionStatus: 'active' });
    const email = 'new.drummer@example.test';
    expect((await leaderClient.post('/api/musicians/act/invitations', { email, role: 'member' })).status).toBe(201);
    const token = await tokenSentTo(email);

    const phone = t.client();
    const name = 'Drummer '.repeat(8).trim() + ' 🥁';
    const res = await phone.post<{ user: { stage_name: string | null } }>('/api/auth/signup', {
      email: 'New.Drummer@example.test',
      password: 'long enough password',
      stageName: name,
      invitationToken: token,
    });
    expect(res.status).toBe(201);
    expect(res.body.user.stage_name).toBeNull();

    const user = await t.ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.name).toBe(name);
    const ownActs = await t.ctx.db
      .selectFrom('musician_profiles')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(ownActs).toEqual([]);
    expect(await myActs(phone)).toEqual({
      acts: [{ id: leader.profileId, stage_name: 'The Rusty Nails 🎸', role: 'member' }],
      current_act_id: leader.profileId,
    });
    // The band's plan is the member's: unlocked, and not theirs to change.
    const plan = await phone.get<{ has_access: boolean; subscription_status: string }>(
      '/api/musicians/subscription/status',
    );
    expect(plan.status).toBe(200);
    expect(plan.body).toMatchObject({ has_access: true, subscription_status: 'active' });
    const cancel = await phone.post('/api/musicians/subscription/cancel');
    expect(cancel.status).toBe(403);
    expect(cancel.body).toMatchObject({ code: 'act_role_not_allowed' });

    // The link is spent: signing up with it again (another address) creates nothing.
    const again = await t.client().post('/api/auth/signup', {
      email: 'someone.else@example.test',
      password: 'long enough password',
      stageName: 'Someone',
      invitationToken: token,
    });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'invitation_not_valid' });
  });

  it('refuses another address, an unknown link and a withdrawn one, creating no account', async () => {
    const { client: leaderClient } = await band();
    const invited = await leaderClient.post<{ invitation: { id: number } }>('/api/musicians/act/invitations', {
      email: 'bass@example.test',
      role: 'crew',
    });
    const token = await tokenSentTo('bass@example.test');
    const attempt = (email: string, invitationToken: string) =>
      t.client().post<{ error: string; code: string }>('/api/auth/signup', {
        email,
        password: 'long enough password',
        stageName: 'Bass',
        invitationToken,
      });

    const wrongAddress = await attempt('not.bass@example.test', token);
    expect(wrongAddress.status).toBe(404);
    expect(wrongAddress.body.code).toBe('invitation_not_valid');
    expect(wrongAddress.body.error).not.toContain('Rusty');
    expect((await attempt('bass@example.test', 'made-up-token')).status).toBe(404);
    expect((await leaderClient.delete(`/api/musicians/act/invitations/${invited.body.invitation.id}`)).status).toBe(
      200,
    );
    expect((await attempt('bass@example.test', token)).status).toBe(404);
    const users = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', ['bass@example.test', 'not.bass@example.test'])
      .execute();
    expect(users).toEqual([]);
  });

  it('leaves a person who was only crew and left with an empty workspace', async () => {
    const { client: leaderClient } = await band();
    await leaderClient.post('/api/musicians/act/invitations', { email: 'roadie@example.test', role: 'crew' });
    const phone = t.client();
    const signedUp = await phone.post('/api/auth/signup', {
      email: 'roadie@example.test',
      password: 'long enough password',
      stageName: 'Roadie',
      invitationToken: await tokenSentTo('roadie@example.test'),
    });
    expect(signedUp.status).toBe(201);
    expect((await phone.post('/api/musicians/act/leave')).status).toBe(200);

    expect(await myActs(phone)).toEqual({ acts: [], current_act_id: null });
    const profile = await phone.get('/api/musicians/profile');
    expect(profile.status).toBe(404);
    expect(profile.body).toMatchObject({ code: 'not_a_member' });
  });
});

describe('the roster every member reads', () => {
  it('names members and roles for all, shares for members, e-mail addresses for none', async () => {
    const { leader, client: leaderClient } = await band();
    const member = await createMusician(t.ctx.db, { stageName: 'Keys', now: clock.now() });
    const crew = await createMusician(t.ctx.db, { stageName: 'Lights', now: clock.now() });
    const memberClient = await inviteAndAccept(leaderClient, member, 'member');
    const crewClient = await inviteAndAccept(leaderClient, crew, 'crew');

    const seenByMember = await memberClient.get<ActRoster>('/api/musicians/act');
    expect(seenByMember.status).toBe(200);
    expect(seenByMember.body.act).toEqual({ id: leader.profileId, stage_name: 'The Rusty Nails 🎸' });
    expect(seenByMember.body.me.role).toBe('member');
    expect(seenByMember.body.members.map((m) => [m.name, m.role, m.share_bps])).toEqual([
      ['The Rusty Nails 🎸', 'leader', 10_000],
      ['Keys', 'member', 0],
      ['Lights', 'crew', 0],
    ]);
    const seenByCrew = await crewClient.get<ActRoster>('/api/musicians/act');
    expect(seenByCrew.status).toBe(200);
    expect(seenByCrew.body.members.every((m) => m.share_bps === null)).toBe(true);
    for (const body of [JSON.stringify(seenByMember.body), JSON.stringify(seenByCrew.body)]) {
      expect(body).not.toContain('@');
    }
    // The members route with addresses stays the leaders'.
    expect((await crewClient.get('/api/musicians/act/members')).status).toBe(403);
    expect((await memberClient.get('/api/musicians/act/members')).status).toBe(403);
    expect((await t.client().get('/api/musicians/act')).status).toBe(401);
  });

  it('gives leaders the share proposed in an accepted invitation until shares are saved', async () => {
    const { client: leaderClient } = await band();
    const keys = await createMusician(t.ctx.db, { stageName: 'Keys', now: clock.now() });
    const sent = await leaderClient.post('/api/musicians/act/invitations', {
      email: keys.email,
      role: 'member',
      share_bps: 2_500,
    });
    expect(sent.status).toBe(201);
    const keysClient = await signIn(keys);
    expect(
      (await keysClient.post('/api/acts/invitations/accept', { token: await tokenSentTo(keys.email) })).status,
    ).toBe(200);
    const proposals = async (client: TestClient) =>
      (await client.get<ActRoster>('/api/musicians/act')).body.members.map((m) => [
        m.name,
        m.share_bps,
        m.proposed_share_bps,
      ]);

    expect(await proposals(leaderClient)).toEqual([
      ['The Rusty Nails 🎸', 10_000, null],
      ['Keys', 0, 2_500],
    ]);
    // The proposal is the leaders' to apply: the member sees only the shares that hold.
    expect(await proposals(keysClient)).toEqual([
      ['The Rusty Nails 🎸', 10_000, null],
      ['Keys', 0, null],
    ]);

    clock.advance(1_000);
    const members = (await leaderClient.get<ActRoster>('/api/musicians/act')).body.members;
    const saved = await leaderClient.put('/api/musicians/act/shares', {
      shares: members.map((m) => ({ member_id: m.id, share_bps: m.name === 'Keys' ? 3_000 : 7_000 })),
    });
    expect(saved.status).toBe(200);
    expect(await proposals(leaderClient)).toEqual([
      ['The Rusty Nails 🎸', 7_000, null],
      ['Keys', 3_000, null],
    ]);
  });
});
