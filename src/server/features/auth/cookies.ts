import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { SessionScope } from './session-store';

/** Separate cookies so an admin can also be signed in as a musician in the same browser. */
export const COOKIE_NAMES: Record<SessionScope, string> = { user: 'sc_session', admin: 'sc_admin' };

function isSecure(ctx: AppContext, request: FastifyRequest): boolean {
  return ctx.config.publicUrl ? ctx.config.publicUrl.startsWith('https://') : request.protocol === 'https';
}

export function setSessionCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: SessionScope,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(COOKIE_NAMES[scope], token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(ctx, request),
    expires: expiresAt,
  });
}

export function clearSessionCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: SessionScope,
): void {
  reply.clearCookie(COOKIE_NAMES[scope], {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(ctx, request),
  });
}
