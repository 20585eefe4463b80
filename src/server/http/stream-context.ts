import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { hashIp } from './client-ip';
import type { StreamOptions } from './sse';

/** What every SSE route passes to streamChannel from the app: bus, registry, limits, address, log. */
export function streamContext(
  ctx: AppContext,
  request: FastifyRequest,
): Pick<StreamOptions, 'bus' | 'streams' | 'limits' | 'ipKey' | 'log'> {
  return {
    bus: ctx.bus,
    streams: ctx.streams,
    limits: ctx.config.streamLimits,
    ipKey: hashIp(request.ip, ctx.secret),
    log: (message, error) => request.log.warn({ err: error }, message),
  };
}
