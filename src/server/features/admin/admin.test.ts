import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import {
  createAdmin,
  createGig,
  createLiveSession,
  createMusician,
  createSong,
  createSongRequest,
} from '../../../../test/factories';
import type { TestClient } from '../../../../test/http-client';
import { defaultAdminSettings } from '../../../../test/admin';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { connectTestBank } from '../../../../test/payouts';
import { fanRequest } from '../../../../test/live-show';
import { completeProfile, signedInMusician } from '../../../../test/musician-client';
import { openStream } from '../../../../test/sse-client';
import { adminMessages } from '../../../shared/admin/messages';
import { sessionPausedMessage } from '../../../shared/requests';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await expectLedgerConsistent(t.ctx.db);
});
afterAll(async () => {
  await t.close();
});

async function signedInAdmin(): Promise<{ client: TestClient; id: number }> {
  const admin = await createAdmin(t.ctx.db);
  const client = t.client();
  const res = await client.post('/api/admin/login', admin.login());
  expect(res.status).toBe(200);
  return { client, id: admin.id };
}

const auditRows = (action: string, targetId?: number) =>
  t.ctx.db
    .selectFrom('admin_audit_log')
    .selectAll()
    .where('action', '=', action)
    .$if(targetId !== undefined, (q) => q.where('target_id', '=', String(targetId)))
    .execute();

/** A musician with tips (net 950 + 475 available) who asks to withdraw `amounts` (pence). */
async function musicianWithWithdrawals(amounts: number[]) {
  const { m, client } = await signedInMusician(t, { profile: completeProfile });
  await connectTestBank(client);
  const session = await createLiveSession(t.ctx.db, m.profileId);
  for (const tip of [1000, 500]) {
    await createSongRequest(t.ctx.db, { id: session.id, musician_id: m.profileId }, { tip_amount: tip });
  }
  const ids: number[] = [];
  for (const amount of amounts) {
    const res = await client.post('/api/musicians/withdraw', { amount });
    expect(res.status).toBe(201);
    ids.push(res.body.withdrawal.id);
  }
  return { m, client, ids };
}

describe('the admin guard', () => {
  it('refuses every admin route to anonymous callers, musicians and deactivated admins', async () => {
    const spec = (await t.client().get('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(spec.paths)
      .filter(
        ([path]) =>
          path.startsWith('/api/admin/') &&
          !/\/(login|logout|verify)$/.test(path) &&
          !path.startsWith('/api/admin/login/'),
      )
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => [method.toUpperCase(), path] as const));
    expect(routes.length).toBeGreaterThan(35);

    const { client: musician } = await signedInMusician(t);
    const { client: retired, id: retiredId } = await signedInAdmin();
    await t.ctx.db.updateTable('users').set({ is_active: 0 }).where('id', '=', retiredId).execute();
    for (const [method, path] of routes) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      for (const client of [t.client(), musician, retired]) {
        const res = await client.request(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
        expect(res.status, `${method} ${url}`).toBe(401);
      }
    }
  });

  it('records sign-ins and failed attempts, never the password', async () => {
    const admin = await createAdmin(t.ctx.db);
    await t.client().post('/api/admin/login', { email: admin.email, password: 'wrong password' });
    await t.client().post('/api/admin/login', admin.login());
    const rows = await t.ctx.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('admin_email', '=', admin.email)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.action)).toEqual(['admin.sign_in_failed', 'admin.signed_in']);
    expect(JSON.stringify(rows)).not.toContain('wrong password');
  });
});

