import type { FastifyRequest } from 'fastify';

/**
 * A request's cookies, parsed on first read. @fastify/cookie runs with `hook: false`: it no longer
 * parses the Cookie header of every request (health checks, fans' public reads and the intake
 * read none), only of those whose route asks for a cookie here, once per request. Setting a
 * cookie works as before.
 */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const parsed = request.cookies as FastifyRequest['cookies'] | null;
  if (parsed) return parsed[name];
  const header = request.headers.cookie;
  request.cookies = header ? request.server.parseCookie(header) : {};
  return request.cookies[name];
}
