import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createVenue } from '../../../../test/factories';
import { signedInMusician, type SignedInMusician } from '../../../../test/musician-client';
import { createTestClock } from '../../clock';
import { deliverDueEmails } from '../../email/worker';
import { todayIso } from '../../../shared/dates';
import { followMessages } from '../../../shared/followers';
import { foldPlace, isNear } from './near';

/** Runs with the real date (gigs are dated by it), moved on by hand for the "at most" windows. */
const clock = createTestClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
const address = (name: string) => `${name}.${Date.now()}.${++serial}@example.com`;

const follow = (qrCodeId: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/api/musicians/${qrCodeId}/followers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const mailTo = (to: string) =>
  t.ctx.db
    .selectFrom('email_outbox')
    .select(['id', 'subject', 'text_body', 'status'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();

/** Follows, then opens the confirmation link of the e-mail, as a fan would. */
async function confirmedFollower(artist: SignedInMusician, body: { near?: string; all_gigs?: boolean } = {}) {
  const email = address('fan');
  expect((await follow(artist.m.qrCodeId, { email, ...body })).status).toBe(202);
  const [confirmation] = await mailTo(email);
  const token = decodeURIComponent(/follow=confirm&token=([^\s]+)/.exec(confirmation!.text_body)![1]!);
  const res = await fetch(`${t.url}/api/followers/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(res.status).toBe(200);
  return email;
}

/** What a follower got besides the confirmation link. */
const newsTo = async (email: string) => (await mailTo(email)).slice(1);

const inAMonth = () => todayIso(new Date(Date.now() + 30 * 86_400_000));

const gig = (overrides: object = {}) => ({
  venue_name: 'The Brunswick',
  location_address: '1 Holland Rd, Hove BN3 1JF',
  scheduled_date: inAMonth(),
  scheduled_start_time: '20:00',
  scheduled_end_time: '23:00',
  is_publicly_visible: true,
  ...overrides,
});

const settings = (artist: SignedInMusician, body: object) =>
  artist.client.put('/api/musicians/me/followers/settings', body);

describe('where a follower is, matched against where a gig is', () => {
  it('folds case, accents and punctuation, and matches whole words only', () => {
    expect(foldPlace('  São-PAULO ')).toBe('sao paulo');
    expect(isNear('brighton', [null, '12 Marine Parade, Brighton BN2 1TL'])).toBe(true);
    expect(isNear('bn2', ['12 Marine Parade, Brighton BN2 1TL'])).toBe(true);
    expect(isNear('sao paulo', ['São Paulo', null])).toBe(true);
    expect(isNear('bright', ['Brighton'])).toBe(false);
    expect(isNear('leeds', ['Brighton', null, undefined])).toBe(false);
    expect(isNear('newcastle upon tyne', ['Quayside, Newcastle upon Tyne NE1'])).toBe(true);
  });
});

describe('a new gig near a follower', () => {
  it('tells the confirmed followers near it and those who want every gig, once, with the unfollow link', async () => {
    const artist = await signedInMusician(t, { stageName: 'Luna 🌙 Ray' });
    const venue = await createVenue(t.ctx.db, { venue_name: `Concorde ${serial}`, city: 'Brighton & Hove' });
    const nearHove = await confirmedFollower(artist, { near: 'HOVE' });
    const postcode = await confirmedFollower(artist, { near: 'bn3' });
    const leeds = await confirmedFollower(artist, { near: 'Leeds' });
    const everywhere = await confirmedFollower(artist, { all_gigs: true });
    const liveOnly = await confirmedFollower(artist);
    const pending = address('pending');
    await follow(artist.m.qrCodeId, { email: pending, near: 'Hove', all_gigs: true });

    const res = await artist.client.post('/api/sessions/schedule', gig({ venue_id: venue.id }));
    expect(res.status).toBe(201);
    for (const told of [nearHove, postcode, everywhere]) {
      const news = await newsTo(told);
      expect(news).toHaveLength(1);
      expect(news[0]!.subject).toBe(
        `Luna 🌙 Ray plays The Brunswick on ${new Date(`${inAMonth()}T12:00:00Z`).toLocaleDateString('en-GB', {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        })}`,
      );
      expect(news[0]!.text_body).toContain('20:00–23:00');
      expect(news[0]!.text_body).toContain(`/artist/${artist.m.qrCodeId}?follow=stop&token=`);
    }
    expect((await newsTo(nearHove))[0]!.text_body).toContain('a new gig near HOVE');
    for (const untold of [leeds, liveOnly]) expect(await newsTo(untold)).toEqual([]);
    // A pending address gets its confirmation link and nothing else.
    expect(await mailTo(pending)).toHaveLength(1);

    // The venue's city counts as well as the typed address.
    await artist.client.post(
      '/api/sessions/schedule',
      gig({ venue_name: 'Elsewhere', location_address: null, venue_id: venue.id }),
    );
    expect(await newsTo(postcode)).toHaveLength(1);
    expect(await newsTo(nearHove)).toHaveLength(2);
  });

  it('announces nothing for a private gig, an edit or a delete, and withdraws the e-mails of a gig deleted before they leave', async () => {
    const artist = await signedInMusician(t);
    const fan = await confirmedFollower(artist, { near: 'Hove' });
    const hidden = await artist.client.post('/api/sessions/schedule', gig({ is_publicly_visible: false }));
    expect(hidden.status).toBe(201);
    const id = (hidden.body as { gig: { id: number } }).gig.id;
    // Made public by an edit, then moved: no news (only scheduling a public gig is).
    expect((await artist.client.put(`/api/sessions/schedule/${id}`, gig())).status).toBe(200);
    expect(
      (await artist.client.put(`/api/sessions/schedule/${id}`, gig({ scheduled_start_time: '21:00' }))).status,
    ).toBe(200);
    expect(await newsTo(fan)).toEqual([]);

    const published = await artist.client.post('/api/sessions/schedule', gig());
    expect(await newsTo(fan)).toHaveLength(1);
    const gone = (published.body as { gig: { id: number } }).gig.id;
    expect((await artist.client.delete(`/api/sessions/schedule/${gone}`)).status).toBe(200);
    while ((await deliverDueEmails(t.ctx, () => {})) > 0);
    expect(await newsTo(fan)).toEqual([]);

    // Upcoming gigs hidden from the public are not e-mailed either.
    const privacy = { public_profile_enabled: true, show_upcoming_gigs: false, allow_direct_messages: true };
    expect((await artist.client.put('/api/musicians/privacy-settings', privacy)).status).toBe(200);
    expect((await artist.client.post('/api/sessions/schedule', gig())).status).toBe(201);
    expect(await newsTo(fan)).toEqual([]);
  });
});

describe("the musician's choice of what followers hear and how often", () => {
  it('reads and saves the choice, refusing bad input with a code and changing nothing', async () => {
    const artist = await signedInMusician(t);
    const path = '/api/musicians/me/followers/settings';
    expect((await artist.client.get(path)).body).toEqual({ tell_live: true, tell_gigs: true, at_most: 'every_time' });
    for (const bad of [
      { tell_live: 'yes', tell_gigs: true, at_most: 'daily' },
      { tell_live: true, tell_gigs: true, at_most: 'hourly' },
      { tell_live: true, tell_gigs: true },
      { tell_live: true, tell_gigs: true, at_most: 'daily', extra: 1 },
    ]) {
      const res = await settings(artist, bad);
      expect(res.status).toBe(400);
      expect((res.body as { code: string }).code).toBe('validation_failed');
    }
    const refused = await settings(artist, { tell_live: true, tell_gigs: true, at_most: '🎸'.repeat(100) });
    expect(JSON.stringify(refused.body)).toContain(followMessages.invalidPace);
    expect((await artist.client.get(path)).body).toEqual({ tell_live: true, tell_gigs: true, at_most: 'every_time' });
    const saved = await settings(artist, { tell_live: false, tell_gigs: true, at_most: 'weekly' });
    expect(saved.status).toBe(200);
    expect((await artist.client.get(path)).body).toEqual({ tell_live: false, tell_gigs: true, at_most: 'weekly' });
    expect((await t.client().get(path)).status).toBe(401);
    expect((await t.client().put(path, { tell_live: true, tell_gigs: true, at_most: 'daily' })).status).toBe(401);
  });

  it('tells of a recurring gig once, for its first date, not once per date (decision 048)', async () => {
    const artist = await signedInMusician(t, { profile: { bio: 'Piano', music_styles: ['Jazz'] } });
    const fan = await confirmedFollower(artist, { all_gigs: true });
    const res = await artist.client.post(
      '/api/sessions/schedule',
      gig({ repeat: { frequency: 'weekly', occurrences: 8 } }),
    );
    expect(res.status).toBe(201);
    expect((res.body as { series_dates: number }).series_dates).toBe(8);
    expect(await newsTo(fan)).toHaveLength(1);
  });

  it('tells followers only what the musician chose', async () => {
    const artist = await signedInMusician(t, { profile: { bio: 'Covers', music_styles: ['Pop'] } });
    const fan = await confirmedFollower(artist, { all_gigs: true });
    await settings(artist, { tell_live: false, tell_gigs: false, at_most: 'every_time' });
    await artist.client.post('/api/sessions/schedule', gig());
    const live = await artist.client.post('/api/sessions/live', { venue_name: 'The Blue Lamp' });
    expect(live.status).toBe(201);
    expect(await newsTo(fan)).toEqual([]);
    await artist.client.post(`/api/sessions/live/${(live.body as { session: { id: number } }).session.id}/end`);
    await settings(artist, { tell_live: true, tell_gigs: false, at_most: 'every_time' });
    await artist.client.post('/api/sessions/schedule', gig());
    expect(await newsTo(fan)).toEqual([]);
    expect((await artist.client.post('/api/sessions/live', { venue_name: 'The Blue Lamp' })).status).toBe(201);
    expect((await newsTo(fan)).map((mail) => mail.subject)).toEqual([expect.stringContaining('is live now')]);
  });

  it('holds "at most once a day" per follower across gigs and going live', async () => {
    const artist = await signedInMusician(t, { profile: { bio: 'Covers', music_styles: ['Pop'] } });
    await settings(artist, { tell_live: true, tell_gigs: true, at_most: 'daily' });
    const early = await confirmedFollower(artist, { all_gigs: true });
    await artist.client.post('/api/sessions/schedule', gig());
    clock.advance(60 * 60_000);
    const late = await confirmedFollower(artist, { near: 'Hove' });
    await artist.client.post('/api/sessions/schedule', gig({ scheduled_start_time: '19:00' }));
    expect(await newsTo(early)).toHaveLength(1);
    expect(await newsTo(late)).toHaveLength(1);

    // 23 hours after the first gig: going live tells neither.
    clock.advance(22 * 60 * 60_000);
    const live = await artist.client.post('/api/sessions/live', { venue_name: 'The Blue Lamp' });
    expect(live.status).toBe(201);
    expect(await newsTo(early)).toHaveLength(1);
    expect(await newsTo(late)).toHaveLength(1);
    await artist.client.post(`/api/sessions/live/${(live.body as { session: { id: number } }).session.id}/end`);

    // A day after the first: the early follower hears; the late one's day has an hour to go.
    clock.advance(60 * 60_000);
    await artist.client.post('/api/sessions/schedule', gig({ scheduled_start_time: '18:00' }));
    expect(await newsTo(early)).toHaveLength(2);
    expect(await newsTo(late)).toHaveLength(1);
  });

  it('sends one e-mail per follower when many gigs are published at once in a once-a-day window', async () => {
    const artist = await signedInMusician(t);
    await settings(artist, { tell_live: true, tell_gigs: true, at_most: 'daily' });
    const fans = [];
    for (let i = 0; i < 5; i += 1)
      fans.push(await confirmedFollower(artist, i % 2 ? { near: 'hove' } : { all_gigs: true }));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        artist.client.post(
          '/api/sessions/schedule',
          gig({ scheduled_start_time: `${10 + (i % 10)}:${i < 10 ? '00' : '30'}` }),
        ),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 201));
    for (const fan of fans) expect(await newsTo(fan)).toHaveLength(1);
  });
});

describe('the follow path is held to the request limits', () => {
  it('refuses a phone past its per-device limit with rate_limited, changing nothing', async () => {
    const artist = await signedInMusician(t);
    const phone = { cookie: 'sc_device=follow-limit-phone-0001' };
    const statuses = [];
    for (let i = 0; i < t.ctx.config.fanRequestLimits.perDevice; i += 1) {
      statuses.push((await follow(artist.m.qrCodeId, { email: address('limit') }, phone)).status);
    }
    expect(statuses.every((status) => status === 202)).toBe(true);
    const extra = address('refused');
    const refused = await follow(artist.m.qrCodeId, { email: extra }, phone);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: followMessages.tooMany, code: 'rate_limited' });
    expect(await mailTo(extra)).toEqual([]);
    // Another phone on the same network follows.
    expect(
      (await follow(artist.m.qrCodeId, { email: extra }, { cookie: 'sc_device=follow-limit-phone-0002' })).status,
    ).toBe(202);
  });

  it('refuses a network address past its limit', async () => {
    const small = await startTestApp({ env: { FAN_REQUEST_LIMIT_PER_IP: '3' } });
    try {
      const artist = await signedInMusician(small);
      const send = () =>
        fetch(`${small.url}/api/musicians/${artist.m.qrCodeId}/followers`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: address('net') }),
        });
      const statuses = (await Promise.all(Array.from({ length: 6 }, send))).map((res) => res.status);
      expect(statuses.filter((status) => status === 202).length).toBeLessThanOrEqual(3);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
    } finally {
      await small.close();
    }
  });

  it('refuses bad places and all-gigs values, changing nothing', async () => {
    const artist = await signedInMusician(t);
    const email = address('bad');
    for (const body of [
      { email, near: 'x'.repeat(81) },
      { email, near: 42 },
      { email, all_gigs: 'yes' },
    ]) {
      const res = await follow(artist.m.qrCodeId, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('validation_failed');
    }
    expect(await mailTo(email)).toEqual([]);
    // A long place with emoji is kept as typed.
    const place = `${'Llanfairpwllgwyngyll'.repeat(3)}🎸`;
    expect((await follow(artist.m.qrCodeId, { email, near: place })).status).toBe(202);
    const row = await t.ctx.db
      .selectFrom('musician_followers')
      .select(['near', 'near_key'])
      .where('email', '=', email)
      .executeTakeFirst();
    expect(row).toEqual({ near: place, near_key: 'llanfairpwllgwyngyll'.repeat(3) });
  });
});
