import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { connectDatabase, type DatabaseHandle } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { productionHashCost, type HashCost } from './features/auth/passwords';
import { upsertAdmin } from './features/auth/service';
import { backgroundJobs } from './jobs/background-jobs';
import { startJobs } from './jobs/scheduler';
import { resolveSecret } from './secret';
import { resolveVapidKeys } from './push/vapid-keys';

const CLOSE_GRACE_MS = 1_000;

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  url: string;
  close(): Promise<void>;
  /** What is still open (for the log when a shutdown runs past its bound). */
  stillOpen(): Promise<Record<string, unknown>>;
}

/** config -> database -> migrate -> admin bootstrap -> listen. Used by main.ts and its tests. */
export async function startServer(
  config: Config,
  options: { passwordHashing?: HashCost; logger?: false; distDir?: string; logStream?: DestinationStream } = {},
): Promise<RunningServer> {
  const secret = resolveSecret(config);
  const vapidKeys = resolveVapidKeys(config);
  const database = connectDatabase(config.databaseUrl);
  try {
    const applied = await migrateToLatest(database.db, database.dialect);
    const { app, ctx } = await buildApp({
      config,
      database,
      secret,
      ...(vapidKeys ? { vapidKeys } : {}),
      ...(options.passwordHashing ? { passwordHashing: options.passwordHashing } : {}),
      ...(options.logger !== undefined ? { logger: options.logger } : {}),
      ...(options.distDir ? { distDir: options.distDir } : {}),
      ...(options.logStream ? { logStream: options.logStream } : {}),
      // Behind a proxy's kept-alive connections: one second of answering with Connection: close.
      closeGraceMs: CLOSE_GRACE_MS,
    });
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    if (!vapidKeys) app.log.warn('no VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: fans cannot be buzzed (Web Push is off)');
    if (!config.mail.smtpUrl) {
      app.log.warn('no SMTP_URL: e-mails are written to the log at info level (links with secrets left out), not sent');
    }

    if (config.admin) {
      const hashing = { db: database.db, passwordHashing: options.passwordHashing ?? productionHashCost };
      const { created } = await upsertAdmin(hashing, config.admin.email, config.admin.password);
      // Which account is the operator's to know: the address is personal data, kept out of the log.
      app.log.info(created ? 'admin created from ADMIN_EMAIL' : 'admin updated from ADMIN_EMAIL');
    }
    const jobs = startJobs(ctx, backgroundJobs, (message, err) => app.log.warn({ err }, message));
    // Runs in progress finish, and this instance's leases end so another instance takes the jobs.
    app.addHook('onClose', async () => jobs.stop({ release: true }));

    const url = await app.listen({ port: config.port, host: config.host });
    let stage = 'running';
    return {
      app,
      database,
      url,
      async close() {
        stage = 'closing the app';
        await app.close();
        stage = 'closing the database';
        await database.close();
        stage = 'closed';
      },
      async stillOpen() {
        const pool = database.pgPool;
        const connections = await new Promise<number>((resolve) =>
          app.server.getConnections((error, count) => resolve(error ? -1 : count)),
        );
        return {
          stage,
          connections,
          streams: Object.fromEntries(ctx.streams.countByKind()),
          busListeners: ctx.bus.listenerCount(),
          jobsRunning: jobs.running(),
          ...(pool ? { pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } } : {}),
          resources: process.getActiveResourcesInfo(),
        };
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
