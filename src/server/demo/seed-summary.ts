import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { DEMO_PASSWORD } from './musicians';

export interface DemoSeedSummary {
  password: string;
  musicians: { stageName: string; email: string; isLive: boolean }[];
  counts: {
    musicians: number;
    venues: number;
    savedVenues: number;
    songs: number;
    upcomingGigs: number;
    publicGigs: number;
    activeSessions: number;
    endedSessions: number;
    requests: number;
    tips: number;
    messages: number;
  };
}

const countOf = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n);

/** Counted from the database after the commit, so the summary reports what is really there. */
export async function summariseDemo(db: Db): Promise<DemoSeedSummary> {
  const n = sql<number>`count(*)`.as('n');
  const musicians = await db
    .selectFrom('users')
    .innerJoin('musician_profiles', 'musician_profiles.user_id', 'users.id')
    .leftJoin('live_sessions', (join) =>
      join.onRef('live_sessions.musician_id', '=', 'musician_profiles.id').on('live_sessions.status', '=', 'active'),
    )
    .select(['users.email', 'musician_profiles.stage_name', 'live_sessions.id as live_session_id'])
    .orderBy('users.id')
    .execute();
  return {
    password: DEMO_PASSWORD,
    musicians: musicians.map((row) => ({
      stageName: row.stage_name,
      email: row.email,
      isLive: row.live_session_id !== null,
    })),
    counts: {
      musicians: musicians.length,
      venues: await countOf(db.selectFrom('venues').select(n)),
      savedVenues: await countOf(db.selectFrom('saved_venues').select(n)),
      songs: await countOf(db.selectFrom('songs').select(n)),
      upcomingGigs: await countOf(db.selectFrom('scheduled_gigs').select(n)),
      publicGigs: await countOf(db.selectFrom('scheduled_gigs').select(n).where('is_publicly_visible', '=', 1)),
      activeSessions: await countOf(db.selectFrom('live_sessions').select(n).where('status', '=', 'active')),
      endedSessions: await countOf(db.selectFrom('live_sessions').select(n).where('status', '=', 'ended')),
      requests: await countOf(db.selectFrom('song_requests').select(n)),
      tips: await countOf(db.selectFrom('tips').select(n)),
      messages: await countOf(db.selectFrom('messages').select(n)),
    },
  };
}

export function formatDemoSummary(summary: DemoSeedSummary): string[] {
  const c = summary.counts;
  return [
    `Demo data: ${c.musicians} musicians, ${c.songs} songs, ${c.venues} venues (${c.savedVenues} saved), ` +
      `${c.upcomingGigs} upcoming gigs (${c.publicGigs} public), ${c.activeSessions} live sessions now ` +
      `and ${c.endedSessions} finished, ${c.requests} requests, ${c.tips} tips, ${c.messages} messages.`,
    `Sign in as any demo musician with the password "${summary.password}":`,
    ...summary.musicians.map((m) => `  ${m.email.padEnd(34)} ${m.stageName}${m.isLive ? '  (live now)' : ''}`),
  ];
}
