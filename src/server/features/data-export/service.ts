import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import type { DataExport } from '../../db/types';
import { queueEmail } from '../../email/outbox';
import { appUrl } from '../../email/templates';
import { AppError, notFound } from '../../http/errors';
import {
  dataExportMessages,
  EXPORT_LINK_MS,
  type DataExportState,
  type DataExportStatus,
} from '../../../shared/data-export';
import { hashToken, newSessionToken, writeSecurityEvent } from '../auth/public';
import { buildExportZip } from './contents';
import { nudge } from '../../jobs/nudges';

/**
 * "Download my data" (docs/decisions/044-data-export.md): asked for by the person (after a fresh
 * step-up) or by an admin for them, built by the `data-exports` job, sent as a one-time link.
 */

const DAY_MS = 86_400_000;
/** Rows (without their ZIP) are kept this long after the request, for the state and the limit. */
const KEEP_ROWS_MS = 30 * DAY_MS;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const nextDay = (at: Date) => new Date(Date.parse(`${dayOf(at)}T00:00:00.000Z`) + DAY_MS).toISOString();

/** Seconds until a new export may be asked for (the 429's Retry-After): the next UTC midnight. */
export const secondsUntilNextExport = (now: Date) => Math.ceil((Date.parse(nextDay(now)) - now.getTime()) / 1000);

/** The path the e-mail links to: the download itself (GET streams the ZIP once). */
export const exportDownloadPath = (token: string) => `/api/data-export/${encodeURIComponent(token)}`;

interface Requester {
  /** Set when an administrator starts it for the person (audited in the admin audit log). */
  admin?: { id: number; email: string | null };
}

/**
 * Writes today's export row for the person, or refuses with 429 `export_daily_limit` (one a day,
 * UTC days). The unique (user_id, requested_day) index decides among concurrent requests: exactly
 * one insert wins, on SQLite and PostgreSQL alike.
 */
export async function requestExport(ctx: AppContext, userId: number, by: Requester = {}): Promise<DataExportStatus> {
  const now = ctx.clock.now();
  const at = now.toISOString();
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'user_type'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  // Admins' own data is not exported this way, nor the data of an account that is gone.
  if (!user || user.user_type === 'admin') throw notFound(dataExportMessages.userNotFound);
  const written = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('data_exports')
      .values({
        user_id: userId,
        requested_by: by.admin?.id ?? userId,
        requested_day: dayOf(now),
        status: 'pending',
        created_at: at,
      })
      .onConflict((oc) => oc.columns(['user_id', 'requested_day']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await writeSecurityEvent(
      trx,
      user,
      'data_export.requested',
      at,
      { export_id: row.id, by: by.admin ? 'administrator' : 'you' },
      by.admin,
    );
    return true;
  });
  if (!written) {
    const nextAllowedAt = nextDay(now);
    throw new AppError(
      429,
      `${dataExportMessages.dailyLimit} ${nextAllowedAt.slice(0, 16).replace('T', ' ')} UTC.`,
      'export_daily_limit',
    );
  }
  nudge('data-export-requested');
  return exportStatusOf(ctx, userId);
}

function stateOf(row: Pick<DataExport, 'status' | 'expires_at'>, now: string): DataExportState {
  switch (row.status) {
    case 'pending':
      return 'preparing';
    case 'ready':
      return row.expires_at !== null && row.expires_at <= now ? 'expired' : 'ready';
    default:
      return row.status;
  }
}

