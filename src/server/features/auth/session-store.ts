import { mayUseBackOffice } from '../../security/policies';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { hashIp } from '../../http/client-ip';
import type { User } from '../../db/types';
import { hashToken, newSessionToken } from './tokens';

export type SessionScope = 'user' | 'admin';

/** Musicians stay signed in for 30 days of inactivity; admins for 12 hours. */
export const SESSION_TTL_MS: Record<SessionScope, number> = {
  user: 30 * 24 * 60 * 60_000,
  admin: 12 * 60 * 60_000,
};
/** Sliding expiry is written at most once per interval, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60 * 60_000;

export interface SessionMeta {
  userAgent?: string | undefined;
  /** hashIp of the client address: the address itself is never stored. */
  ipHash?: string | undefined;
  /** How the sign-in was proven, when it counts as a step-up at its start. */
  steppedUpWith?: 'password' | 'second_factor' | undefined;
}

/** What a new session records about the browser that opened it. */
export function sessionMetaOf(request: FastifyRequest, secret: string): SessionMeta {
  return { userAgent: request.headers['user-agent'], ipHash: hashIp(request.ip, secret) };
}

export async function createAuthSession(
  db: Db,
  userId: number,
  scope: SessionScope,
  meta: SessionMeta = {},
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS[scope]);
  await db
    .insertInto('auth_sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      scope,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      revoked_at: null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      ip_hash: meta.ipHash ?? null,
      stepped_up_at: meta.steppedUpWith ? now.toISOString() : null,
      stepped_up_with: meta.steppedUpWith ?? null,
    })
    .execute();
  return { token, expiresAt };
}

export interface ResolvedSession {
  sessionId: number;
  user: User;
  steppedUpAt: string | null;
  steppedUpWith: 'password' | 'second_factor' | null;
  /** Set when the expiry slid forward and the cookie should be re-sent. */
  renewedUntil: Date | undefined;
}

/** The live session and its active user for a cookie token, sliding its expiry forward. */
export async function resolveAuthSession(
  db: Db,
  token: string,
  scope: SessionScope,
  now: Date,
): Promise<ResolvedSession | undefined> {
  const row = await db
    .selectFrom('auth_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('u')
    .select([
      's.id as session_id',
      's.last_seen_at',
      's.expires_at',
      's.revoked_at',
      's.stepped_up_at',
      's.stepped_up_with',
    ])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.scope', '=', scope)
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || row.expires_at <= now.toISOString() || row.is_active !== 1) return undefined;
  if (scope === 'admin' && !mayUseBackOffice(row)) return undefined;

  let renewedUntil: Date | undefined;
  if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_INTERVAL_MS) {
    renewedUntil = new Date(now.getTime() + SESSION_TTL_MS[scope]);
    await db
      .updateTable('auth_sessions')
      .set({ last_seen_at: now.toISOString(), expires_at: renewedUntil.toISOString() })
      .where('id', '=', row.session_id)
      .execute();
  }
  const {
    session_id,
    last_seen_at: _seen,
    expires_at: _expires,
    revoked_at: _revoked,
    stepped_up_at: steppedUpAt,
    stepped_up_with: steppedUpWith,
    ...user
  } = row;
  return { sessionId: session_id, user, steppedUpAt, steppedUpWith, renewedUntil };
}

/** Revokes the session of a cookie token; its id and user when it was live. */
export async function revokeAuthSession(
  db: Db,
  token: string,
  at: string,
): Promise<{ id: number; user_id: number } | undefined> {
  return db
    .updateTable('auth_sessions')
    .set({ revoked_at: at })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .returning(['id', 'user_id'])
    .executeTakeFirst();
}

/** Signs a user out everywhere except, optionally, the session they are using now. */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  exceptSessionId: number | undefined,
  at: string,
): Promise<number[]> {
  let query = db
    .updateTable('auth_sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) query = query.where('id', '<>', exceptSessionId);
  return (await query.returning('id').execute()).map((row) => row.id);
}

/** Housekeeping: sessions past expiry or revoked more than a day ago carry no information. */
/** `now` is the app's clock (sessions are stamped with it): the system time would purge a moved clock's sessions. */
export async function purgeDeadSessions(db: Db, now: Date = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
  await db
    .deleteFrom('auth_sessions')
    .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
    .execute();
}
