import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { clearSessionCookie, COOKIE_NAMES, setSessionCookie } from './cookies';
import { signOutToken } from './end-sessions';
import { createAuthSession, sessionMetaOf, type SessionScope } from './session-store';
import { cookieOf } from '../../http/cookies';

/**
 * Where every way of signing in and out ends — e-mail and password, Google, the admin login — so
 * the session row, its cookie and its revocation are written once.
 */

/** A new session of the scope for the user, and its cookie on the browser. */
export async function startBrowserSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  scope: SessionScope,
  steppedUpWith?: 'password' | 'second_factor',
): Promise<void> {
  const meta = { ...sessionMetaOf(request, ctx.secret), steppedUpWith };
  const { token, expiresAt } = await createAuthSession(ctx.db, userId, scope, meta, ctx.clock.now());
  setSessionCookie(ctx, request, reply, scope, token, expiresAt);
}

/** Revokes the session of this browser's cookie of the scope (its streams end) and clears the cookie. */
export async function endBrowserSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: SessionScope,
): Promise<void> {
  const token = cookieOf(request, COOKIE_NAMES[scope]);
  if (token) await signOutToken(ctx, token);
  clearSessionCookie(ctx, request, reply, scope);
}
