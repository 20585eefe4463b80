import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../db/types';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from './errors';
import { resolveAuthSession, type SessionScope } from '../features/auth/session-store';
import { COOKIE_NAMES, markPrivate, setSessionCookie } from '../features/auth/cookies';
import { messages } from '../../shared/user-messages';
import { mayUseMusicianArea } from '../security/policies';
import { cookieOf } from './cookies';

export interface Signedin {
  user: User;
  sessionId: number;
  steppedUpAt: string | null;
  steppedUpWith: 'password' | 'second_factor' | null;
}

/**
 * Reads the cookie of a scope and returns the signed-in user, or undefined. Re-sends the cookie
 * when its expiry slid forward.
 */
export async function currentSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: SessionScope = 'user',
): Promise<Signedin | undefined> {
  const token = cookieOf(request, COOKIE_NAMES[scope]);
  if (!token) return undefined;
  markPrivate(reply);
  const resolved = await resolveAuthSession(ctx.db, token, scope, ctx.clock.now());
  if (!resolved) return undefined;
  if (resolved.renewedUntil) setSessionCookie(ctx, request, reply, scope, token, resolved.renewedUntil);
  const { user, sessionId, steppedUpAt, steppedUpWith } = resolved;
  return { user, sessionId, steppedUpAt, steppedUpWith };
}

export async function requireUser(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<Signedin> {
  const session = await currentSession(ctx, request, reply, 'user');
  if (!session) throw unauthorized();
  return session;
}

export async function requireMusician(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Signedin> {
  const session = await requireUser(ctx, request, reply);
  if (!mayUseMusicianArea(session.user)) throw forbidden('This area is for musician accounts', 'musician_only');
  return session;
}

/** Every admin endpoint sits behind this one guard: an admin-scoped session of an admin user. */
export async function requireAdmin(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<Signedin> {
  const session = await currentSession(ctx, request, reply, 'admin');
  if (!session) throw unauthorized(messages.admin.notAdmin);
  return session;
}
