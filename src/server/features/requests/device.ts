import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const DEVICE_COOKIE = 'sc_device';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A fan has no account; a long-lived random cookie tells their phone apart for the anti-spam
 * limits. It identifies a browser, not a person, and carries nothing else.
 */
const isDeviceId = (value: string | undefined): value is string =>
  value !== undefined && /^[A-Za-z0-9_-]{16,64}$/.test(value);

/** The phone's id if it has one already (reads never hand out a new one). */
export function existingDeviceId(request: FastifyRequest): string | undefined {
  const value = request.cookies[DEVICE_COOKIE];
  return isDeviceId(value) ? value : undefined;
}

export function deviceIdOf(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = existingDeviceId(request);
  if (existing) return existing;
  const id = randomBytes(16).toString('base64url');
  // Secure over https like every other cookie (the caller decides, as for the session cookie).
  reply.setCookie(DEVICE_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: ONE_YEAR_SECONDS,
  });
  return id;
}
