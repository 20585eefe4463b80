import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { SessionScope } from './session-store';

/** Separate cookies so an admin can also be signed in as a musician in the same browser. */
export const COOKIE_NAMES: Record<SessionScope, string> = { user: 'sc_session', admin: 'sc_admin' };

/** Every cookie we set is Secure when the app is reached over https. */
export function isSecure(ctx: Pick<AppContext, 'config'>, request: FastifyRequest): boolean {
  return ctx.config.publicUrl ? ctx.config.publicUrl.startsWith('https://') : request.protocol === 'https';
}

/** Responses to a signed-in browser hold personal data: no browser or proxy may keep a copy. */
export function markPrivate(reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-store');
}

export function setSessionCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: SessionScope,
  token: string,
  expiresAt: Date,
): void {
  markPrivate(reply);
  reply.setCookie(COOKIE_NAMES[scope], token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(ctx, request),
    // Relative, not a date: the browser counts it on its own clock, however far the phone's clock
    // is from ours (and a test server's clock may be anywhere).
    maxAge: Math.max(0, Math.round((expiresAt.getTime() - ctx.clock.now().getTime()) / 1000)),
  });
}

export function clearSessionCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: SessionScope,
): void {
  markPrivate(reply);
  reply.clearCookie(COOKIE_NAMES[scope], {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(ctx, request),
  });
}
