import type { FastifyRequest } from 'fastify';
import { cookieOf } from './cookies';

/**
 * A fan has no account; a long-lived random cookie tells their phone apart for the anti-spam
 * limits. It identifies a browser, not a person, and carries nothing else.
 */
export const DEVICE_COOKIE = 'sc_device';

export const isDeviceId = (value: string | undefined): value is string =>
  value !== undefined && /^[A-Za-z0-9_-]{16,64}$/.test(value);

/** The phone's id if it has one already (reads never hand out a new one). */
export function existingDeviceId(request: FastifyRequest): string | undefined {
  const value = cookieOf(request, DEVICE_COOKIE);
  return isDeviceId(value) ? value : undefined;
}
