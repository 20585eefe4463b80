import type { Insertable } from 'kysely';
import type { Db } from '../db/connection';
import type { SongsTable } from '../db/types';
import { MUSIC_STYLES, type MusicStyle } from '../../shared/constants';
import { songKey } from '../../shared/songs';
import { daysAfter, minutesAfter } from './dates';
import type { Random } from './random';
import type { CatalogueSong } from './seed-context';
import type { SongTallies } from './seed-requests';
import { demoSongsByStyle } from './songs';

/** How often a style's songs get requested in UK bars, relative to indie, rock and pop. */
const stylePopularity: Record<MusicStyle, number> = {
  Rock: 1,
  Pop: 1,
  Indie: 1,
  Soul: 0.9,
  Funk: 0.7,
  Alternative: 0.7,
  Folk: 0.6,
  Acoustic: 0.6,
  'Singer-Songwriter': 0.5,
  'R&B': 0.5,
  Country: 0.5,
  Reggae: 0.45,
  Punk: 0.45,
  Electronic: 0.4,
  Jazz: 0.4,
  Blues: 0.35,
  Latin: 0.35,
  'Hip Hop': 0.35,
  Metal: 0.3,
  'World Music': 0.25,
  Classical: 0.25,
  Gospel: 0.2,
};

const TIP_CHOICES = [100, 200, 200, 300, 500, 500, 1000];

/** Historical totals a song carries before the seeded sessions add theirs. */
export interface SongHistory {
  requests: number;
  tips: number;
  played: number;
  musicians: number;
  lastRequestedAt: Date;
}

interface Entry {
  title: string;
  artist: string | null;
  styles: MusicStyle[];
  history: SongHistory;
}

/**
 * A long-tailed request history: a style's opening favourites collect hundreds of requests over the
 * months, the tail a handful, so the trending list and the admin catalogue look lived in.
 */
function historyFor(style: MusicStyle, rank: number, musicianCount: number, now: Date, random: Random): SongHistory {
  const requests = Math.max(
    1,
    Math.round(((220 * stylePopularity[style]) / (1 + rank * 0.35)) * (0.7 + 0.6 * random.next())),
  );
  let tips = 0;
  for (let i = 0; i < requests; i++) if (random.chance(0.35)) tips += random.pick(TIP_CHOICES);
  return {
    requests,
    tips,
    played: Math.round(requests * (0.55 + 0.3 * random.next())),
    musicians: Math.min(musicianCount, requests, 1 + Math.floor(requests / 8) + random.int(0, 1)),
    // Popular songs were asked for recently; the tail may not have come up for months.
    lastRequestedAt: minutesAfter(
      daysAfter(now, -(requests > 40 ? random.int(1, 6) : random.int(3, 90))),
      -random.int(0, 600),
    ),
  };
}

function buildEntries(musicianCount: number, now: Date, random: Random): Map<string, Entry> {
  const byKey = new Map<string, Entry>();
  for (const style of MUSIC_STYLES) {
    demoSongsByStyle[style].forEach((song, rank) => {
      const key = `${songKey(song.title)}\u0000${songKey(song.artist)}`;
      const existing = byKey.get(key);
      // A song filed under two styles is one catalogue row that both kinds of act play.
      if (existing) existing.styles.push(style);
      else byKey.set(key, { ...song, styles: [style], history: historyFor(style, rank, musicianCount, now, random) });
    });
  }
  return byKey;
}

export interface SeededCatalogue {
  songsByStyle: Map<MusicStyle, CatalogueSong[]>;
  historyById: Map<number, SongHistory>;
}

export async function insertCatalogue(
  trx: Db,
  musicianCount: number,
  now: Date,
  random: Random,
): Promise<SeededCatalogue> {
  const entries = buildEntries(musicianCount, now, random);
  const rows: Insertable<SongsTable>[] = [...entries.values()].map((entry) => ({
    song_title: entry.title,
    artist_name: entry.artist,
    title_key: songKey(entry.title),
    artist_key: songKey(entry.artist),
    total_requests: entry.history.requests,
    total_tips: entry.history.tips,
    unique_musicians: entry.history.musicians,
    times_played: entry.history.played,
    is_curated: 1 as const,
    last_requested_at: entry.history.lastRequestedAt.toISOString(),
    // The catalogue grows from requests, so a song entered it some weeks before its latest one.
    created_at: daysAfter(entry.history.lastRequestedAt, -random.int(7, 120)).toISOString(),
    updated_at: entry.history.lastRequestedAt.toISOString(),
  }));
  // Chunks stay far below SQLite's and PostgreSQL's bound-parameter limits.
  for (let i = 0; i < rows.length; i += 200) {
    await trx
      .insertInto('songs')
      .values(rows.slice(i, i + 200))
      .execute();
  }

  // Ids by identity rather than by RETURNING order, which neither database promises for a bulk insert.
  const stored = await trx.selectFrom('songs').select(['id', 'title_key', 'artist_key']).execute();
  const idByKey = new Map(stored.map((row) => [`${row.title_key}\u0000${row.artist_key}`, row.id]));
  const songsByStyle = new Map<MusicStyle, CatalogueSong[]>(MUSIC_STYLES.map((style) => [style, []]));
  const historyById = new Map<number, SongHistory>();
  for (const style of MUSIC_STYLES) {
    for (const song of demoSongsByStyle[style]) {
      const key = `${songKey(song.title)}\u0000${songKey(song.artist)}`;
      const entry = entries.get(key);
      const id = idByKey.get(key);
      if (!entry || id === undefined) throw new Error(`Demo song missing after insert: ${song.title}`);
      songsByStyle.get(style)?.push({ id, title: entry.title, artist: entry.artist, styles: entry.styles });
      historyById.set(id, entry.history);
    }
  }
  return { songsByStyle, historyById };
}

/** Adds the seeded sessions' requests to the historical totals, so the two never disagree. */
export async function applySongTallies(
  trx: Db,
  historyById: Map<number, SongHistory>,
  tallies: SongTallies,
  musicianCount: number,
): Promise<void> {
  for (const [songId, tally] of tallies) {
    const history = historyById.get(songId);
    if (!history) continue;
    const last =
      tally.lastRequestedAt.getTime() > history.lastRequestedAt.getTime()
        ? tally.lastRequestedAt
        : history.lastRequestedAt;
    await trx
      .updateTable('songs')
      .set({
        total_requests: history.requests + tally.requests,
        total_tips: history.tips + tally.tips,
        times_played: history.played + tally.played,
        unique_musicians: Math.min(musicianCount, Math.max(history.musicians, tally.musicianIds.size)),
        last_requested_at: last.toISOString(),
        updated_at: last.toISOString(),
      })
      .where('id', '=', songId)
      .execute();
  }
}
