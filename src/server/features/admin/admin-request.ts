import type { FastifyRequest } from 'fastify';
import type { User } from '../../db/types';
import type { AuditActor } from './audit';

/** The admin the plugin's guard found for a request; every admin handler reads it from here. */
const admins = new WeakMap<FastifyRequest, User>();

export const rememberAdmin = (request: FastifyRequest, admin: User): void => void admins.set(request, admin);

export function adminOf(request: FastifyRequest): AuditActor & { id: number } {
  const admin = admins.get(request);
  // The guard runs before every handler of the plugin: a handler without an admin is a wiring bug.
  if (!admin) throw new Error('admin route reached without the admin guard');
  return { id: admin.id, email: admin.email };
}
