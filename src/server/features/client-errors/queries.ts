import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { ClientErrorBody } from '../../../shared/client-errors';

/** Reports are kept 30 days after their last occurrence, then purged by the housekeeping. */
export const CLIENT_ERROR_RETENTION_MS = 30 * 24 * 60 * 60_000;

/**
 * One error, wherever and however often it happens: its message and the first frames of its
 * stack. The page address is left out, so one bug on every fan's request page is one row.
 */
export function clientErrorFingerprint(report: Pick<ClientErrorBody, 'message' | 'stack'>): string {
  const frames = (report.stack ?? '').split('\n').slice(0, 6).join('\n');
  return createHash('sha256').update(report.message).update('\u0001').update(frames).digest('hex');
}

/** Stores a report, or counts one more occurrence of the same error. */
export async function recordClientError(
  db: Db,
  report: ClientErrorBody,
  meta: { userAgent: string | null; ipHash: string; now: string },
): Promise<void> {
  await db
    .insertInto('client_errors')
    .values({
      message: report.message,
      stack: report.stack,
      component_stack: report.componentStack,
      url: report.url,
      user_agent: report.userAgent ?? meta.userAgent,
      occurred_at: report.timestamp,
      ip_hash: meta.ipHash,
      created_at: meta.now,
      fingerprint: clientErrorFingerprint(report),
      occurrences: 1,
      last_seen_at: meta.now,
    })
    .onConflict((oc) =>
      oc.column('fingerprint').doUpdateSet({
        occurrences: sql<number>`client_errors.occurrences + 1`,
        last_seen_at: meta.now,
      }),
    )
    .execute();
}

/** Housekeeping: reports not seen for 30 days help nobody. */
export async function purgeOldClientErrors(db: Db, now: Date = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - CLIENT_ERROR_RETENTION_MS).toISOString();
  await db
    .deleteFrom('client_errors')
    .where((eb) => eb(eb.fn.coalesce('last_seen_at', 'created_at'), '<', cutoff))
    .execute();
}
