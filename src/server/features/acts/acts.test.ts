import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createGig, createLiveSession, createMessage, createMusician, fastHashCost } from '../../../../test/factories';
import { createEmptyDatabaseUrl } from '../../../../test/test-database';
import type { TestClient } from '../../../../test/http-client';
import { connectDatabase } from '../../db/connection';
import { migrateToLatest, migrateUpTo } from '../../db/migrate';
import type { ActRole } from '../../db/types';
import { hashPassword } from '../auth/passwords';
import { actCapabilities, mayInAct, type ActCapability } from '../../security/policies';
import { actMessages } from '../../../shared/acts';
import { gigMessages } from '../../../shared/gigs';
import { liveMessages } from '../../../shared/live-messages';

/**
 * Acts and members, step 1 (docs/decisions/035): the table, the move that makes every musician
 * the leader of an act of one, the role table, and requireAct choosing the act and asking the
 * table on the musician routes. Run on SQLite and PostgreSQL.
 */

describe('migration 035-acts-and-members', () => {
  it('makes every existing musician the leader of an act of one with the whole share, from the profile’s creation', async () => {
    const empty = await createEmptyDatabaseUrl();
    const handle = connectDatabase(empty.url, { poolSize: 1 });
    try {
      await migrateUpTo(handle.db, handle.dialect, '034-calendar-feeds');
      const user = (email: string, userType: 'musician' | 'fan') =>
        handle.db
          .insertInto('users')
          .values({
            email,
            password_hash: null,
            user_type: userType,
            name: email,
            created_at: '2024-01-01T00:00:00.000Z',
            updated_at: '2024-01-01T00:00:00.000Z',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const profile = (userId: number, createdAt: string) =>
        handle.db
          .insertInto('musician_profiles')
          .values({
            user_id: userId,
            qr_code_id: `qr-${userId}`,
            created_at: createdAt,
            updated_at: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const older = await user('older@example.test', 'musician');
      const newer = await user('newer@example.test', 'musician');
      await user('fan@example.test', 'fan');
      const olderAct = await profile(older.id, '2024-02-03T04:05:06.000Z');
      const newerAct = await profile(newer.id, '2025-06-07T08:09:10.000Z');

      await migrateToLatest(handle.db, handle.dialect);

      const members = await handle.db
        .selectFrom('act_members')
        .select(['act_id', 'user_id', 'role', 'share_bps', 'joined_at', 'left_at'])
        .orderBy('act_id')
        .execute();
      expect(members).toEqual([
        {
          act_id: olderAct.id,
          user_id: older.id,
          role: 'leader',
          share_bps: 10_000,
          joined_at: '2024-02-03T04:05:06.000Z',
          left_at: null,
        },
        {
          act_id: newerAct.id,
          user_id: newer.id,
          role: 'leader',
          share_bps: 10_000,
          joined_at: '2025-06-07T08:09:10.000Z',
          left_at: null,
        },
      ]);
    } finally {
      await handle.close();
      await empty.drop();
    }
  });
});

describe('mayInAct', () => {
  // The record's table, written out cell by cell: a change to policies.ts must change this too.
  const table: Record<ActRole, Record<ActCapability, boolean>> = {
    leader: {
      queue: true,
      show: true,
      'act.history': true,
      'money.own': true,
      'act.totals': true,
      'act.admin': true,
    },
    member: {
      queue: true,
      show: true,
      'act.history': true,
      'money.own': true,
      'act.totals': false,
      'act.admin': false,
    },
    crew: {
      queue: true,
      show: false,
      'act.history': false,
      'money.own': false,
      'act.totals': false,
      'act.admin': false,
    },
  };

  it('answers every role and capability as decision 035’s table does', () => {
    for (const role of ['leader', 'member', 'crew'] as const) {
      for (const capability of actCapabilities) {
        expect(mayInAct(role, capability), `${role} × ${capability}`).toBe(table[role][capability]);
      }
      expect(Object.keys(table[role]).sort()).toEqual([...actCapabilities].sort());
    }
  });
});

describe('requireAct on the musician routes', () => {
  let t: TestApp;
  let band: Awaited<ReturnType<typeof createMusician>>;
  let other: Awaited<ReturnType<typeof createMusician>>;
  const people: Record<'leader' | 'member' | 'crew' | 'former' | 'otherAct', TestClient> = {} as never;
  let bandGig: number;
  let bandShow: number;
  let otherGig: number;

  /** A musician account with no act of its own, signed in, in `actId` with `role` (or formerly). */
  async function person(actId: number, role: ActRole, left = false): Promise<TestClient> {
    const email = `person-${Math.random().toString(36).slice(2)}@example.test`;
    const at = new Date().toISOString();
    const { id } = await t.ctx.db
      .insertInto('users')
      .values({
        email,
        password_hash: await hashPassword('correct horse', fastHashCost),
        user_type: 'musician',
        name: email,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('act_members')
      .values({
        act_id: actId,
        user_id: id,
        role,
        share_bps: 0,
        joined_at: at,
        left_at: left ? at : null,
      })
      .execute();
    const client = t.client();
    const res = await client.post('/api/auth/signin', { email, password: 'correct horse' });
    expect(res.status).toBe(200);
    return client;
  }

  beforeAll(async () => {
    t = await startTestApp();
    band = await createMusician(t.ctx.db, { stageName: 'The Rusty Nails' });
    other = await createMusician(t.ctx.db, { stageName: 'Another Act' });
    const leader = t.client();
    expect((await leader.post('/api/auth/signin', { email: band.email, password: band.password })).status).toBe(200);
    people.leader = leader;
    people.member = await person(band.profileId, 'member');
    people.crew = await person(band.profileId, 'crew');
    people.former = await person(band.profileId, 'member', true);
    people.otherAct = await person(other.profileId, 'member');
    bandGig = (await createGig(t.ctx.db, band.profileId)).id;
    otherGig = (await createGig(t.ctx.db, other.profileId)).id;
    bandShow = (await createLiveSession(t.ctx.db, band.profileId)).id;
    await createMessage(t.ctx.db, band.profileId);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives every current member the act they belong to, and a former member none', async () => {
    for (const who of ['leader', 'member', 'crew'] as const) {
      const res = await people[who].get<{ session: { id: number } | null }>('/api/sessions/live/current');
      expect(res.status, who).toBe(200);
      expect(res.body.session?.id, who).toBe(bandShow);
    }
    const otherAct = await people.otherAct.get<{ session: unknown }>('/api/sessions/live/current');
    expect(otherAct.status).toBe(200);
    expect(otherAct.body.session).toBeNull();
    const former = await people.former.get('/api/sessions/live/current');
    expect(former.status).toBe(404);
    expect(former.body).toEqual({ error: actMessages.noAct, code: 'not_a_member' });
  });

  it('lets leader and member edit the act’s gigs; crew are refused, and another act’s member reaches only theirs', async () => {
    const upcoming = await people.member.get<{ id: number }[]>('/api/sessions/upcoming');
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.map((gig) => gig.id)).toEqual([bandGig]);

    const rename = (name: string) => ({
      venue_name: 'The Crown',
      scheduled_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      scheduled_start_time: '20:00',
      scheduled_end_time: '22:00',
      session_name: name,
    });
    expect((await people.leader.put(`/api/sessions/schedule/${bandGig}`, rename('By the leader'))).status).toBe(200);
    expect((await people.member.put(`/api/sessions/schedule/${bandGig}`, rename('By a member'))).status).toBe(200);
    const crew = await people.crew.put(`/api/sessions/schedule/${bandGig}`, rename('By the crew'));
    expect(crew.status).toBe(403);
    expect(crew.body).toEqual({ error: actMessages.roleNotAllowed, code: 'act_role_not_allowed' });
    const stranger = await people.otherAct.put(`/api/sessions/schedule/${bandGig}`, rename('By a stranger'));
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject({ error: gigMessages.notYourGig });
    expect((await people.otherAct.put(`/api/sessions/schedule/${otherGig}`, rename('Their own'))).status).toBe(200);
    expect((await people.former.put(`/api/sessions/schedule/${bandGig}`, rename('By a leaver'))).status).toBe(404);

    const saved = await t.ctx.db
      .selectFrom('scheduled_gigs')
      .select('session_name')
      .where('id', '=', bandGig)
      .executeTakeFirstOrThrow();
    expect(saved.session_name).toBe('By a member');
  });

  it('lets crew run the show’s queue, and nobody outside the act', async () => {
    expect((await people.crew.post(`/api/sessions/live/${bandShow}/pause`)).status).toBe(200);
    expect((await people.member.post(`/api/sessions/live/${bandShow}/resume`)).status).toBe(200);
    const stranger = await people.otherAct.post(`/api/sessions/live/${bandShow}/pause`);
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject({ error: liveMessages.notYourSession });
    expect((await people.former.post(`/api/sessions/live/${bandShow}/pause`)).status).toBe(404);
  });

  it('keeps the inbox and money from crew, each member’s money their own, and the settings for the leader', async () => {
    const inbox = await Promise.all(
      (['leader', 'member', 'crew'] as const).map(async (who) => (await people[who].get('/api/messages')).status),
    );
    expect(inbox).toEqual([200, 200, 403]);
    const earnings = await Promise.all(
      (['leader', 'member', 'crew'] as const).map(
        async (who) => (await people[who].get('/api/musicians/earnings')).status,
      ),
    );
    // Since the split (step 3) a member sees their own balance in the act; crew hold none.
    expect(earnings).toEqual([200, 200, 403]);
    const plan = await Promise.all(
      (['leader', 'member', 'crew'] as const).map(
        async (who) => (await people[who].get('/api/musicians/subscription/payments')).status,
      ),
    );
    expect(plan).toEqual([200, 403, 403]);
  });

  it('works in the act the sign-in chose, else the person’s oldest current membership', async () => {
    // The leader of Another Act joins the band later as a member: the solo act stays the default.
    const solo = t.client();
    expect((await solo.post('/api/auth/signin', { email: other.email, password: other.password })).status).toBe(200);
    await t.ctx.db
      .insertInto('act_members')
      .values({
        act_id: band.profileId,
        user_id: other.user.id,
        role: 'member',
        share_bps: 0,
        joined_at: new Date().toISOString(),
        left_at: null,
      })
      .execute();
    const upcomingIds = async () =>
      (await solo.get<{ id: number }[]>('/api/sessions/upcoming')).body.map((gig) => gig.id);
    expect(await upcomingIds()).toEqual([otherGig]);

    const chooseBand = (actId: number | null) =>
      t.ctx.db
        .updateTable('auth_sessions')
        .set({ current_act_id: actId })
        .where('user_id', '=', other.user.id)
        .where('revoked_at', 'is', null)
        .execute();
    await chooseBand(band.profileId);
    expect(await upcomingIds()).toEqual([bandGig]);
    // In the band they are a member: the band's plan is the leader's business.
    expect((await solo.get('/api/musicians/subscription/payments')).status).toBe(403);

    // Leaving the band sends this sign-in back to the solo act at once.
    await sql`update act_members set left_at = ${new Date().toISOString()}
      where act_id = ${band.profileId} and user_id = ${other.user.id}`.execute(t.ctx.db);
    expect(await upcomingIds()).toEqual([otherGig]);
    expect((await solo.get('/api/musicians/subscription/payments')).status).toBe(200);
  });

  it('makes the person who signs up the leader of their new act in the same transaction', async () => {
    const email = `signup-${Math.random().toString(36).slice(2)}@example.test`;
    const res = await t.client().post('/api/auth/signup', {
      email,
      password: 'a long enough password',
      stageName: 'Fresh Act',
    });
    expect(res.status).toBe(201);
    const row = await t.ctx.db
      .selectFrom('act_members as m')
      .innerJoin('musician_profiles as p', 'p.id', 'm.act_id')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.role', 'm.share_bps', 'm.left_at', 'm.joined_at', 'p.created_at', 'p.user_id', 'u.id'])
      .where('u.email', '=', email)
      .execute();
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({ role: 'leader', share_bps: 10_000, left_at: null });
    expect(row[0]!.joined_at).toBe(row[0]!.created_at);
    expect(row[0]!.user_id).toBe(row[0]!.id);
  });
});
