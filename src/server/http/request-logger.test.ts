import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestLogger, requestLogOptions, requestLoggerFactory } from './request-log';

/** Lines without what changes between two runs (time, the measured duration). */
const steady = (lines: string[]) =>
  lines.map((line) => {
    const { time: _time, responseTime: _responseTime, ...rest } = JSON.parse(line) as Record<string, unknown>;
    return rest;
  });

describe('the request logger without a child per request', () => {
  it('writes exactly the lines a pino child writes, for every way of calling it', () => {
    const written = { child: [] as string[], request: [] as string[] };
    const parentOf = (into: string[]) =>
      pino({ level: 'trace', base: { pid: 1, hostname: 'h' } }, { write: (line: string) => void into.push(line) });
    const child = parentOf(written.child).child({ reqId: 'req-7' });
    const request = new RequestLogger(parentOf(written.request), { reqId: 'req-7' });
    const error = new Error('broke 🎸');
    for (const log of [child, request] as unknown as pino.Logger[]) {
      log.info({ req: { url: '/a' } }, 'incoming request');
      log.warn('plain message');
      log.debug('formatted %s and %d', 'text', 42);
      log.error(error);
      log.error(error, 'with its own message');
      log.error({ err: error, extra: 'x'.repeat(300) }, 'an object with an error');
      log.trace({ a: 1 });
      log.child({ step: 'inner' }).info('from a child');
    }
    expect(steady(written.request)).toEqual(steady(written.child));
    expect(written.request).toHaveLength(8);
  });

  it('keeps the request lines of an app the same as with a child per request', async () => {
    const linesOf = async (factory: boolean, level = 'info') => {
      const lines: string[] = [];
      const app = Fastify({
        logger: requestLogOptions(level, 'secret', { write: (line: string) => void lines.push(line) }),
        ...(factory ? { childLoggerFactory: requestLoggerFactory } : {}),
      });
      app.get('/ok', async (request) => {
        request.log.warn({ note: 'in the route' }, 'route line');
        return { ok: true };
      });
      await app.inject('/ok?x=1');
      await app.inject('/missing');
      await app.close();
      return steady(lines).filter((line) => line.reqId);
    };
    const before = await linesOf(false);
    expect(before.map((line) => line.msg)).toContain('request completed');
    expect(await linesOf(true)).toEqual(before);
    // At warn the request lines are off and the route's own line goes through a RequestLogger.
    const atWarn = await linesOf(false, 'warn');
    expect(atWarn.map((line) => line.msg)).toEqual(['route line']);
    expect(await linesOf(true, 'warn')).toEqual(atWarn);
  });

  it('writes what its level allows and nothing below it', () => {
    const lines: string[] = [];
    const log = new RequestLogger(pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) }), {
      reqId: 'r',
    });
    log.info('hidden');
    log.error('shown');
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['shown']);
    expect(log.isLevelEnabled('info')).toBe(false);
  });
});