/** What Settings shows: the latest export's state, and when the next may be asked for. */
export async function exportStatusOf(ctx: AppContext, userId: number): Promise<DataExportStatus> {
  const now = ctx.clock.now();
  const latest = await ctx.db
    .selectFrom('data_exports')
    .select(['status', 'created_at', 'requested_by', 'requested_day', 'expires_at', 'downloaded_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) {
    return {
      state: 'none',
      requested_at: null,
      requested_by_admin: false,
      expires_at: null,
      downloaded_at: null,
      can_request: true,
      next_allowed_at: now.toISOString(),
    };
  }
  const state = stateOf(latest, now.toISOString());
  const today = latest.requested_day === dayOf(now);
  return {
    state,
    requested_at: latest.created_at,
    requested_by_admin: latest.requested_by !== userId,
    expires_at: state === 'ready' ? latest.expires_at : null,
    downloaded_at: latest.downloaded_at,
    can_request: !today,
    next_allowed_at: today ? nextDay(now) : now.toISOString(),
  };
}

/**
 * The `data-exports` job (once per fleet): builds each waiting export's ZIP, stores it with the
 * hash of a new token and e-mails the person the link, in one transaction; then forgets the ZIPs
 * of links that expired and rows older than 30 days.
 */
export async function buildPendingExports(ctx: AppContext): Promise<number> {
  const waiting = await ctx.db
    .selectFrom('data_exports')
    .select(['id', 'user_id'])
    .where('status', '=', 'pending')
    .orderBy('id')
    .limit(10)
    .execute();
  let built = 0;
  for (const row of waiting) {
    if (await buildOne(ctx, row.id, row.user_id)) built += 1;
  }
  await expireExports(ctx.db, ctx.clock.now());
  return built;
}

async function buildOne(ctx: AppContext, exportId: number, userId: number): Promise<boolean> {
  const startedAt = ctx.clock.now().toISOString();
  let zip: Uint8Array;
  try {
    zip = await buildExportZip(ctx.db, userId, startedAt);
  } catch (error) {
    await ctx.db
      .updateTable('data_exports')
      .set({ status: 'failed', finished_at: ctx.clock.now().toISOString(), error: String(error).slice(0, 500) })
      .where('id', '=', exportId)
      .where('status', '=', 'pending')
      .execute();
    return false;
  }
  const token = newSessionToken();
  const now = ctx.clock.now();
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + EXPORT_LINK_MS).toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['email', 'name'])
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const done = await trx
      .updateTable('data_exports')
      .set(
        user
          ? {
              status: 'ready',
              finished_at: at,
              zip: Buffer.from(zip),
              size_bytes: zip.byteLength,
              token_hash: hashToken(token),
              expires_at: expiresAt,
            }
          : { status: 'failed', finished_at: at, error: 'account deleted' },
      )
      .where('id', '=', exportId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    // Another run finished it first (or the account is gone): no second e-mail.
    if (!user || Number(done.numUpdatedRows) !== 1) return false;
    await queueEmail(trx, at, {
      to: user.email,
      kind: 'data_export',
      dedupeKey: `data-export:${exportId}`,
      content: {
        subject: 'Your Stagecall data is ready to download',
        blocks: [
          { type: 'paragraph', text: user.name ? `Hi ${user.name},` : 'Hi,' },
          {
            type: 'paragraph',
            text: `The copy of your Stagecall data you asked for is ready: a ZIP file of ${formatSize(zip.byteLength)} with a README.txt that says what each file holds.`,
          },
          { type: 'button', label: 'Download your data', url: appUrl(ctx, exportDownloadPath(token)) },
          {
            type: 'paragraph',
            text: 'The link works once, for 24 hours. Anyone with it can download your data, so do not forward this e-mail.',
          },
          {
            type: 'paragraph',
            text: 'Did not ask for it? Sign in, change your password and look at Settings → Security.',
          },
        ],
      },
    });
    return true;
  });
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function expireExports(db: Db, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('data_exports')
    .set({ status: 'expired', zip: null })
    .where('status', '=', 'ready')
    .where('expires_at', '<=', at)
    .execute();
  await db
    .deleteFrom('data_exports')
    .where('status', '!=', 'pending')
    .where('created_at', '<', new Date(now.getTime() - KEEP_ROWS_MS).toISOString())
    .execute();
}

/**
 * The e-mailed link: spends it and answers the ZIP, in one transaction, so of two clicks at once
 * only one gets the file. The ZIP is cleared as it is handed out. An unknown, used or expired
 * token is one 410 `export_link_invalid`, whichever it was.
 */
export async function takeExport(ctx: AppContext, token: string): Promise<{ zip: Buffer; filename: string }> {
  const now = ctx.clock.now();
  const at = now.toISOString();
  const taken = await ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('data_exports')
      .set({ status: 'downloaded', downloaded_at: at })
      .where('token_hash', '=', hashToken(token))
      .where('status', '=', 'ready')
      .where('expires_at', '>', at)
      .returning(['id', 'user_id', 'requested_day'])
      .executeTakeFirst();
    if (!claimed) return undefined;
    const row = await trx
      .selectFrom('data_exports')
      .select('zip')
      .where('id', '=', claimed.id)
      .executeTakeFirstOrThrow();
    await trx.updateTable('data_exports').set({ zip: null }).where('id', '=', claimed.id).execute();
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'user_type'])
      .where('id', '=', claimed.user_id)
      .executeTakeFirstOrThrow();
    await writeSecurityEvent(trx, user, 'data_export.downloaded', at, { export_id: claimed.id });
    return row.zip ? { zip: Buffer.from(row.zip), day: claimed.requested_day } : undefined;
  });
  if (!taken) throw new AppError(410, dataExportMessages.linkInvalid, 'export_link_invalid');
  return { zip: taken.zip, filename: `stagecall-data-${taken.day}.zip` };
}