describe('overview and users', () => {
  it('counts musicians and fans, active plans with the revenue estimate, and pending withdrawals', async () => {
    const { client } = await signedInAdmin();
    await musicianWithWithdrawals([500]);
    const stats = (await client.get('/api/admin/stats')).body;
    expect(stats.total_users).toBe(stats.total_musicians + stats.total_fans);
    expect(stats.monthly_revenue_estimate).toBe(stats.active_subscriptions * 1500);
    expect(stats.pending_withdrawals).toBeGreaterThanOrEqual(1);
    expect(stats.total_revenue).toBeGreaterThanOrEqual(75);
  });

  it('lists users with their totals, searches and pages', async () => {
    const { client } = await signedInAdmin();
    const { m } = await musicianWithWithdrawals([]);
    const stage = (
      await t.ctx.db
        .selectFrom('musician_profiles')
        .select('stage_name')
        .where('id', '=', m.profileId)
        .executeTakeFirstOrThrow()
    ).stage_name;
    const res = await client.get(`/api/admin/users?search=${encodeURIComponent(stage)}`);
    expect(res.body.users).toEqual([
      expect.objectContaining({
        email: m.email,
        user_type: 'musician',
        stage_name: stage,
        is_active: true,
        subscription_status: 'trial',
        total_tips_earned: 1500,
        total_requests_received: 2,
      }),
    ]);
    expect((await client.get('/api/admin/users?page=0')).status).toBe(400);
    const page2 = await client.get('/api/admin/users?page=2');
    expect(page2.status).toBe(200);
  });

  it('deactivating a signed-in musician ends their sessions, stream and live show at once', async () => {
    const { client: admin } = await signedInAdmin();
    const { m, client } = await signedInMusician(t, { profile: completeProfile });
    expect((await client.post('/api/sessions/live', { venue_name: 'The Crown' })).status).toBe(201);
    const stream = await openStream(`${t.url}/api/sessions/live/requests/stream`, {
      cookie: `sc_session=${client.cookie('sc_session')}`,
    });
    const res = await admin.put(`/api/admin/users/${m.user.id}/toggle-status`);
    expect(res.body).toEqual({ success: true, is_active: false });
    await stream.closed();
    expect((await client.get('/api/sessions/live/current')).status).toBe(401);
    const signIn = await t.client().post('/api/auth/signin', { email: m.email, password: m.password });
    expect(signIn.status).toBe(403);
    const live = await t.ctx.db
      .selectFrom('live_sessions')
      .select('status')
      .where('musician_id', '=', m.profileId)
      .execute();
    expect(live.map((row) => row.status)).toEqual(['ended']);
    expect(await auditRows('user.deactivated', m.user.id)).toHaveLength(1);

    expect((await admin.put(`/api/admin/users/${m.user.id}/toggle-status`)).body.is_active).toBe(true);
    expect((await t.client().post('/api/auth/signin', { email: m.email, password: m.password })).status).toBe(200);
  });

  it('grants and revokes lifetime free access (revoke starts a 14-day trial), musicians only', async () => {
    const { client: admin } = await signedInAdmin();
    const { m, client } = await signedInMusician(t);
    expect((await admin.post(`/api/admin/users/${m.user.id}/grant-free-subscription`)).status).toBe(200);
    expect((await client.get('/api/musicians/subscription/status')).body.subscription_status).toBe('free');
    expect(await admin.post(`/api/admin/users/${m.user.id}/grant-free-subscription`)).toMatchObject({
      status: 409,
      body: { code: 'conflict' },
    });
    expect((await admin.post(`/api/admin/users/${m.user.id}/revoke-free-subscription`)).status).toBe(200);
    expect((await client.get('/api/musicians/subscription/status')).body).toMatchObject({
      subscription_status: 'trial',
      trial_days_remaining: 14,
    });
    expect((await admin.post(`/api/admin/users/${m.user.id}/revoke-free-subscription`)).status).toBe(409);
    const other = await admin.post('/api/admin/users/create', {
      email: `other-${Date.now()}@example.test`,
      user_type: 'admin',
    });
    expect((await admin.post(`/api/admin/users/${other.body.id}/grant-free-subscription`)).status).toBe(400);
    expect(await auditRows('subscription.granted_free', m.user.id)).toHaveLength(1);
  });

  it('creates musicians, fans and admins with their validation, and refuses a taken e-mail', async () => {
    const { client: admin } = await signedInAdmin();
    const email = `made-${Date.now()}@example.test`;
    const longName = `🎸${'x'.repeat(70)}🎶`;
    const res = await admin.post('/api/admin/users/create', {
      email,
      user_type: 'musician',
      musician_profile: { stage_name: longName, bio: '', music_styles: 'Rock, , Folk', favorite_singers: [] },
    });
    expect(res.status).toBe(201);
    expect(res.body.temporary_password).toMatch(/^[\w-]{12}$/);
    const signIn = await t.client().post('/api/auth/signin', { email, password: res.body.temporary_password });
    expect(signIn.status).toBe(200);
    const profile = await t.ctx.db
      .selectFrom('musician_profiles')
      .selectAll()
      .where('stage_name', '=', longName)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(profile.music_styles)).toEqual(['Rock', 'Folk']);
    expect(profile.bio).toBeNull();

    const cases: [object, string][] = [
      [{ email: 'not-an-email', user_type: 'fan' }, adminMessages.emailInvalid],
      [{ email: 'a@b.example', user_type: 'musician' }, adminMessages.stageNameRequired],
      [
        { email: 'a@b.example', user_type: 'musician', musician_profile: { stage_name: 'X', website_url: 'nope' } },
        adminMessages.websiteInvalid,
      ],
      [{ email, user_type: 'admin' }, adminMessages.emailTaken],
      [{ email: 'fan@b.example', user_type: 'fan' }, adminMessages.fanAccountsNotOffered],
    ];
    for (const [body, message] of cases) {
      const refused = await admin.post('/api/admin/users/create', body);
      expect(refused.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(refused.body.error).toBe(message);
    }
    const made = await admin.post('/api/admin/users/create', {
      email: `boss-${Date.now()}@example.test`,
      user_type: 'admin',
    });
    expect(made.status).toBe(201);
    const login = await t
      .client()
      .post('/api/admin/login', { email: made.body.message.split(' ')[1], password: made.body.temporary_password });
    expect(login.status).toBe(200);
  });

  it('deletes a user (never oneself)', async () => {
    const { client: admin, id } = await signedInAdmin();
    const m = await createMusician(t.ctx.db);
    expect((await admin.delete(`/api/admin/users/${id}`)).status).toBe(400);
    expect((await admin.delete(`/api/admin/users/${m.user.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/users/${m.user.id}`)).status).toBe(404);
    // Decision 022: the row stays, anonymised, for the account's money records.
    const row = await t.ctx.db.selectFrom('users').selectAll().where('id', '=', m.user.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(row.email).not.toBe(m.email);
    expect(await auditRows('user.deleted', m.user.id)).toHaveLength(1);
  });
});

describe('withdrawals', () => {
  it('approves one and rejects another; the musician sees both outcomes', async () => {
    const { client: admin } = await signedInAdmin();
    const { client, ids } = await musicianWithWithdrawals([500, 600]);
    const listed = (await admin.get('/api/admin/withdrawals')).body.withdrawals;
    expect(listed.filter((w: { id: number }) => ids.includes(w.id))).toHaveLength(2);
    expect((await admin.post(`/api/admin/withdrawals/${ids[0]}/approve`)).status).toBe(200);
    expect((await admin.post(`/api/admin/withdrawals/${ids[1]}/reject`)).status).toBe(200);
    expect(await admin.post(`/api/admin/withdrawals/${ids[1]}/approve`)).toMatchObject({
      status: 409,
      body: { code: 'withdrawal_not_pending' },
    });
    const earnings = (await client.get('/api/musicians/earnings')).body;
    expect(earnings).toMatchObject({
      available_for_withdrawal: 1425 - 500,
      total_withdrawn: 500,
      pending_withdrawals: 0,
    });
    expect(await auditRows('withdrawal.rejected', ids[1])).toHaveLength(1);
  });

  it('returns a rejected withdrawal’s funds exactly once when ten admins click at once', async () => {
    const admins = await Promise.all(Array.from({ length: 3 }, () => signedInAdmin()));
    const { client, ids } = await musicianWithWithdrawals([1000]);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => admins[i % 3]!.client.post(`/api/admin/withdrawals/${ids[0]}/reject`)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await client.get('/api/musicians/earnings')).body.available_for_withdrawal).toBe(1425);
  });
});

