import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { LiveSessionsTable, RequestStatus } from '../db/types';
import { createSongRequest } from './factories';
import { earliest, minutesAfter } from './dates';
import { fanNames, requestNotes } from './fans';
import type { CatalogueSong, SeedContext, SeededMusician } from './seed-context';

/** What the seeded requests add to each song's totals, applied once every session is in. */
export interface SongTally {
  requests: number;
  tips: number;
  played: number;
  musicianIds: Set<number>;
  lastRequestedAt: Date;
}
export type SongTallies = Map<number, SongTally>;

export interface PlannedRequest {
  status: RequestStatus;
  createdAt: Date;
  /** Pence; 0 for none. */
  tip: number;
}

/** A song this act plays: mostly a favourite of one of their styles, sometimes a deeper cut. */
function pickSong(ctx: SeedContext, musician: SeededMusician, exclude: Set<number>): CatalogueSong {
  for (;;) {
    const songs = ctx.songsByStyle.get(ctx.random.pick(musician.demo.styles)) ?? [];
    const song = songs[Math.floor(ctx.random.next() ** 2 * songs.length)];
    if (song && !exclude.has(song.id)) return song;
  }
}

/** Tips in whole pounds, as fans choose them; acts with a request price get at least that. */
export function pickTip(ctx: SeedContext, musician: SeededMusician, probability: number): number {
  const pricing = musician.demo.pricing;
  if (pricing) return ctx.random.pick([pricing.defaultRequest, pricing.defaultRequest, pricing.premiumRequest]);
  return ctx.random.chance(probability) ? ctx.random.pick([100, 200, 200, 300, 500, 500, 1000, 2000]) : 0;
}

export async function insertRequests(
  ctx: SeedContext,
  musician: SeededMusician,
  session: Selectable<LiveSessionsTable>,
  planned: PlannedRequest[],
  tallies: SongTallies,
): Promise<number> {
  const chosen = new Set<number>();
  for (const plan of planned) {
    const song = pickSong(ctx, musician, chosen);
    chosen.add(song.id);
    const acceptedAt =
      plan.status === 'accepted' || plan.status === 'played'
        ? minutesAfter(plan.createdAt, ctx.random.int(1, 4))
        : null;
    const playedAt = plan.status === 'played' && acceptedAt ? minutesAfter(acceptedAt, ctx.random.int(2, 6)) : null;
    const declinedAt = plan.status === 'declined' ? minutesAfter(plan.createdAt, ctx.random.int(1, 3)) : null;
    const cap = (at: Date | null) => (at ? earliest(at, ctx.now).toISOString() : null);
    const updatedAt = playedAt ?? declinedAt ?? acceptedAt ?? plan.createdAt;
    await createSongRequest(
      ctx.trx,
      session,
      {
        song_id: song.id,
        song_title: song.title,
        artist_name: song.artist,
        fan_name: ctx.random.pick(fanNames),
        message: ctx.random.pick(requestNotes),
        tip_amount: plan.tip,
        status: plan.status,
        device_id: randomUUID(),
        created_at: plan.createdAt.toISOString(),
        updated_at: earliest(updatedAt, ctx.now).toISOString(),
        accepted_at: cap(acceptedAt),
        played_at: cap(playedAt),
        declined_at: cap(declinedAt),
      },
      { feeBasisPoints: ctx.feeBasisPoints },
    );
    const tally = tallies.get(song.id) ?? {
      requests: 0,
      tips: 0,
      played: 0,
      musicianIds: new Set<number>(),
      lastRequestedAt: plan.createdAt,
    };
    tally.requests += 1;
    tally.tips += plan.tip;
    tally.played += plan.status === 'played' ? 1 : 0;
    tally.musicianIds.add(musician.profileId);
    if (plan.createdAt.getTime() > tally.lastRequestedAt.getTime()) tally.lastRequestedAt = plan.createdAt;
    tallies.set(song.id, tally);
  }
  return planned.length;
}
