import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { adminMessages as m } from '../../../shared/admin/messages';
import { type AdminVenue, type venueBody } from '../../../shared/admin/venues';
import { songKey as nameKey } from '../../../shared/songs';
import { changeWithAudit, deleteWithAudit, type AuditActor } from './audit';

type VenueInput = ReturnType<typeof venueBody.parse>;

const columns = [
  'id',
  'venue_name',
  'location_address',
  'city',
  'country',
  'venue_type',
  'description',
  'website_url',
  'phone_number',
  'usage_count',
  'is_active',
] as const;

type Row = Omit<AdminVenue, 'is_active'> & { is_active: number };
const present = (row: Row): AdminVenue => ({ ...row, is_active: row.is_active === 1 });

export async function listVenues(ctx: AppContext): Promise<AdminVenue[]> {
  const rows = await ctx.db
    .selectFrom('venues')
    .select(columns)
    .orderBy(sql`lower(venue_name)`)
    .orderBy('id')
    .limit(1000)
    .execute();
  return rows.map(present);
}

async function venueRow(ctx: AppContext, id: number): Promise<Row> {
  const row = await ctx.db.selectFrom('venues').select(columns).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(m.venueNotFound);
  return row;
}

export async function createVenue(ctx: AppContext, actor: AuditActor, input: VenueInput): Promise<AdminVenue> {
  const row = await changeWithAudit(
    ctx,
    actor,
    (trx, at) =>
      trx
        .insertInto('venues')
        .values({ ...input, name_key: nameKey(input.venue_name), place_id: null, created_at: at, updated_at: at })
        .returning(columns)
        .executeTakeFirstOrThrow(),
    (row) => ({ action: 'venue.created', target: { type: 'venue', id: row.id }, after: input }),
  );
  return present(row);
}

export async function updateVenue(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  input: VenueInput,
): Promise<AdminVenue> {
  const before = await venueRow(ctx, id);
  const row = await changeWithAudit(
    ctx,
    actor,
    async (trx, at) => {
      const row = await trx
        .updateTable('venues')
        .set({ ...input, name_key: nameKey(input.venue_name), updated_at: at })
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirst();
      if (!row) throw notFound(m.venueNotFound);
      return row;
    },
    (row) => ({ action: 'venue.updated', target: { type: 'venue', id }, before, after: row }),
  );
  return present(row);
}

/** An inactive venue leaves the musicians' venue search (venues/queries.ts reads is_active). */
export async function toggleVenue(ctx: AppContext, actor: AuditActor, id: number): Promise<AdminVenue> {
  const before = await venueRow(ctx, id);
  const row = await changeWithAudit(
    ctx,
    actor,
    (trx, at) =>
      trx
        .updateTable('venues')
        .set({ is_active: before.is_active === 1 ? 0 : 1, updated_at: at })
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirstOrThrow(),
    (row) => ({
      action: row.is_active ? 'venue.activated' : 'venue.deactivated',
      target: { type: 'venue', id },
      before: { is_active: before.is_active === 1 },
      after: { is_active: row.is_active === 1 },
    }),
  );
  return present(row);
}

export async function deleteVenue(ctx: AppContext, actor: AuditActor, id: number): Promise<void> {
  const before = await venueRow(ctx, id);
  await deleteWithAudit(ctx, actor, 'venues', { id, before, missing: m.venueNotFound });
}
