import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/errors';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '../../../shared/admin/audit';

export interface AuditActor {
  id: number | null;
  email: string | null;
}

export interface AuditRecord {
  action: string;
  target?: { type: string; id: number | string } | null;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * One row per admin action, written with the caller's `db`: inside the action's own transaction,
 * so a change and its record commit or roll back together.
 */
export async function recordAudit(db: Db, actor: AuditActor, record: AuditRecord, at: string): Promise<void> {
  await db
    .insertInto('admin_audit_log')
    .values({
      admin_id: actor.id,
      admin_email: actor.email,
      action: record.action,
      target_type: record.target?.type ?? null,
      target_id: record.target ? String(record.target.id) : null,
      before: json(record.before),
      after: json(record.after),
      created_at: at,
    })
    .execute();
}

/**
 * An admin's change and its audit record in one transaction, both stamped with the same time:
 * `change` makes the change with `trx` and answers what `record` describes.
 */
export function changeWithAudit<T>(
  ctx: AppContext,
  actor: AuditActor,
  change: (trx: Db, at: string) => Promise<T>,
  record: (result: T) => AuditRecord,
): Promise<T> {
  const at = ctx.clock.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const result = await change(trx, at);
    await recordAudit(trx, actor, record(result), at);
    return result;
  });
}

/** What an admin may delete from a tab, by table, with the name its audit record uses. */
const deletable = { songs: 'song', venues: 'venue', scheduled_gigs: 'gig' } as const;

/**
 * Deletes one row an admin chose; the record keeps the row as it was (`before`). Gone meanwhile
 * (another admin was quicker): `missing`, a 404, and nothing recorded.
 */
export function deleteWithAudit(
  ctx: AppContext,
  actor: AuditActor,
  table: keyof typeof deletable,
  { id, before, missing }: { id: number; before: unknown; missing: string },
): Promise<void> {
  const type = deletable[table];
  return changeWithAudit(
    ctx,
    actor,
    async (trx) => {
      const deleted = await trx.deleteFrom(table).where('id', '=', id).executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(missing);
    },
    () => ({ action: `${type}.deleted`, target: { type, id }, before }),
  );
}

const parse = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

export async function listAudit(
  db: Db,
  filters: { action: string; target_type: string; admin_id?: number | undefined; page: number },
): Promise<{ entries: AuditEntry[]; has_more: boolean }> {
  let query = db.selectFrom('admin_audit_log').selectAll();
  if (filters.action) query = query.where('action', '=', filters.action);
  if (filters.target_type) query = query.where('target_type', '=', filters.target_type);
  if (filters.admin_id) query = query.where('admin_id', '=', filters.admin_id);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((filters.page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return {
    entries: rows
      .slice(0, AUDIT_PAGE_SIZE)
      .map((row) => ({ ...row, before: parse(row.before), after: parse(row.after) })),
    has_more: rows.length > AUDIT_PAGE_SIZE,
  };
}
