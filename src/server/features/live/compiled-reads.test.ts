import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveSession, createMusician, createSongRequest, fastHashCost } from '../../../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database';
import { withSongKeys } from '../../../shared/songs/song-key';
import { activeSessionsQuery, listActiveSessions } from './public-queries';
import { findOpenSession, listSessionRequests, openSessionQuery, sessionRequestsQuery } from './queries';
import { withUndoLabels } from './stage-memory';

// The hot live reads run a statement compiled once (db/prepared.ts) with new parameters. Each must
// answer exactly what Kysely's own build of it answers, down to the JSON text the routes send:
// same rows, same order, same column order, same value types (PostgreSQL's and SQLite's drivers
// differ in what they hand back, so both databases run this file).
let database: TestDatabase;
const db = () => database.handle.db;

const sessions: { headliner: number; support: number; earlier: number } = { headliner: 0, support: 0, earlier: 0 };
const musicians: { headliner: number; support: number; hidden: number } = { headliner: 0, support: 0, hidden: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  const musician = (stageName: string, profile: { public_profile_enabled?: boolean } = {}) =>
    createMusician(db(), { stageName, hashCost: fastHashCost, profile: { bio: 'Covers 🎸', ...profile } });
  const headliner = await musician('The Headliners');
  const support = await musician('Support Act');
  const hidden = await musician('Not Listed', { public_profile_enabled: false });
  musicians.headliner = headliner.profileId;
  musicians.support = support.profileId;
  musicians.hidden = hidden.profileId;

  // The headliner's earlier show, ended: its requests must not leak into tonight's.
  const earlier = await createLiveSession(db(), headliner.profileId, {
    status: 'ended',
    started_at: '2026-11-27T20:00:00.000Z',
    ended_at: '2026-11-27T23:00:00.000Z',
    ended_by: 'musician',
  });
  await createSongRequest(db(), earlier, { song_title: 'Old Song', created_at: '2026-11-27T21:00:00.000Z' });

  const tonight = await createLiveSession(db(), headliner.profileId, {
    venue_name: 'The Crown',
    session_name: 'Saturday',
    started_at: '2026-11-28T20:00:00.000Z',
    max_requests: 40,
  });
  const at = (minute: number) => `2026-11-28T20:${String(minute).padStart(2, '0')}:00.000Z`;
  await createSongRequest(db(), tonight, { song_title: 'Jolene', artist_name: 'Dolly Parton', created_at: at(5) });
  await createSongRequest(db(), tonight, {
    song_title: 'jolene ',
    artist_name: 'dolly parton',
    fan_name: 'Aoife',
    message: 'for my mum ❤️',
    tip_amount: 500,
    status: 'accepted',
    accepted_at: at(7),
    created_at: at(6),
  });
  // Two at the same instant: the order falls back to the id.
  await createSongRequest(db(), tonight, {
    song_title: 'Vienna',
    artist_name: null,
    status: 'played',
    created_at: at(9),
  });
  await createSongRequest(db(), tonight, { song_title: 'Galway Girl', tip_amount: 1250, created_at: at(9) });
  await createSongRequest(db(), tonight, {
    song_title: 'Mr. Brightside',
    artist_name: 'The Killers',
    price_amount: 300,
    price_state: 'paid',
    is_premium: 1,
    status: 'declined',
    declined_at: at(12),
    created_at: at(11),
  });
  await createSongRequest(db(), tonight, {
    song_title: 'Zombie',
    price_amount: 200,
    price_state: 'held',
    created_at: at(14),
  });

  const second = await createLiveSession(db(), support.profileId, {
    venue_name: 'The Anchor',
    status: 'paused',
    paused_by: 'musician',
    repertoire_only: 1,
    started_at: '2026-11-28T21:00:00.000Z',
  });
  await createSongRequest(db(), second, {
    song_title: 'Wonderwall',
    tip_amount: 100,
    created_at: '2026-11-28T21:03:00.000Z',
  });
  await createLiveSession(db(), hidden.profileId, { started_at: '2026-11-28T22:00:00.000Z' });

  sessions.headliner = tonight.id;
  sessions.support = second.id;
  sessions.earlier = earlier.id;
});

afterAll(async () => {
  await database?.drop();
});

describe('the hot live reads, compiled once', () => {
  it("find each musician's open session as Kysely's build does", async () => {
    for (const musicianId of [musicians.headliner, musicians.support, musicians.hidden, -1]) {
      const built = await openSessionQuery(db(), { musicianId }).executeTakeFirst();
      const compiled = await findOpenSession(db(), musicianId);
      expect(JSON.stringify(compiled)).toBe(JSON.stringify(built && withUndoLabels(built)));
    }
    expect((await findOpenSession(db(), musicians.headliner))?.id).toBe(sessions.headliner);
    expect((await findOpenSession(db(), musicians.support))?.status).toBe('paused');
  });

  it("list each show's requests as Kysely's build does", async () => {
    for (const sessionId of [sessions.headliner, sessions.support, sessions.earlier, -1]) {
      const built = withSongKeys(await sessionRequestsQuery(db(), { sessionId }).execute());
      const compiled = await listSessionRequests(db(), sessionId);
      expect(JSON.stringify(compiled)).toBe(JSON.stringify(built));
    }
    const tonight = await listSessionRequests(db(), sessions.headliner);
    expect(tonight.map((r) => r.song_title)).toEqual([
      'Jolene',
      'jolene ',
      'Vienna',
      'Galway Girl',
      'Mr. Brightside',
      'Zombie',
    ]);
    expect(new Set(tonight.map((r) => r.status))).toEqual(new Set(['pending', 'accepted', 'played', 'declined']));
  });

  it("list the shows fans see as Kysely's build does, inside a transaction too", async () => {
    const built = await activeSessionsQuery(db()).execute();
    const expected = built.map(({ status, repertoire_only, ...show }) => ({
      ...show,
      requests_paused: status === 'paused',
      repertoire_only: repertoire_only === 1,
    }));
    expect(JSON.stringify(await listActiveSessions(db()))).toBe(JSON.stringify(expected));
    expect(
      JSON.stringify(
        await db()
          .transaction()
          .execute((trx) => listActiveSessions(trx)),
      ),
    ).toBe(JSON.stringify(expected));
    expect(expected.map((show) => show.id)).toEqual([sessions.support, sessions.headliner]);
  });
});
