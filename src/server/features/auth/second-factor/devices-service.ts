import type { AppContext } from '../../../context';
import type { Signedin } from '../../../http/auth-guard';
import { AppError } from '../../../http/errors';
import { endSessionOfUser } from '../end-sessions';
import { secondFactorMessages, type SignedInDevice } from '../../../../shared/auth/second-factor';

/** "Firefox on Android" from a user agent: enough to recognise a device, nothing more. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'A browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'an unknown system';
  return `${browser} on ${system}`;
}

/** The account's live sign-ins of this scope, newest first, the one in use marked. */
export async function listDevices(ctx: AppContext, session: Signedin): Promise<SignedInDevice[]> {
  const now = ctx.clock.now().toISOString();
  const rows = await ctx.db
    .selectFrom('auth_sessions')
    .select(['id', 'user_agent', 'created_at', 'last_seen_at', 'scope'])
    .where('user_id', '=', session.user.id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.user_agent),
    signed_in_at: row.created_at,
    last_seen_at: row.last_seen_at,
    is_current: row.id === session.sessionId,
  }));
}

/** Ends one of the account's own sign-ins; its streams close on every instance. */
export async function endDevice(ctx: AppContext, session: Signedin, sessionId: number): Promise<void> {
  if (!(await endSessionOfUser(ctx, session.user.id, sessionId))) {
    throw new AppError(404, secondFactorMessages.sessionNotFound);
  }
}
