import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/app';
import { fastHashCost } from '../../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { MUSIC_STYLES, VENUE_TYPES } from '../../shared/constants';
import { platformFee } from '../../shared/money';
import { verifyPassword } from '../features/auth/passwords';
import { photoVariantUrl } from '../media/profile-photos';
import { songKey } from '../../shared/songs';
import { DEMO_PASSWORD, DemoDatabaseNotEmptyError, seedDemo, type DemoSeedSummary } from './seed';
import { heavyHookMs, heavyTest } from '../../../test/heavy-test';

const now = new Date();
const isoDay = (offsetDays: number) => new Date(now.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

let database: TestDatabase;
let mediaDir: string;
let summary: DemoSeedSummary;

beforeAll(async () => {
  database = await createTestDatabase();
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-demo-media-'));
  summary = await seedDemo(database.handle.db, { mediaDir, now, log: () => {}, hashCost: fastHashCost });
}, heavyHookMs);

afterAll(async () => {
  await database?.drop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const db = () => database.handle.db;

describe('seedDemo', () => {
  it('creates at least a dozen complete musician profiles that sign in with the demo password', async () => {
    const profiles = await db()
      .selectFrom('musician_profiles')
      .innerJoin('users', 'users.id', 'musician_profiles.user_id')
      .selectAll('musician_profiles')
      .select(['users.email', 'users.password_hash', 'users.user_type'])
      .execute();
    expect(profiles.length).toBeGreaterThanOrEqual(12);
    expect(summary.musicians.map((m) => m.email).sort()).toEqual(profiles.map((p) => p.email).sort());
    for (const profile of profiles) {
      expect(profile.user_type).toBe('musician');
      expect(profile.bio?.length).toBeGreaterThan(40);
      expect(profile.instagram_handle).toMatch(/^@\w+$/);
      expect(profile.website_url).toMatch(/^https:\/\//);
      const styles = JSON.parse(profile.music_styles) as string[];
      expect(styles.length).toBeGreaterThanOrEqual(1);
      expect(styles.length).toBeLessThanOrEqual(3);
      for (const style of styles) expect(MUSIC_STYLES).toContain(style);
      const influences = JSON.parse(profile.favorite_singers) as string[];
      expect(influences.length).toBeGreaterThanOrEqual(2);
      expect(influences.length).toBeLessThanOrEqual(4);
    }
    const first = profiles[0];
    expect(await verifyPassword(first?.password_hash ?? null, DEMO_PASSWORD)).toBe(true);
  });

  it('lets a person sign in over HTTP as a demo musician', async () => {
    const app = await startTestApp({ database });
    try {
      const response = await app
        .client()
        .post('/api/auth/signin', { email: summary.musicians[0]?.email, password: DEMO_PASSWORD });
      expect(response.status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('stores every profile photo on disk in three sizes and links the medium one', async () => {
    const urls = await db().selectFrom('musician_profiles').select('profile_photo_url').execute();
    expect(urls.length).toBeGreaterThanOrEqual(12);
    for (const { profile_photo_url: url } of urls) {
      expect(url).toMatch(/^\/media\/photos\/[0-9a-f]+-medium\.webp$/);
      for (const size of ['small', 'medium', 'large'] as const) {
        const file = path.join(mediaDir, photoVariantUrl(url ?? '', size).replace(/^\/media\//, ''));
        expect(fs.existsSync(file), file).toBe(true);
      }
    }
  });

  it('fills the catalogue with at least 300 real songs keyed by normalised title and artist', async () => {
    const songs = await db().selectFrom('songs').selectAll().execute();
    expect(songs.length).toBeGreaterThanOrEqual(300);
    expect(songs.map((s) => `${s.song_title} / ${s.artist_name}`)).toEqual(
      expect.arrayContaining(['Wonderwall / Oasis', 'Mr. Brightside / The Killers', 'Valerie / Amy Winehouse']),
    );
    for (const song of songs) {
      expect(song.title_key).toBe(songKey(song.song_title));
      expect(song.artist_key).toBe(songKey(song.artist_name));
      expect(song.total_requests).toBeGreaterThan(0);
      expect(song.times_played).toBeLessThanOrEqual(song.total_requests);
    }
  });

  it('gives every act a repertoire of their styles’ songs, most open to requests', async () => {
    const profiles = await db().selectFrom('musician_profiles').select('id').execute();
    for (const profile of profiles) {
      const songs = await db()
        .selectFrom('repertoire_songs')
        .selectAll()
        .where('musician_id', '=', profile.id)
        .execute();
      expect(songs.length).toBeGreaterThanOrEqual(15);
      expect(songs.filter((song) => song.is_open === 1).length).toBeGreaterThan(songs.length / 2);
      expect(new Set(songs.map((song) => song.match_key)).size).toBe(songs.length);
    }
  });

  it('adds UK venues of the allowed types and saves some for musicians', async () => {
    const venues = await db().selectFrom('venues').selectAll().execute();
    expect(venues.length).toBeGreaterThanOrEqual(25);
    for (const venue of venues) {
      expect(venue.country).toBe('United Kingdom');
      expect(VENUE_TYPES).toContain(venue.venue_type);
      expect(venue.name_key).toBe(songKey(venue.venue_name));
    }
    const saved = await db().selectFrom('saved_venues').selectAll().execute();
    expect(saved.length).toBeGreaterThan(12);
    expect(saved.every((row) => row.venue_id !== null && row.usage_count > 0)).toBe(true);
  });

  it('schedules public and private gigs within the next six weeks', async () => {
    const gigs = await db().selectFrom('scheduled_gigs').selectAll().execute();
    const publicGigs = gigs.filter((gig) => gig.is_publicly_visible === 1);
    expect(publicGigs.length).toBeGreaterThanOrEqual(12);
    expect(gigs.some((gig) => gig.is_publicly_visible === 0)).toBe(true);
    expect(new Set(publicGigs.map((gig) => gig.venue_name)).size).toBeGreaterThan(5);
    for (const gig of gigs) {
      expect(gig.scheduled_date > isoDay(0)).toBe(true);
      expect(gig.scheduled_date <= isoDay(42)).toBe(true);
      expect(gig.scheduled_start_time).toMatch(/^\d\d:\d\d$/);
      expect(gig.scheduled_end_time! > gig.scheduled_start_time).toBe(true);
    }
  });

  it('has two sessions live now, started within the hour, with a queue of requests', async () => {
    const live = await db().selectFrom('live_sessions').selectAll().where('status', '=', 'active').execute();
    expect(live).toHaveLength(2);
    for (const session of live) {
      const startedAgo = now.getTime() - Date.parse(session.started_at);
      expect(startedAgo).toBeGreaterThan(0);
      expect(startedAgo).toBeLessThanOrEqual(3_600_000);
      const requests = await db()
        .selectFrom('song_requests')
        .selectAll()
        .where('session_id', '=', session.id)
        .execute();
      expect(requests.length).toBeGreaterThanOrEqual(4);
      expect(new Set(requests.map((r) => r.status))).toEqual(new Set(['pending', 'accepted', 'played', 'declined']));
      for (const request of requests) {
        expect(request.song_id).not.toBeNull();
        expect(request.musician_id).toBe(session.musician_id);
        expect(Date.parse(request.created_at)).toBeGreaterThanOrEqual(Date.parse(session.started_at));
        expect(Date.parse(request.updated_at)).toBeLessThanOrEqual(now.getTime());
      }
    }
  });

  it('records a succeeded local tip with the 5 % fee for every tipped request', async () => {
    const tipped = await db()
      .selectFrom('song_requests')
      .leftJoin('tips', 'tips.request_id', 'song_requests.id')
      .select([
        'song_requests.tip_amount',
        'tips.amount',
        'tips.fee_amount',
        'tips.net_amount',
        'tips.status',
        'tips.provider',
      ])
      .where('song_requests.tip_amount', '>', 0)
      .execute();
    expect(tipped.length).toBeGreaterThan(0);
    for (const tip of tipped) {
      expect(tip.amount).toBe(tip.tip_amount);
      expect(tip.fee_amount).toBe(platformFee(tip.tip_amount, 500));
      expect(tip.net_amount).toBe(tip.tip_amount - platformFee(tip.tip_amount, 500));
      expect(tip).toMatchObject({ status: 'succeeded', provider: 'local' });
    }
    const { count } = await db()
      .selectFrom('tips')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(tipped.length);
  });

  it('keeps song totals at least as high as the requests stored for them', async () => {
    const rows = await db()
      .selectFrom('song_requests')
      .innerJoin('songs', 'songs.id', 'song_requests.song_id')
      .select(['songs.id', 'songs.total_requests'])
      .select((eb) => eb.fn.countAll<number>().as('stored'))
      .groupBy(['songs.id', 'songs.total_requests'])
      .execute();
    for (const row of rows) expect(row.total_requests).toBeGreaterThanOrEqual(Number(row.stored));
  });

  it('leaves a few messages in the inboxes', async () => {
    const messages = await db().selectFrom('messages').selectAll().execute();
    expect(messages.length).toBeGreaterThanOrEqual(12);
    expect(messages.some((m) => m.is_read === 0)).toBe(true);
  });

  it('refuses to seed a database that already has musicians, and changes nothing', async () => {
    const before = await db().selectFrom('users').select('id').execute();
    await expect(seedDemo(db(), { mediaDir, now, log: () => {}, hashCost: fastHashCost })).rejects.toBeInstanceOf(
      DemoDatabaseNotEmptyError,
    );
    expect(await db().selectFrom('users').select('id').execute()).toHaveLength(before.length);
    expect(fs.readdirSync(path.join(mediaDir, 'photos'))).toHaveLength(before.length * 3);
  });
});

describe('seedDemo with the same clock', () => {
  it('tells the same story every time, apart from ids, tokens and file names', heavyTest, async () => {
    const other = await createTestDatabase();
    const otherMedia = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-demo-media-'));
    try {
      await seedDemo(other.handle.db, { mediaDir: otherMedia, now, log: () => {}, hashCost: fastHashCost });
      const story = async (handle: TestDatabase['handle']) => ({
        gigs: await handle.db
          .selectFrom('scheduled_gigs')
          .innerJoin('musician_profiles', 'musician_profiles.id', 'scheduled_gigs.musician_id')
          .select([
            'stage_name',
            'venue_name',
            'session_name',
            'scheduled_date',
            'scheduled_start_time',
            'is_publicly_visible',
          ])
          .orderBy('scheduled_gigs.id')
          .execute(),
        requests: await handle.db
          .selectFrom('song_requests')
          .select(['song_title', 'fan_name', 'status', 'tip_amount', 'created_at'])
          .orderBy('id')
          .execute(),
        songs: await handle.db
          .selectFrom('songs')
          .select(['title_key', 'artist_key', 'total_requests', 'total_tips', 'times_played'])
          .orderBy('title_key')
          .orderBy('artist_key')
          .execute(),
      });
      expect(await story(other.handle)).toEqual(await story(database.handle));
    } finally {
      await other.drop();
      fs.rmSync(otherMedia, { recursive: true, force: true });
    }
  });
});

describe('seedDemo failing part-way', () => {
  // A second seed on a database of its own: 13 s at load 16 on two cores.
  it('takes back the accounts and photos it had already made', heavyTest, async () => {
    const other = await createTestDatabase();
    const otherMedia = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-demo-media-'));
    try {
      // An invalid clock passes the account step and fails inside the main transaction.
      await expect(
        seedDemo(other.handle.db, {
          mediaDir: otherMedia,
          now: new Date(Number.NaN),
          log: () => {},
          hashCost: fastHashCost,
        }),
      ).rejects.toThrow(RangeError);
      expect(await other.handle.db.selectFrom('users').select('id').execute()).toEqual([]);
      expect(await other.handle.db.selectFrom('songs').select('id').execute()).toEqual([]);
      expect(fs.readdirSync(path.join(otherMedia, 'photos'))).toEqual([]);
    } finally {
      await other.drop();
      fs.rmSync(otherMedia, { recursive: true, force: true });
    }
  });
});
