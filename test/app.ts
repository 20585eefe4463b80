import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp, type BuildAppOptions } from '../src/server/app';
import { loadConfig, type Config } from '../src/server/config';
import type { Clock } from '../src/server/clock';
import type { AppContext, RateLimits } from '../src/server/context';
import { fastHashCost, TEST_SERVER_SECRET } from './factories';
import { TestClient } from './http-client';
import { createTestDatabase, type TestDatabase } from './test-database';
import { generateVapidKeys, type VapidKeys } from '../src/server/push/vapid-keys';
import { onUndocumentedCode } from '../src/server/http/errors';

/**
 * Every error answer of this test file's apps whose code the operation does not list in its
 * `config.codes` (decision 028): closing an app fails the file with them.
 */
const undocumentedAnswers = new Set<string>();
onUndocumentedCode((answer) => undocumentedAnswers.add(answer));

/** One key pair for the whole test process: generating is cheap, but every app of a test should agree. */
let testVapidKeys: VapidKeys | undefined;

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  url: string;
  database: TestDatabase;
  /** A new client with its own cookie jar (a new browser). */
  client(): TestClient;
  close(): Promise<void>;
}

const relaxedLimits: RateLimits = {
  signIn: { max: 10_000, timeWindow: 60_000 },
  signUp: { max: 10_000, timeWindow: 60_000 },
  adminLogin: { max: 10_000, timeWindow: 60_000 },
  passwordReset: { max: 10_000, timeWindow: 60_000 },
  contact: { max: 10_000, timeWindow: 60_000 },
  clientErrors: { max: 10_000, timeWindow: 60_000 },
};

export interface TestAppOptions {
  env?: Record<string, string>;
  rateLimits?: Partial<RateLimits>;
  /** Share another app's database (a second server instance). */
  database?: TestDatabase;
  distDir?: string;
  configure?: (config: Config) => Config;
  /** A movable clock (createTestClock) for tests of trials, windows and expiry. */
  clock?: Clock;
  /** Prefix of Redis rate-limit keys, so two apps of one test can share a namespace. */
  rateLimitNamespace?: string;
  /** Holds the PostgreSQL bus's LISTEN reconnect until it resolves. */
  beforeBusReconnect?: () => Promise<void>;
  /** Keep the log (at env LOG_LEVEL) and write it here, for a test that reads it. */
  logStream?: DestinationStream;
  /** Web Push keys; null: a server without them (push off). */
  vapidKeys?: VapidKeys | null;
  /** When the app gives memory back after streams close, and what it runs then. */
  streamBursts?: BuildAppOptions['streamBursts'];
}

/** `buildApp()` on a fresh database, listening on a random loopback port, spoken to over HTTP. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-media-'));
  let config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', MEDIA_DIR: mediaDir, ...options.env });
  if (options.configure) config = options.configure(config);
  const buildOptions: BuildAppOptions = {
    config,
    database: database.handle,
    secret: TEST_SERVER_SECRET,
    rateLimits: { ...relaxedLimits, ...options.rateLimits },
    passwordHashing: fastHashCost,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false as const }),
    distDir: options.distDir ?? '/nonexistent-dist',
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.beforeBusReconnect ? { beforeBusReconnect: options.beforeBusReconnect } : {}),
    ...(options.rateLimitNamespace ? { rateLimitNamespace: options.rateLimitNamespace } : {}),
    ...(options.streamBursts ? { streamBursts: options.streamBursts } : {}),
    ...(options.vapidKeys === null ? {} : { vapidKeys: options.vapidKeys ?? (testVapidKeys ??= generateVapidKeys()) }),
  };
  const { app, ctx } = await buildApp(buildOptions);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    ctx,
    url,
    database,
    client: () => new TestClient(url),
    async close() {
      await app.close();
      if (!options.database) await database.drop();
      fs.rmSync(mediaDir, { recursive: true, force: true });
      if (undocumentedAnswers.size > 0) {
        const answers = [...undocumentedAnswers];
        undocumentedAnswers.clear();
        throw new Error(
          `Error codes not listed in the operation's config.codes (src/shared/error-codes.ts, decision 028):\n${answers.join('\n')}`,
        );
      }
    },
  };
}

export interface TwoInstances {
  a: TestApp;
  /** A second instance on A's database on PostgreSQL; A itself on SQLite (one instance there). */
  b: TestApp;
  close(): Promise<void>;
}

/**
 * Two server instances behind an imaginary load balancer, for the tests that must hold across
 * instances: the fan's POST and the musician's stream may land on either.
 */
export async function startTwoInstances(options: TestAppOptions = {}): Promise<TwoInstances> {
  const a = await startTestApp(options);
  const b = process.env.TEST_DB === 'postgres' ? await startTestApp({ ...options, database: a.database }) : a;
  return {
    a,
    b,
    async close() {
      if (b !== a) await b.close();
      await a.close();
    },
  };
}
