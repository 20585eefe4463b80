import { rowOf } from '../features/repertoire/service';
import type { SeedContext } from './seed-context';

const KEYS = ['C', 'G', 'D', 'A', 'E', 'Am', 'Em', 'Dm', 'F', 'Bb', null, null] as const;

/**
 * Each act's repertoire: the songs of their styles they would really play, about
 * thirty, a few with notes, some closed to requests, so the repertoire page, its export and a
 * repertoire-only show have something real to show.
 */
export async function insertRepertoires(ctx: SeedContext): Promise<number> {
  let total = 0;
  const at = ctx.now.toISOString();
  for (const musician of ctx.musicians) {
    const seen = new Set<string>();
    const rows = musician.demo.styles
      .flatMap((style) => (ctx.songsByStyle.get(style) ?? []).slice(0, 18))
      .map((song) => ({
        ...rowOf({
          title: song.title,
          artist: song.artist,
          song_key: ctx.random.pick(KEYS),
          notes: ctx.random.chance(0.15) ? ctx.random.pick(['Capo 2', 'Slow intro', 'Singalong chorus']) : null,
          is_open: !ctx.random.chance(0.1),
        }),
        musician_id: musician.profileId,
        created_at: at,
        updated_at: at,
      }))
      .filter((row) => !seen.has(row.match_key) && seen.add(row.match_key));
    if (rows.length > 0) await ctx.trx.insertInto('repertoire_songs').values(rows).execute();
    total += rows.length;
  }
  return total;
}
