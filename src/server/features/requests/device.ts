import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { DEVICE_COOKIE, existingDeviceId } from '../../http/device-cookie';

export { existingDeviceId };

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

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
