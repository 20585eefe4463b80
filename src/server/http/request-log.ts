import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import { stdSerializers } from 'pino';
import { sourceMappedStack } from '../ops/source-mapped-stack';
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
      // pino's error serializer, with the stack in the TypeScript sources' lines (ops/source-mapped-stack.ts).
      err: (error: Error) => {
        const serialized = stdSerializers.err(error) as unknown;
        if (
          serialized &&
          typeof serialized === 'object' &&
          'stack' in serialized &&
          typeof serialized.stack === 'string'
        ) {
          serialized.stack = sourceMappedStack(serialized.stack);
        }
        return serialized;
      },
    },
    ...(stream ? { stream } : {}),
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogFn = (...args: unknown[]) => void;
type ParentLogger = FastifyBaseLogger;

/**
 * A request's logger without a pino child per request: each line goes through the app's logger
 * with the request's bindings (its `reqId`) merged in, so the line has the same fields in the same
 * order as a child's, and a request that logs nothing (the usual one, with the request lines off
 * or filtered by level) costs one small object. `child()` still gives a real pino child.
 */
export class RequestLogger {
  constructor(
    private readonly parent: ParentLogger,
    private readonly own: Record<string, unknown>,
  ) {}

  get level(): string {
    return this.parent.level;
  }
  set level(level: string) {
    this.parent.level = level;
  }
  isLevelEnabled(level: string): boolean {
    return (this.parent as unknown as { isLevelEnabled(level: string): boolean }).isLevelEnabled(level);
  }
  child(bindings: Record<string, unknown>, options?: object): ParentLogger {
    return this.parent.child({ ...this.own, ...bindings }, options);
  }
  bindings(): Record<string, unknown> {
    const parent = this.parent as unknown as { bindings?: () => Record<string, unknown> };
    return { ...parent.bindings?.(), ...this.own };
  }
  silent(): void {}
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return;
    const log = this.parent[level].bind(this.parent) as LogFn;
    const [first, ...rest] = args;
    // As pino does with an error first: under `err`, its message the line's message unless one is given.
    if (first instanceof Error) log({ ...this.own, err: first }, ...(rest.length > 0 ? rest : [first.message]));
    else if (typeof first === 'object' && first !== null) log({ ...this.own, ...first }, ...rest);
    else log(this.own, ...args);
  }
}

/**
 * Fastify's `childLoggerFactory`: a `RequestLogger` when the request lines are not written (LOG_LEVEL
 * warn or above), else a real child, as also when a route sets its own level or serializers.
 */
export function requestLoggerFactory(
  logger: ParentLogger,
  bindings: Record<string, unknown>,
  options: object,
): ParentLogger {
  if (Object.keys(options).length > 0) return logger.child(bindings, options);
  // When the request lines are written (info and below), a pino child, whose bindings are
  // serialized once, measured cheaper than merging them into both lines (bench/README.md, hooks).
  if ((logger as unknown as { isLevelEnabled(level: string): boolean }).isLevelEnabled('info')) {
    return logger.child(bindings, options);
  }
  return new RequestLogger(logger, bindings) as unknown as ParentLogger;
}
