import type { Db } from '../../db/connection';
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
 * One row per admin action (issue 11), written with the caller's `db`: inside the action's own
 * transaction, so a change and its record commit or roll back together.
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
