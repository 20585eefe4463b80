import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { isSecure } from '../cookies';
import { STATE_TTL_MS } from './state-store';

/**
 * Ties a sign-in in flight to the browser that started it. Without it, anyone could start a
 * sign-in with their own Google account and get a victim's browser to finish it (a crafted
 * /auth/callback link), signing the victim into the attacker's account (login CSRF).
 */
export const STATE_COOKIE = 'sc_oauth_state';
// Only the code exchange needs it; other calls do not carry it around.
const COOKIE_PATH = '/api/sessions';

export function setStateCookie(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, state: string): void {
  reply.setCookie(STATE_COOKIE, state, {
    path: COOKIE_PATH,
    httpOnly: true,
    // Lax still sends it on the same-site POST the callback page makes after the top-level return.
    sameSite: 'lax',
    secure: isSecure(ctx, request),
    maxAge: STATE_TTL_MS / 1000,
  });
}

export function clearStateCookie(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(STATE_COOKIE, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(ctx, request),
  });
}
