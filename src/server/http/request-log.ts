import type { FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import { hashIp } from './client-ip';

/**
 * The request logger's options. Fastify's default request serializer writes `remoteAddress` and
 * `remotePort` on every line; an address is personal data, kept elsewhere only as a keyed hash,
 * so the log names the client by that same hash (the one the rate limits and the abuse rows use,
 * so an operator can still follow one client through the log) and never by its address.
 */
export function requestLogOptions(level: string, secret: string, stream?: DestinationStream): object {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url,
        client: hashIp(request.ip, secret),
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