describe('venues', () => {
  it('adds, edits, toggles (inactive venues leave the search) and deletes, with validation', async () => {
    const { client: admin } = await signedInAdmin();
    const name = `Harbour Hall ${Date.now()}`;
    const created = await admin.post('/api/admin/venues', {
      venue_name: name,
      website_url: 'https://harbour.example',
      phone_number: '+44 20 7946 0000',
      venue_type: 'pub',
    });
    expect(created.status).toBe(201);
    const id = created.body.venue.id;
    for (const [body, message] of [
      [{ venue_name: '' }, adminMessages.venueNameRequired],
      [{ venue_name: 'X', website_url: 'harbour' }, adminMessages.websiteInvalid],
      [{ venue_name: 'X', phone_number: 'call me' }, adminMessages.phoneInvalid],
    ] as const) {
      const res = await admin.put(`/api/admin/venues/${id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect((await admin.put(`/api/admin/venues/${id}`, { venue_name: `${name} 🎶` })).body.venue.venue_name).toBe(
      `${name} 🎶`,
    );

    const { client } = await signedInMusician(t);
    const search = () => client.get(`/api/venues/search?q=${encodeURIComponent(name.slice(0, 12))}`);
    expect((await search()).body.some((v: { venue_name: string }) => v.venue_name.startsWith(name))).toBe(true);
    expect((await admin.put(`/api/admin/venues/${id}/toggle-status`)).body.venue.is_active).toBe(false);
    expect((await search()).body.some((v: { venue_name: string }) => v.venue_name.startsWith(name))).toBe(false);
    expect((await admin.delete(`/api/admin/venues/${id}`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/venues/${id}`)).status).toBe(404);
    expect(await auditRows('venue.updated', id)).toHaveLength(1);
  });
});

