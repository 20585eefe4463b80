import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { signedInAdmin } from '../../../../test/admin';
import { createGig, createMusician, fastHashCost } from '../../../../test/factories';
import type { TestClient } from '../../../../test/http-client';
import type { ActRole } from '../../db/types';
import { hashPassword } from '../auth/passwords';

/**
 * An administrator deactivates or deletes a person who is in bands (decision 035, "Admin and
 * privacy"; issue 44, point 7): their memberships end; an act whose only leader goes is handed to
 * its longest-standing other member as leader, or deactivated with nobody left; a solo act goes
 * dark with its person and comes back with them. The act, its gigs and its ledger stay whole, and
 * both audit logs say what happened. SQLite and PostgreSQL.
 */

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t.close();
});

async function person(name: string): Promise<{ id: number; email: string; client: TestClient }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2)}@example.test`;
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
  return { id, email, client: t.client() };
}

async function join(actId: number, userId: number, role: ActRole, shareBps: number, joinedAt: string) {
  await t.ctx.db
    .insertInto('act_members')
    .values({ act_id: actId, user_id: userId, role, share_bps: shareBps, joined_at: joinedAt, left_at: null })
    .execute();
}

const membersOf = (actId: number) =>
  t.ctx.db
    .selectFrom('act_members')
    .select(['user_id', 'role', 'share_bps', 'left_at'])
    .where('act_id', '=', actId)
    .orderBy('id')
    .execute();

const ledgerOf = (actId: number) =>
  t.ctx.db.selectFrom('ledger_entries').selectAll().where('musician_id', '=', actId).orderBy('id').execute();

async function creditMember(actId: number, userId: number, amount: number) {
  await t.ctx.db
    .insertInto('ledger_entries')
    .values({
      musician_id: actId,
      member_user_id: userId,
      entry_type: 'tip_received',
      amount,
      tip_id: null,
      withdrawal_id: null,
      refund_id: null,
      dispute_id: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** A four-piece: its creator leads with 60 %, the bassist (earliest) 40 %, a later drummer and crew. */
async function band(stageName: string) {
  const leader = await createMusician(t.ctx.db, { stageName });
  const actId = leader.profileId;
  const bassist = await person('Bea Bass');
  const drummer = await person('Dave Drums');
  const roadie = await person('Rita Roadie');
  await t.ctx.db.updateTable('act_members').set({ share_bps: 6000 }).where('act_id', '=', actId).execute();
  await join(actId, bassist.id, 'member', 4000, '2026-01-01T00:00:00.000Z');
  await join(actId, drummer.id, 'member', 0, '2026-02-01T00:00:00.000Z');
  await join(actId, roadie.id, 'crew', 0, '2026-01-15T00:00:00.000Z');
  await creditMember(actId, leader.user.id, 600);
  await creditMember(actId, bassist.id, 400);
  const gig = await createGig(t.ctx.db, actId);
  return { leader, actId, bassist, drummer, roadie, gig };
}

describe('the back office’s page of a person in a band', () => {
  it('shows their acts and roles, each act’s members with roles, shares and balances, and whose each ledger row is', async () => {
    const { leader, actId, bassist, drummer, roadie } = await band('The Long Names ' + 'x'.repeat(80));
    const res = await admin.get(`/api/admin/users/${bassist.id}/details`);
    expect(res.status).toBe(200);
    const acts = res.body.acts as { id: number; role: string; left_at: string | null; members: unknown[] }[];
    expect(acts.map(({ id, role, left_at }) => ({ id, role, left_at }))).toEqual([
      { id: actId, role: 'member', left_at: null },
    ]);
    expect(acts[0]!.members).toEqual([
      expect.objectContaining({ user_id: bassist.id, name: 'Bea Bass', role: 'member', share_bps: 4000, balance: 400 }),
      expect.objectContaining({ user_id: roadie.id, name: 'Rita Roadie', role: 'crew', share_bps: 0, balance: 0 }),
      expect.objectContaining({ user_id: drummer.id, name: 'Dave Drums', role: 'member', share_bps: 0, balance: 0 }),
      expect.objectContaining({ user_id: leader.user.id, role: 'leader', share_bps: 6000, balance: 600 }),
    ]);
    const creator = await admin.get(`/api/admin/users/${leader.user.id}/details`);
    const ledger = creator.body.ledger as { member_user_id: number; member_name: string | null; amount: number }[];
    expect(ledger.map(({ member_user_id, member_name, amount }) => [member_user_id, member_name, amount])).toEqual([
      [bassist.id, 'Bea Bass', 400],
      [leader.user.id, expect.any(String), 600],
    ]);
  });
});

describe('the back office’s list of people', () => {
  it('names each person’s current acts with their role, a band member’s too (who owns no profile)', async () => {
    const { leader, actId, bassist, roadie } = await band('The Listed Ones 🎺');
    const stage = (
      await t.ctx.db
        .selectFrom('musician_profiles')
        .select('stage_name')
        .where('id', '=', actId)
        .executeTakeFirstOrThrow()
    ).stage_name;
    const solo = await createMusician(t.ctx.db, { stageName: 'Bea Solo' });
    await join(solo.profileId, bassist.id, 'leader', 0, '2026-03-01T00:00:00.000Z');
    await t.ctx.db
      .updateTable('act_members')
      .set({ left_at: new Date().toISOString() })
      .where('user_id', '=', roadie.id)
      .execute();
    const page = async (email: string) => {
      const res = await admin.get(`/api/admin/users?search=${encodeURIComponent(email)}`);
      expect(res.status).toBe(200);
      return (res.body.users as { id: number; stage_name: string | null; acts: unknown[] }[])[0]!;
    };
    expect((await page(bassist.email)).acts).toEqual([
      { id: actId, stage_name: stage, role: 'member' },
      { id: solo.profileId, stage_name: 'Bea Solo', role: 'leader' },
    ]);
    expect((await page(bassist.email)).stage_name).toBeNull();
    expect((await page(leader.user.email)).acts).toEqual([{ id: actId, stage_name: stage, role: 'leader' }]);
    expect((await page(roadie.email)).acts).toEqual([]);
  });
});

describe('deactivating or deleting a person in bands', () => {
  it('deactivating the only leader hands the act to its longest-standing member, who can lead it at once', async () => {
    const { leader, actId, bassist, drummer, roadie } = await band('The Rusty Nails 🎸');
    const ledgerBefore = await ledgerOf(actId);

    const res = await admin.put(`/api/admin/users/${leader.user.id}/toggle-status`);
    expect(res.status).toBe(200);
    expect(res.body.is_active).toBe(false);

    const members = await membersOf(actId);
    expect(members.find((m) => m.user_id === leader.user.id)?.left_at).not.toBeNull();
    const current = members.filter((m) => m.left_at === null);
    expect(current.map((m) => [m.user_id, m.role, m.share_bps])).toEqual([
      [bassist.id, 'leader', 10_000],
      [drummer.id, 'member', 0],
      [roadie.id, 'crew', 0],
    ]);
    expect(await ledgerOf(actId)).toEqual(ledgerBefore);
    const act = await t.ctx.db
      .selectFrom('musician_profiles')
      .select(['stage_name', 'user_id', 'public_profile_enabled'])
      .where('id', '=', actId)
      .executeTakeFirstOrThrow();
    expect(act).toEqual({ stage_name: 'The Rusty Nails 🎸', user_id: bassist.id, public_profile_enabled: 1 });

    // The new leader leads at once: the act's members and its settings are theirs.
    expect(
      (await bassist.client.post('/api/auth/signin', { email: bassist.email, password: 'correct horse' })).status,
    ).toBe(200);
    const list = await bassist.client.get('/api/musicians/act/members');
    expect(list.status).toBe(200);

    const audit = await t.ctx.db
      .selectFrom('admin_audit_log')
      .select(['action', 'after'])
      .where('target_id', '=', String(leader.user.id))
      .where('action', '=', 'user.deactivated')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toEqual({
      is_active: false,
      acts: [{ act_id: actId, outcome: 'handed_over', leader_user_id: bassist.id }],
    });
    const actLog = await t.ctx.db
      .selectFrom('act_audit_log')
      .select(['action', 'before', 'after'])
      .where('act_id', '=', actId)
      .where('action', '=', 'member.deactivated')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(actLog.before!)).toEqual({ user_id: leader.user.id, role: 'leader', share_bps: 6000 });

    // Reactivating gives the person their account back, not the band: they were handed over.
    expect((await admin.put(`/api/admin/users/${leader.user.id}/toggle-status`)).body.is_active).toBe(true);
    expect((await membersOf(actId)).filter((m) => m.left_at === null)).toHaveLength(3);
  });

  it('deleting the creator of a band leaves the act, its gigs and its ledger whole under the new leader', async () => {
    const { leader, actId, bassist, gig } = await band('The Anchors');
    const ledgerBefore = await ledgerOf(actId);
    expect((await admin.delete(`/api/admin/users/${leader.user.id}`)).status).toBe(200);

    const act = await t.ctx.db
      .selectFrom('musician_profiles')
      .select(['stage_name', 'user_id', 'public_profile_enabled'])
      .where('id', '=', actId)
      .executeTakeFirstOrThrow();
    expect(act).toEqual({ stage_name: 'The Anchors', user_id: bassist.id, public_profile_enabled: 1 });
    expect(await t.ctx.db.selectFrom('scheduled_gigs').select('id').where('id', '=', gig.id).execute()).toHaveLength(1);
    expect(await ledgerOf(actId)).toEqual(ledgerBefore);
    const current = (await membersOf(actId)).filter((m) => m.left_at === null);
    expect(current[0]).toMatchObject({ user_id: bassist.id, role: 'leader', share_bps: 10_000 });
    const gone = await t.ctx.db
      .selectFrom('users')
      .select(['email', 'deleted_at'])
      .where('id', '=', leader.user.id)
      .executeTakeFirstOrThrow();
    expect(gone.deleted_at).not.toBeNull();
  });

  it('deleting the last person of an act deactivates it and keeps its money records', async () => {
    // The creator has left; the one who stayed leads it alone.
    const founder = await createMusician(t.ctx.db, { stageName: 'The Last Ones' });
    const actId = founder.profileId;
    const stayer = await person('Sam Stayer');
    await join(actId, stayer.id, 'leader', 0, '2026-03-01T00:00:00.000Z');
    await t.ctx.db
      .updateTable('act_members')
      .set({ left_at: '2026-03-02T00:00:00.000Z', share_bps: 0 })
      .where('user_id', '=', founder.user.id)
      .execute();
    await t.ctx.db.updateTable('act_members').set({ share_bps: 10_000 }).where('user_id', '=', stayer.id).execute();
    await creditMember(actId, founder.user.id, 250);
    await creditMember(actId, stayer.id, 750);
    const ledgerBefore = await ledgerOf(actId);

    expect((await admin.delete(`/api/admin/users/${stayer.id}`)).status).toBe(200);
    const act = await t.ctx.db
      .selectFrom('musician_profiles')
      .select(['stage_name', 'public_profile_enabled'])
      .where('id', '=', actId)
      .executeTakeFirstOrThrow();
    expect(act).toEqual({ stage_name: 'The Last Ones', public_profile_enabled: 0 });
    expect((await membersOf(actId)).every((m) => m.left_at !== null)).toBe(true);
    expect(await ledgerOf(actId)).toEqual(ledgerBefore);
    const actLog = await t.ctx.db
      .selectFrom('act_audit_log')
      .select('after')
      .where('act_id', '=', actId)
      .where('action', '=', 'member.deleted')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(actLog.after!)).toEqual({ outcome: 'deactivated', leader_user_id: null });
  });

  it('deactivating a musician of a solo act keeps the act for them: reactivated, they work in it as before', async () => {
    const solo = await createMusician(t.ctx.db, { stageName: 'Solo Sue' });
    expect((await admin.put(`/api/admin/users/${solo.user.id}/toggle-status`)).body.is_active).toBe(false);
    expect((await membersOf(solo.profileId)).map((m) => m.left_at)).toEqual([null]);
    expect((await admin.put(`/api/admin/users/${solo.user.id}/toggle-status`)).body.is_active).toBe(true);
    const client = t.client();
    expect((await client.post('/api/auth/signin', { email: solo.email, password: solo.password })).status).toBe(200);
    expect((await client.get('/api/musicians/profile')).status).toBe(200);
  });
});
