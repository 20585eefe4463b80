import type { z } from 'zod';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../http/errors';
import { authorizeOwner } from '../../security/policies';
import { DEFAULT_SET_NAMES, SETLIST_LIMITS, setlistMessages } from '../../../shared/setlists/limits';
import type {
  Setlist,
  SetlistSummary,
  gigSetlistBody,
  setlistCreateBody,
  setlistSaveBody,
} from '../../../shared/setlists/schemas';
import {
  countSetlists,
  deleteSets,
  findSetlistRow,
  gigsOf,
  insertSets,
  listSetlistRows,
  setsOf,
  type SetRow,
} from './queries';

/** The whole setlist as the editor reads it. */
async function readSetlist(ctx: AppContext, id: number): Promise<Setlist> {
  const row = await findSetlistRow(ctx.db, id);
  if (!row) throw notFound(setlistMessages.notFound);
  const { musician_id: _, ...setlist } = row;
  const [sets, gigs] = await Promise.all([setsOf(ctx.db, id), gigsOf(ctx.db, [id])]);
  return { ...setlist, sets, gigs: gigs.get(id) ?? [] };
}

export async function listSetlists(ctx: AppContext, actId: number): Promise<SetlistSummary[]> {
  const rows = await listSetlistRows(ctx.db, actId);
  const gigs = await gigsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    set_count: Number(row.set_count),
    song_count: Number(row.song_count),
    gigs: gigs.get(row.id) ?? [],
  }));
}

export async function getSetlist(ctx: AppContext, actId: number, id: number): Promise<Setlist> {
  authorizeOwner('setlist', await findSetlistRow(ctx.db, id), actId);
  return readSetlist(ctx, id);
}

/** A new setlist (or a copy), under a count that holds the per-act limit. */
async function insertSetlist(ctx: AppContext, actId: number, name: string, sets: readonly SetRow[]): Promise<number> {
  const at = ctx.clock.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    // The act's row is the lock: two creations at once cannot both pass the limit.
    await trx.updateTable('musician_profiles').set({ id: actId }).where('id', '=', actId).execute();
    if ((await countSetlists(trx, actId)) >= SETLIST_LIMITS.setlists) {
      throw conflict(setlistMessages.tooManySetlists, 'setlist_limit');
    }
    const { id } = await trx
      .insertInto('setlists')
      .values({ musician_id: actId, name, version: 1, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertSets(trx, actId, id, sets);
    return id;
  });
}

export async function createSetlist(
  ctx: AppContext,
  actId: number,
  body: z.output<typeof setlistCreateBody>,
): Promise<Setlist> {
  const sets = body.sets ?? DEFAULT_SET_NAMES.map((name) => ({ name, items: [] }));
  return readSetlist(ctx, await insertSetlist(ctx, actId, body.name, sets));
}

/** The setlist as it is now, under a new name ('… (copy)', cut to fit). */
export async function duplicateSetlist(ctx: AppContext, actId: number, id: number): Promise<Setlist> {
  const original = await getSetlist(ctx, actId, id);
  const suffix = ' (copy)';
  const name = `${[...original.name].slice(0, SETLIST_LIMITS.name - suffix.length).join('')}${suffix}`;
  return readSetlist(ctx, await insertSetlist(ctx, actId, name, original.sets));
}

/**
 * Saves the whole setlist if nobody saved it since `version` was read (decision 043): the version
 * check and the rewrite are one transaction; a stale version is a 409 and writes nothing.
 */
export async function saveSetlist(
  ctx: AppContext,
  actId: number,
  id: number,
  body: z.output<typeof setlistSaveBody>,
): Promise<Setlist> {
  authorizeOwner('setlist', await findSetlistRow(ctx.db, id), actId);
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('setlists')
      .set((eb) => ({ name: body.name, version: eb('version', '+', 1), updated_at: at }))
      .where('id', '=', id)
      .where('musician_id', '=', actId)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw conflict(setlistMessages.changedElsewhere, 'setlist_changed');
    await deleteSets(trx, id);
    await insertSets(trx, actId, id, body.sets);
  });
  return readSetlist(ctx, id);
}

export async function deleteSetlist(ctx: AppContext, actId: number, id: number): Promise<void> {
  authorizeOwner('setlist', await findSetlistRow(ctx.db, id), actId);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('scheduled_gigs').set({ setlist_id: null }).where('setlist_id', '=', id).execute();
    await deleteSets(trx, id);
    await trx.deleteFrom('setlists').where('id', '=', id).execute();
  });
}

/** Plans a setlist for one of the act's gigs, or (null) takes it off. */
export async function attachSetlist(
  ctx: AppContext,
  actId: number,
  gigId: number,
  body: z.output<typeof gigSetlistBody>,
): Promise<{ gig_id: number; setlist_id: number | null }> {
  const gig = await ctx.db
    .selectFrom('scheduled_gigs')
    .select(['id', 'musician_id'])
    .where('id', '=', gigId)
    .executeTakeFirst();
  authorizeOwner('gig', gig, actId);
  if (body.setlist_id !== null) authorizeOwner('setlist', await findSetlistRow(ctx.db, body.setlist_id), actId);
  await ctx.db
    .updateTable('scheduled_gigs')
    .set({ setlist_id: body.setlist_id, updated_at: ctx.clock.now().toISOString() })
    .where('id', '=', gigId)
    .execute();
  return { gig_id: gigId, setlist_id: body.setlist_id };
}
