import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../../test/admin';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createMusician } from '../../../../test/factories';
import type { TestClient } from '../../../../test/http-client';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { liveShow, paidRequest, payCheckout } from '../../../../test/live-show';
import { createTestClock, type TestClock } from '../../clock';
import type { FormerMembers } from '../../../shared/acts';
import type { AdminUserDetail } from '../../../shared/admin/users';

/**
 * The leaders' and the back office's list of an act's former members (decision 035: a leaver
 * keeps their own balance in the act): when each left and what they keep, from the ledger; a
 * person who comes back is a member again, not a former one. SQLite and PostgreSQL.
 */

let t: TestApp;
let clock: TestClock;
beforeAll(async () => {
  clock = createTestClock();
  t = await startTestApp({ clock });
});
afterEach(async () => {
  await expectLedgerConsistent(t.ctx.db);
});
afterAll(async () => {
  await t.close();
});

async function signIn(m: { email: string; password: string }): Promise<TestClient> {
  const client = t.client();
  expect((await client.post('/api/auth/signin', { email: m.email, password: m.password })).status).toBe(200);
  return client;
}

async function join(leader: TestClient, person: { email: string; password: string }, role: string) {
  expect((await leader.post('/api/musicians/act/invitations', { email: person.email, role })).status).toBe(201);
  const row = await t.ctx.db
    .selectFrom('email_outbox')
    .select(['text_body'])
    .where('to_address', '=', person.email)
    .where('kind', '=', 'act_invitation')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /\/join\/([A-Za-z0-9_-]+)/.exec(row.text_body)![1]!;
  const client = await signIn(person);
  expect((await client.post('/api/acts/invitations/accept', { token })).status).toBe(200);
  return client;
}

async function person(name: string) {
  const created = await createMusician(t.ctx.db, { stageName: `${name} Solo` });
  await t.ctx.db.updateTable('users').set({ name }).where('id', '=', created.user.id).execute();
  return created;
}

const formerMembers = async (client: TestClient) => {
  const res = await client.get<FormerMembers>('/api/musicians/act/former-members');
  expect(res.status, res.text).toBe(200);
  return res.body.former_members;
};

describe('GET /api/musicians/act/former-members', () => {
  it('lists who left, when, and the balance each keeps in the act; one who rejoins drops off', async () => {
    const show = await liveShow(t, 'The Rusty Anchor');
    const leader = show.client;
    const actId = show.musician.profileId;
    // An act of one has no former members: an empty list, for the screen's empty state.
    expect(await formerMembers(leader)).toEqual([]);

    const bass = await person('Bass Player');
    const crew = await person('Road Crew');
    const bassClient = await join(leader, bass, 'member');
    await join(leader, crew, 'crew');
    const roster = (await leader.get('/api/musicians/act')).body as { members: { id: number; name: string }[] };
    const idOf = (name: string) => roster.members.find((m) => m.name === name)!.id;
    const leaderMemberId = roster.members.find((m) => m.name === show.musician.user.name)!.id;
    const shares = {
      shares: [
        { member_id: leaderMemberId, share_bps: 5000 },
        { member_id: idOf('Bass Player'), share_bps: 5000 },
        { member_id: idOf('Road Crew'), share_bps: 0 },
      ],
    };
    expect((await leader.put('/api/musicians/act/shares', shares)).status).toBe(200);
    // £10 tip, 950 p net: 475 each.
    expect((await payCheckout(t, await paidRequest(t, show.session.id, 1000))).status).toBe(200);

    clock.advance(60_000);
    const bassLeft = clock.now().toISOString();
    expect((await bassClient.post('/api/musicians/act/leave')).status).toBe(200);
    clock.advance(60_000);
    const crewLeft = clock.now().toISOString();
    expect((await leader.delete(`/api/musicians/act/members/${idOf('Road Crew')}`)).status).toBe(200);

    // Newest leaver first; the bassist keeps 475 p, the crew held no share and keep nothing.
    expect(await formerMembers(leader)).toEqual([
      expect.objectContaining({
        user_id: crew.user.id,
        name: 'Road Crew',
        role: 'crew',
        left_at: crewLeft,
        balance: 0,
      }),
      expect.objectContaining({
        user_id: bass.user.id,
        name: 'Bass Player',
        role: 'member',
        left_at: bassLeft,
        balance: 475,
      }),
    ]);
    // No e-mail addresses in it.
    expect(JSON.stringify(await formerMembers(leader))).not.toContain('@');

    // The back office shows the same per act on the leader's page.
    const admin = await signedInAdmin(t);
    const detail = (await admin.get<AdminUserDetail>(`/api/admin/users/${show.musician.user.id}/details`)).body;
    const act = detail.acts.find((a) => a.id === actId)!;
    expect(act.former_members.map((m) => [m.name, m.balance, m.left_at])).toEqual([
      ['Road Crew', 0, crewLeft],
      ['Bass Player', 475, bassLeft],
    ]);

    // The bassist comes back: a current member again, not a former one (one person, one balance).
    clock.advance(60_000);
    await join(leader, bass, 'member');
    expect((await formerMembers(leader)).map((m) => m.user_id)).toEqual([crew.user.id]);
  });
});