describe('sessions', () => {
  it('pauses a live show (fans are refused plainly, the musician resumes it) and ends it', async () => {
    const { client: admin } = await signedInAdmin();
    const { m, client } = await signedInMusician(t, { profile: completeProfile });
    const session = (await client.post('/api/sessions/live', { venue_name: 'The Crown' })).body.session;
    await createSongRequest(t.ctx.db, { id: session.id, musician_id: m.profileId }, { tip_amount: 300 });
    const live = (await admin.get('/api/admin/sessions/live')).body.sessions.find(
      (s: { id: number }) => s.id === session.id,
    );
    expect(live).toMatchObject({
      status: 'active',
      request_stats: { total: 1, played: 0, pending: 1 },
      total_tips_amount: 300,
    });

    expect((await admin.post(`/api/admin/sessions/live/${session.id}/pause`)).status).toBe(200);
    expect((await admin.post(`/api/admin/sessions/live/${session.id}/pause`)).status).toBe(409);
    const refused = await fanRequest(t, session.id, { song_title: 'Wonderwall' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(sessionPausedMessage);
    expect((await client.get('/api/sessions/live/current')).body.session.status).toBe('paused');
    expect((await client.post(`/api/sessions/live/${session.id}/resume`)).status).toBe(200);
    expect((await fanRequest(t, session.id, { song_title: 'Wonderwall' })).status).toBe(201);

    const ended = await admin.post(`/api/admin/sessions/live/${session.id}/end`);
    expect(ended.body.session_stats.total_requests).toBe(2);
    expect((await client.get('/api/sessions/live/current')).body.session).toBeNull();
    expect(await auditRows('session.paused', session.id)).toHaveLength(1);
  });

  it('edits and deletes future scheduled gigs, with required date and times', async () => {
    const { client: admin } = await signedInAdmin();
    const m = await createMusician(t.ctx.db);
    const gig = await createGig(t.ctx.db, m.profileId);
    const listed = (await admin.get('/api/admin/sessions/scheduled')).body.sessions;
    expect(listed.some((s: { id: number }) => s.id === gig.id)).toBe(true);
    const body = {
      venue_name: 'Harbour Hall',
      session_name: 'Late show 🎶',
      scheduled_date: '2031-05-01',
      scheduled_start_time: '21:00',
      scheduled_end_time: '23:30',
      is_publicly_visible: false,
    };
    const res = await admin.put(`/api/admin/sessions/scheduled/${gig.id}`, body);
    expect(res.body.session).toMatchObject({ ...body, id: gig.id });
    for (const missing of ['scheduled_date', 'scheduled_start_time', 'scheduled_end_time']) {
      expect((await admin.put(`/api/admin/sessions/scheduled/${gig.id}`, { ...body, [missing]: '' })).status).toBe(400);
    }
    expect((await admin.delete(`/api/admin/sessions/scheduled/${gig.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/sessions/scheduled/${gig.id}`)).status).toBe(404);
  });
});

describe('songs', () => {
  it('adds (artist optional → null), edits, searches, counts and deletes songs', async () => {
    const { client: admin } = await signedInAdmin();
    const title = `Harbour Song ${Date.now()}`;
    const added = await admin.post('/api/admin/songs', { song_title: title, artist_name: '  ' });
    expect(added.status).toBe(201);
    expect(added.body.song.artist_name).toBeNull();
    expect((await admin.post('/api/admin/songs', { song_title: title })).status).toBe(409);
    const missing = await admin.post('/api/admin/songs', { song_title: ' ' });
    expect(missing.body.error).toBe(adminMessages.songTitleRequired);
    const id = added.body.song.id;
    expect(
      (await admin.put(`/api/admin/songs/${id}`, { song_title: title, artist_name: 'The Tide' })).body.song.artist_name,
    ).toBe('The Tide');
    expect((await admin.get(`/api/admin/songs?search=${encodeURIComponent(title)}`)).body.songs).toHaveLength(1);
    await createSong(t.ctx.db, { total_requests: 999 });
    const stats = (await admin.get('/api/admin/songs/stats')).body;
    expect(stats.top).toHaveLength(Math.min(6, stats.stats.total_songs));
    expect(stats.top[0].total_requests).toBeGreaterThanOrEqual(999);
    expect((await admin.delete(`/api/admin/songs/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/admin/songs?search=${encodeURIComponent(title)}`)).body.songs).toHaveLength(0);
  });
});

describe('songs beyond the spec', () => {
  it('hides a song from public search and shows it again', async () => {
    const { client: admin } = await signedInAdmin();
    const title = `Hidden Harbour ${Date.now()}`;
    const { song } = (await admin.post('/api/admin/songs', { song_title: title })).body;
    const search = async () =>
      ((await t.client().get(`/api/songs/search?q=${encodeURIComponent(title)}`)).body as { song_title: string }[]).map(
        (found) => found.song_title,
      );
    expect(await search()).toEqual([title]);
    expect((await admin.put(`/api/admin/songs/${song.id}/hidden`, { hidden: true })).body.song.is_hidden).toBe(true);
    expect(await search()).toEqual([]);
    await admin.put(`/api/admin/songs/${song.id}/hidden`, { hidden: false });
    expect(await search()).toEqual([title]);
  });

  it('merges a duplicate into the kept song: requests and totals follow, the duplicate goes', async () => {
    const { client: admin } = await signedInAdmin();
    const kept = await createSong(t.ctx.db, {
      song_title: `Wonderwall ${Date.now()}`,
      total_requests: 3,
      total_tips: 200,
    });
    const dupe = await createSong(t.ctx.db, {
      song_title: `Wonder wall ${Date.now()}`,
      total_requests: 2,
      total_tips: 100,
    });
    const m = await createMusician(t.ctx.db);
    const session = await createLiveSession(t.ctx.db, m.profileId);
    const { request } = await createSongRequest(t.ctx.db, session, { song_id: dupe.id });
    expect((await admin.post(`/api/admin/songs/${dupe.id}/merge`, { into_id: dupe.id })).status).toBe(400);
    const merged = await admin.post(`/api/admin/songs/${dupe.id}/merge`, { into_id: kept.id });
    expect(merged.body.song).toMatchObject({ id: kept.id, total_requests: 5, total_tips: 300 });
    const moved = await t.ctx.db
      .selectFrom('song_requests')
      .select('song_id')
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(moved.song_id).toBe(kept.id);
    expect(
      await t.ctx.db.selectFrom('songs').select('id').where('id', '=', dupe.id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await admin.post(`/api/admin/songs/${dupe.id}/merge`, { into_id: kept.id })).status).toBe(404);
  });
});

describe('subscriptions', () => {
  it('searches plans by stage name or e-mail, filters them by status and pages them', async () => {
    const { client: admin } = await signedInAdmin();
    const tag = `Zebrafinch${Date.now()}`;
    const made = [];
    for (let i = 0; i < 27; i++) made.push(await createMusician(t.ctx.db, { stageName: `${tag} ${i}` }));
    const ended = new Date(Date.now() - 60_000).toISOString();
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await t.ctx.db
      .updateTable('subscriptions')
      .set({ status: 'cancelling', current_period_end: ended })
      .where('musician_id', '=', made[0]!.profileId)
      .execute();
    await t.ctx.db
      .updateTable('subscriptions')
      .set({ status: 'cancelling', current_period_end: later })
      .where('musician_id', '=', made[1]!.profileId)
      .execute();

    const first = (await admin.get(`/api/admin/subscriptions?search=${tag.toLowerCase()}`)).body;
    expect(first.total).toBe(27);
    expect(first.subscriptions).toHaveLength(25);
    const second = (await admin.get(`/api/admin/subscriptions?search=${tag}&page=2`)).body;
    expect(second.subscriptions).toHaveLength(2);
    const ids = new Set([...first.subscriptions, ...second.subscriptions].map((s: { id: number }) => s.id));
    expect(ids.size).toBe(27);

    const byEmail = (await admin.get(`/api/admin/subscriptions?search=${encodeURIComponent(made[3]!.email)}`)).body;
    expect(byEmail.subscriptions.map((s: { email: string }) => s.email)).toEqual([made[3]!.email]);
    // The status as time has decided it: a cancelling plan past its end is inactive.
    const inactive = (await admin.get(`/api/admin/subscriptions?search=${tag}&status=inactive`)).body;
    expect(inactive.subscriptions.map((s: { musician_id: number }) => s.musician_id)).toEqual([made[0]!.profileId]);
    const cancelling = (await admin.get(`/api/admin/subscriptions?search=${tag}&status=cancelling`)).body;
    expect(cancelling.subscriptions.map((s: { musician_id: number }) => s.musician_id)).toEqual([made[1]!.profileId]);
    expect((await admin.get(`/api/admin/subscriptions?search=${tag}&status=trial`)).body.total).toBe(25);
    // A LIKE wildcard is matched literally.
    expect((await admin.get('/api/admin/subscriptions?search=%25%25%25_')).body.total).toBe(0);
    expect((await admin.get('/api/admin/subscriptions?status=lapsed')).status).toBe(400);
    expect((await admin.get('/api/admin/subscriptions?page=0')).status).toBe(400);
  });

  it('lists plans, extends a trial, cancels and refunds a paid one, and shows its details', async () => {
    const { client: admin } = await signedInAdmin();
    const { m, client } = await signedInMusician(t, { profile: completeProfile });
    const extended = await admin.post('/api/admin/subscriptions/extend-trial', { musician_id: m.profileId, days: 7 });
    expect(extended.status).toBe(200);
    expect((await client.get('/api/musicians/subscription/status')).body.trial_days_remaining).toBe(21);
    expect(
      (await admin.post('/api/admin/subscriptions/extend-trial', { musician_id: m.profileId, days: 0 })).status,
    ).toBe(400);

    await t.ctx.db
      .updateTable('subscriptions')
      .set({ trial_ends_at: new Date(Date.now() - 1000).toISOString() })
      .where('musician_id', '=', m.profileId)
      .execute();
    const checkout = await client.post('/api/musicians/subscription/create-checkout', { plan: 'monthly' });
    const checkoutId = checkout.body.checkout_url.split('/').pop();
    await client.post(`/api/subscriptions/local-checkout/${checkoutId}/confirm`, {
      card_number: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
    });
    const row = (
      await admin.get(`/api/admin/subscriptions?search=${encodeURIComponent(m.email)}`)
    ).body.subscriptions.find((s: { musician_id: number }) => s.musician_id === m.profileId);
    expect(row).toMatchObject({
      subscription_status: 'active',
      subscription_amount: 1500,
      subscription_interval: 'month',
      payment_method_brand: 'visa',
      payment_method_last4: '4242',
      total_paid: 1500,
      is_cancelled: false,
    });
    expect(
      (await admin.post('/api/admin/subscriptions/extend-trial', { musician_id: m.profileId, days: 7 })).status,
    ).toBe(409);
    const details = (await admin.get(`/api/admin/subscriptions/${row.id}/details`)).body.details;
    expect(details).toMatchObject({ status: 'active', items: [{ price: { unit_amount: 1500 } }] });

    expect((await admin.post(`/api/admin/subscriptions/${row.id}/cancel`)).status).toBe(200);
    expect((await client.get('/api/musicians/subscription/status')).body.subscription_status).toBe('cancelling');
    expect((await admin.post(`/api/admin/subscriptions/${row.id}/refund`)).status).toBe(200);
    expect((await client.get('/api/musicians/subscription/status')).body).toMatchObject({
      subscription_status: 'cancelled',
      has_access: false,
    });
    expect((await admin.post(`/api/admin/subscriptions/${row.id}/refund`)).status).toBe(400);
    expect(await auditRows('subscription.refunded', row.id)).toHaveLength(1);
  });

  it('cancels and refunds a paying plan that has no provider subscription id (started from a saved card)', async () => {
    const { client: admin } = await signedInAdmin();
    const { m, client } = await signedInMusician(t, { profile: completeProfile });
    await t.ctx.db
      .updateTable('subscriptions')
      .set({ trial_ends_at: new Date(Date.now() - 1000).toISOString() })
      .where('musician_id', '=', m.profileId)
      .execute();
    const checkout = await client.post('/api/musicians/subscription/create-checkout', { plan: 'monthly' });
    await client.post(`/api/subscriptions/local-checkout/${checkout.body.checkout_url.split('/').pop()}/confirm`, {
      card_number: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
    });
    // What the trial's saved card leaves: a paying plan the renewals started, no provider id.
    await t.ctx.db
      .updateTable('subscriptions')
      .set({ provider_subscription_id: null })
      .where('musician_id', '=', m.profileId)
      .execute();
    const row = (
      await admin.get(`/api/admin/subscriptions?search=${encodeURIComponent(m.email)}`)
    ).body.subscriptions.find((s: { musician_id: number }) => s.musician_id === m.profileId);
    expect((await admin.post(`/api/admin/subscriptions/${row.id}/cancel`)).status).toBe(200);
    expect((await client.get('/api/musicians/subscription/status')).body.subscription_status).toBe('cancelling');
    expect((await admin.post(`/api/admin/subscriptions/${row.id}/refund`)).status).toBe(200);
    expect((await client.get('/api/musicians/subscription/status')).body.subscription_status).toBe('cancelled');
    expect((await admin.post(`/api/admin/subscriptions/${row.id}/cancel`)).status).toBe(400);
  });
});

describe('settings and maintenance mode', () => {
  const settings = { ...defaultAdminSettings, platform_fee_percentage: 7.5, minimum_withdrawal_amount: 700 };

  it('saves within the bounds and the settings take effect; out of bounds changes nothing', async () => {
    const { client: admin } = await signedInAdmin();
    const before = (await admin.get('/api/admin/settings')).body;
    for (const change of [
      { platform_fee_percentage: 50.1 },
      { platform_fee_percentage: 2.55 },
      { minimum_withdrawal_amount: 99 },
      { maximum_withdrawal_amount: 999 },
      { trial_period_days: 366 },
      { featured_musicians_limit: 0 },
      { analytics_retention_days: 29 },
      { subscription_price_monthly: -1 },
    ]) {
      const res = await admin.put('/api/admin/settings', { ...settings, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
    }
    expect((await admin.get('/api/admin/settings')).body).toEqual(before);

    try {
      expect((await admin.put('/api/admin/settings', settings)).body.settings).toEqual(settings);
      const { client } = await musicianWithWithdrawals([]);
      const refused = await client.post('/api/musicians/withdraw', { amount: 600 });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toContain('£7.00');

      await admin.put('/api/admin/settings', { ...settings, musician_signup_enabled: false });
      const signUp = await t.client().post('/api/auth/signup', {
        email: `closed-${Date.now()}@example.test`,
        password: 'a good password',
        stageName: 'Closed Doors',
      });
      expect(signUp.status).toBe(403);
    } finally {
      await admin.put('/api/admin/settings', { ...before });
    }
    expect(await auditRows('settings.updated')).not.toHaveLength(0);
  });

  it('maintenance mode answers 503 to everyone but admins and health checks, and lifts at once', async () => {
    const { client: admin } = await signedInAdmin();
    const { client } = await signedInMusician(t);
    try {
      expect((await admin.post('/api/admin/maintenance-mode', { enabled: true })).body.settings.maintenance_mode).toBe(
        true,
      );
      const blocked = await client.get('/api/musicians/earnings');
      expect(blocked.status).toBe(503);
      expect(blocked.body).toEqual({ error: adminMessages.maintenance, code: 'maintenance' });
      expect((await t.client().get('/api/sessions/active')).status).toBe(503);
      expect((await t.client().get('/api/platform/status')).body).toEqual({ maintenance_mode: true });
      expect((await t.client().get('/api/health')).status).toBe(200);
      expect((await admin.get('/api/admin/stats')).status).toBe(200);
    } finally {
      expect((await admin.post('/api/admin/maintenance-mode', { enabled: false })).status).toBe(200);
    }
    expect((await client.get('/api/musicians/earnings')).status).toBe(200);
    expect(await auditRows('maintenance.on')).not.toHaveLength(0);
  });
});

describe('audit log', () => {
  it('lists entries newest first, filtered by action', async () => {
    const { client: admin } = await signedInAdmin();
    await admin.post('/api/admin/songs', { song_title: `Audit ${Date.now()}` });
    const res = await admin.get('/api/admin/audit?action=song.created');
    expect(res.body.entries.length).toBeGreaterThan(0);
    expect(res.body.entries.every((entry: { action: string }) => entry.action === 'song.created')).toBe(true);
    expect(res.body.entries[0].after).toMatchObject({ song_title: expect.stringContaining('Audit') });
  });
});
