import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { containsPattern } from '../../db/like';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../http/errors';
import { adminMessages as m } from '../../../shared/admin/messages';
import { type AdminSong, type SongStats, type songBody } from '../../../shared/admin/songs';
import { songKey } from '../../../shared/songs';
import { changeWithAudit, deleteWithAudit, type AuditActor } from './audit';

type SongInput = ReturnType<typeof songBody.parse>;
const DUPLICATE = 'This song is already in the database';

const columns = [
  'id',
  'song_title',
  'artist_name',
  'total_requests',
  'total_tips',
  'unique_musicians',
  'times_played',
  'last_requested_at',
  'is_hidden',
] as const;

type Row = Omit<AdminSong, 'is_hidden'> & { is_hidden: number };
const present = (row: Row): AdminSong => ({ ...row, is_hidden: row.is_hidden === 1 });

/** Spec 2 'Songs Database': the catalogue, searched by title or artist, most requested first. */
export async function listSongs(ctx: AppContext, search: string): Promise<AdminSong[]> {
  let query = ctx.db.selectFrom('songs').select(columns);
  if (search) {
    const needle = containsPattern(songKey(search));
    query = query.where(sql<boolean>`(title_key like ${needle} escape '\\' or artist_key like ${needle} escape '\\')`);
  }
  const rows = await query.orderBy('total_requests', 'desc').orderBy('id').limit(500).execute();
  return rows.map(present);
}

export async function songStats(ctx: AppContext): Promise<{ stats: SongStats; top: AdminSong[] }> {
  const [totals, top] = await Promise.all([
    ctx.db
      .selectFrom('songs')
      .select((eb) => [
        eb.fn.countAll<number>().as('total_songs'),
        eb.fn.sum<number>('total_requests').as('total_requests'),
        eb.fn.sum<number>('total_tips').as('total_tips'),
        eb.fn.sum<number>('times_played').as('total_played'),
      ])
      .executeTakeFirstOrThrow(),
    ctx.db.selectFrom('songs').select(columns).orderBy('total_requests', 'desc').orderBy('id').limit(6).execute(),
  ]);
  return {
    stats: {
      total_songs: Number(totals.total_songs ?? 0),
      total_requests: Number(totals.total_requests ?? 0),
      total_tips: Number(totals.total_tips ?? 0),
      total_played: Number(totals.total_played ?? 0),
    },
    top: top.map(present),
  };
}

async function songRow(ctx: AppContext, id: number) {
  const row = await ctx.db.selectFrom('songs').select(columns).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(m.songNotFound);
  return row;
}

/** A song added by an admin is curated: shown in fans' suggestions at once. */
export async function addSong(ctx: AppContext, actor: AuditActor, input: SongInput): Promise<AdminSong> {
  try {
    const row = await changeWithAudit(
      ctx,
      actor,
      (trx, at) =>
        trx
          .insertInto('songs')
          .values({
            song_title: input.song_title,
            artist_name: input.artist_name,
            title_key: songKey(input.song_title),
            artist_key: songKey(input.artist_name),
            is_curated: 1,
            last_requested_at: null,
            created_at: at,
            updated_at: at,
          })
          .returning(columns)
          .executeTakeFirstOrThrow(),
      (row) => ({ action: 'song.created', target: { type: 'song', id: row.id }, after: input }),
    );
    return present(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE, 'duplicate_song');
    throw error;
  }
}

export async function updateSong(ctx: AppContext, actor: AuditActor, id: number, input: SongInput): Promise<AdminSong> {
  const before = await songRow(ctx, id);
  try {
    const row = await changeWithAudit(
      ctx,
      actor,
      async (trx, at) => {
        const row = await trx
          .updateTable('songs')
          .set({
            song_title: input.song_title,
            artist_name: input.artist_name,
            title_key: songKey(input.song_title),
            artist_key: songKey(input.artist_name),
            updated_at: at,
          })
          .where('id', '=', id)
          .returning(columns)
          .executeTakeFirst();
        if (!row) throw notFound(m.songNotFound);
        return row;
      },
      () => ({ action: 'song.updated', target: { type: 'song', id }, before, after: input }),
    );
    return present(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE, 'duplicate_song');
    throw error;
  }
}

/** Requests keep their own title and artist; their link to the catalogue entry is cleared. */
export async function deleteSong(ctx: AppContext, actor: AuditActor, id: number): Promise<void> {
  const before = await songRow(ctx, id);
  await deleteWithAudit(ctx, actor, 'songs', { id, before, missing: m.songNotFound });
}

/** Beyond the spec: a song hidden from fans' suggestions and trending (songs/queries.ts), or shown again. */
export async function setSongHidden(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  hidden: boolean,
): Promise<AdminSong> {
  const before = await songRow(ctx, id);
  const row = await changeWithAudit(
    ctx,
    actor,
    (trx, at) =>
      trx
        .updateTable('songs')
        .set({ is_hidden: hidden ? 1 : 0, updated_at: at })
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirstOrThrow(),
    () => ({
      action: hidden ? 'song.hidden' : 'song.shown',
      target: { type: 'song', id },
      before: { is_hidden: before.is_hidden === 1 },
      after: { is_hidden: hidden },
    }),
  );
  return present(row);
}

/**
 * Beyond the spec: two catalogue entries that are the same song become one. The duplicate's
 * requests follow to the kept entry, its totals are added (musicians counted again from the
 * requests), and the duplicate is deleted; all in one transaction.
 */
export async function mergeSongs(
  ctx: AppContext,
  actor: AuditActor,
  fromId: number,
  intoId: number,
): Promise<AdminSong> {
  if (fromId === intoId) throw badRequest('Choose two different songs to merge');
  const [from, into] = [await songRow(ctx, fromId), await songRow(ctx, intoId)];
  const row = await changeWithAudit(
    ctx,
    actor,
    async (trx, at) => {
      await trx.updateTable('song_requests').set({ song_id: intoId }).where('song_id', '=', fromId).execute();
      const musicians = await trx
        .selectFrom('song_requests')
        .select((eb) => eb.fn.count<number>('musician_id').distinct().as('n'))
        .where('song_id', '=', intoId)
        .executeTakeFirstOrThrow();
      const last = [from.last_requested_at, into.last_requested_at]
        .filter((v): v is string => v !== null)
        .sort()
        .pop();
      await trx.deleteFrom('songs').where('id', '=', fromId).execute();
      const row = await trx
        .updateTable('songs')
        .set({
          total_requests: into.total_requests + from.total_requests,
          total_tips: into.total_tips + from.total_tips,
          times_played: into.times_played + from.times_played,
          unique_musicians: Math.max(Number(musicians.n), into.unique_musicians, from.unique_musicians),
          last_requested_at: last ?? null,
          updated_at: at,
        })
        .where('id', '=', intoId)
        .returning(columns)
        .executeTakeFirst();
      if (!row) throw notFound(m.songNotFound);
      return row;
    },
    (row) => ({ action: 'song.merged', target: { type: 'song', id: intoId }, before: { from, into }, after: row }),
  );
  return present(row);
}
