import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { hashIp } from './client-ip';
import { existingDeviceId } from './device-cookie';
import type { StreamOptions } from './sse/channel-stream';

/** What every SSE route passes to streamChannel from the app: bus, registry, limits, address, log. */
export function streamContext(
  ctx: AppContext,
  request: FastifyRequest,
): Pick<StreamOptions, 'bus' | 'streams' | 'limits' | 'ipKey' | 'deviceKey' | 'log'> {
  const device = existingDeviceId(request);
  return {
    bus: ctx.bus,
    streams: ctx.streams,
    limits: ctx.config.streamLimits,
    ipKey: hashIp(request.ip, ctx.secret),
    deviceKey: device ? hashIp(`device:${device}`, ctx.secret) : undefined,
    log: (message, error) => request.log.warn({ err: error }, message),
  };
}
