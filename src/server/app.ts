import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerOpenApi, responseSerializerCompiler } from './http/openapi';
import { createShiftedClock, systemClock, type Clock } from './clock';
import type { Config } from './config';
import { rateLimitsFor, type AppContext, type RateLimits } from './context';
import type { DatabaseHandle } from './db/connection';
import { adminAuthRoutes } from './features/admin/auth-routes';
import { productionHashCost, type HashCost } from './features/auth/passwords';
import { googleAuthRoutes } from './features/auth/google/routes';
import { authRoutes } from './features/auth/routes';
import { secondFactorRoutes } from './features/auth/second-factor/routes';
import { passkeyRoutes } from './features/auth/second-factor/passkey-routes';
import { passwordResetRoutes } from './features/auth/password-reset-routes';
import { clientErrorRoutes } from './features/client-errors/routes';
import { gigsPublicRoutes } from './features/gigs/public-routes';
import { calendarPublicRoutes, calendarRoutes } from './features/calendars/routes';
import { gigRoutes } from './features/gigs/routes';
import { invoiceRoutes } from './features/invoices/routes';
import { dataExportRoutes } from './features/data-export/routes';
import { statementRoutes } from './features/statements/routes';
import { healthRoutes } from './features/health/routes';
import { livePublicRoutes } from './features/live/public-routes';
import { showHistoryRoutes } from './features/live/history-routes';
import { liveRoutes } from './features/live/routes';
import { nightPublicRoutes, nightRoutes } from './features/live/night-routes';
import { screenRoutes, stageRoutes } from './features/live/stage-routes';
import { requestRoutes } from './features/requests/routes';
import { backingRoutes } from './features/requests/backing-routes';
import { followerRoutes, ownFollowerRoutes } from './features/followers/routes';
import { repertoireRoutes } from './features/repertoire/routes';
import { setlistRoutes } from './features/setlists/routes';
import { songRoutes } from './features/songs/routes';
import { messagesInboxRoutes } from './features/messages/inbox-routes';
import { messagesSendRoutes } from './features/messages/send-routes';
import { musiciansProfileRoutes } from './features/musicians/profile-routes';
import { musiciansPublicRoutes } from './features/musicians/public-routes';
import { settingsRoutes } from './features/settings/routes';
import { earningsRoutes } from './features/earnings/routes';
import { venueRoutes } from './features/venues/routes';
import { actRoutes } from './features/acts/routes';
import { frameworkErrors, registerErrorHandling } from './http/errors';
import { usePlainZodMessages } from './http/zod-messages';
import { registerOriginGuard } from './http/origin-guard';
import { registerMaintenanceMode } from './features/platform/maintenance';
import { hashIp } from './http/client-ip';
import { createMetrics, registerMetricsRoute } from './http/metrics';
import { requestLogOptions, requestLoggerFactory } from './http/request-log';
import { restartingFrame } from './http/sse/connection';
import { drainConnectionsOnClose } from './http/drain-connections';
import { permissionsPolicyFor, registerSecurityHeaders } from './http/security-headers';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { createOpenStreams } from './http/open-streams';
import { majorCollection, watchForBursts, type BurstWatchOptions } from './ops/give-back-memory';
import { closeStreamsOfEndedSessions } from './features/auth/end-sessions';
import { cleanTextValidatorCompiler } from './http/validation';
import { mediaRoutes } from './media/routes';
import { unsubscribeRoutes } from './features/unsubscribe/routes';
import { oneClickRoutes } from './features/unsubscribe/one-click-routes';
import { registerWebClient } from './http/web-client';
import { registerCompression } from './http/compression';
import { seoRoutes } from './features/seo/routes';
import { createInProcessBus } from './realtime/in-process-bus';
import { createPostgresBus } from './realtime/postgres-bus';
import { MAX_BODY_BYTES } from '../shared/constants';
import { createPaymentProvider } from './payments/create-provider';
import { createPayments } from './payments/payments';
import { paymentRoutes } from './payments/routes';
import { stripeWebhookRoutes } from './payments/stripe/webhook-routes';
import { moneyWebhookHandlers, connectWebhookHandlers } from './features/earnings/stripe-events';
import { payoutRoutes } from './features/earnings/payout-routes';
import { checkoutOfPayment } from './features/tips/checkout-service';
import { registerTipPayments, tipRoutes } from './features/tips/routes';
import { createSubscriptionBilling } from './features/subscriptions/create-billing';
import { subscriptionRoutes } from './features/subscriptions/routes';
import { adminRoutes } from './features/admin/routes';
import { subscriptionWebhookHandlers } from './features/subscriptions/stripe-sync';
import { testClockRoutes } from './features/subscriptions/test-clock-routes';
import { buzzRoutes } from './features/requests/buzz-routes';
import { pushFollowRoutes } from './features/push-follows/routes';
import { livePushesOf } from './features/push-follows/service';
import { requestPushesOf } from './features/requests/request-pushes';
import { withAfterCommit } from './realtime/after-commit';
import type { RealtimeEvent } from './realtime/event-bus';
import { createPushSender } from './push/push-sender';
import type { VapidKeys } from './push/vapid-keys';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  secret: string;
  /** Directory of the built web client; defaults to ./dist at the project root. */
  distDir?: string;
  rateLimits?: Partial<RateLimits>;
  passwordHashing?: HashCost;
  /** The time services act on; defaults to the system clock. */
  clock?: Clock;
  /** Prefix of Redis rate-limit keys (tests give each app its own). */
  rateLimitNamespace?: string;
  /** Tests hold the PostgreSQL bus's LISTEN reconnect here (see realtime/postgres-bus.ts). */
  beforeBusReconnect?: () => Promise<void>;
  /** false: no log at all (tests). */
  logger?: false;
  /** Where the log goes instead of standard output (a test that reads it). */
  logStream?: DestinationStream;
  /** The Web Push key pair (push/vapid-keys.ts); without it push is off. */
  vapidKeys?: VapidKeys;
  /** How long a closing app still answers on its listener and kept-alive connections (http/drain-connections.ts). */
  closeGraceMs?: number;
  /** When memory is given back after streams close (ops/give-back-memory.ts); tests make it small. */
  streamBursts?: BurstWatchOptions;
}

/** 1,000 streams fewer than the most held, 2 s without a close (at most 30 s): one collection. */
const streamBursts = { burst: 1000, quietMs: 2000, maxWaitMs: 30_000 };

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function buildApp(options: BuildAppOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : requestLogOptions(config.logLevel, options.secret, options.logStream),
    // No pino child per request (http/request-log.ts): the request's lines keep their fields.
    ...(options.logger === false ? {} : { childLoggerFactory: requestLoggerFactory }),
    bodyLimit: MAX_BODY_BYTES,
    // Client addresses (rate limits, anti-spam) come from X-Forwarded-For only through the proxies
    // TRUST_PROXY names: trusting every hop would let anyone forge their address.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    // A closing instance answers what still reaches it (with Connection: close) instead of 503: see
    // http/drain-connections.ts.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  // First, so its preClose runs before the streams are ended.
  const graceMs = options.closeGraceMs ?? 0;
  drainConnectionsOnClose(app, graceMs > 0 ? () => new Promise((resolve) => setTimeout(resolve, graceMs)) : undefined);

  const clock = options.clock ?? (config.testClockControl ? createShiftedClock() : systemClock);
  const logBusError = (message: string, error?: unknown) => app.log.warn({ err: error }, message);
  const metrics = createMetrics();
  // Told after each commit on this instance, once the app's push watcher exists (below).
  let afterCommit: (events: RealtimeEvent[]) => void = () => undefined;
  const committedBus =
    database.dialect === 'postgres' && database.pgPool
      ? await createPostgresBus(database.db, database.pgPool, {
          clock,
          pgSchema: database.pgSchema,
          log: logBusError,
          onLockWait: metrics.observeLockWait,
          onEventLag: metrics.observeEventLag,
          ...(options.beforeBusReconnect ? { beforeReconnect: options.beforeBusReconnect } : {}),
        })
      : createInProcessBus(database.db, clock, logBusError, metrics.observeLockWait, metrics.observeEventLag);
  const bus = withAfterCommit(committedBus, (events) => afterCommit(events));
  const burstWatch = watchForBursts(
    options.streamBursts ?? {
      ...streamBursts,
      collect: (closed) => {
        const before = process.memoryUsage.rss();
        majorCollection();
        app.log.info(
          { closedStreams: closed, rssBefore: before, rssAfter: process.memoryUsage.rss() },
          'memory given back after a burst of streams closed',
        );
      },
    },
  );
  app.addHook('onClose', async () => burstWatch.stop());
  const payment = await createPaymentProvider(config, database.db, clock);
  const ctx: AppContext = {
    config,
    clock,
    database,
    db: database.db,
    secret: options.secret,
    passwordHashing: options.passwordHashing ?? productionHashCost,
    log: app.log,
    limits: { ...rateLimitsFor(config), ...options.rateLimits },
    bus,
    streams: createOpenStreams(burstWatch),
    metrics,
    payments: createPayments(payment.provider),
    payouts: payment.payouts,
    billing: createSubscriptionBilling({ db: database.db, clock, secret: options.secret }, payment.stripe),
    push: options.vapidKeys
      ? createPushSender(options.vapidKeys, {
          subject: config.push.subject,
          allowLocalEndpoints: config.push.allowLocalEndpoints,
          log: (message, error) => app.log.warn({ err: error }, message),
        })
      : undefined,
  };
  registerTipPayments(ctx);
  const logPushError = (message: string, error: unknown) => app.log.warn({ err: error }, message);
  const requestPushes = requestPushesOf(ctx, logPushError);
  const livePushes = livePushesOf(ctx, logPushError);
  afterCommit = (events) => {
    requestPushes.committed(events);
    livePushes.committed(events);
  };
  // Pushes under way finish before the database closes.
  app.addHook('onClose', async () => {
    await Promise.all([requestPushes.idle(), livePushes.idle()]);
  });
  const stopClosingStreams = closeStreamsOfEndedSessions(ctx);

  // Streams never finish on their own: end them so close() does not wait for phones to hang up,
  // each told to reconnect (to another instance) after a short random pause.
  app.addHook('preClose', async () => {
    stopClosingStreams();
    ctx.streams.closeAll(restartingFrame);
  });
  app.addHook('onClose', async () => ctx.bus.close());

  usePlainZodMessages();
  app.setValidatorCompiler(cleanTextValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.env !== 'production'));
  registerErrorHandling(app);
  // Every body the API reads is JSON (or a multipart photo): Fastify's built-in text/plain parser
  // would hand a string to the schema, and the client would get a 400 about an "object" it never
  // meant to send, where 415 says what is wrong.
  app.removeContentTypeParser('text/plain');
  await registerCompression(app);

  const secureOrigin = config.publicUrl?.startsWith('https://') ?? false;
  const usesStripe = config.payments.provider === 'stripe';
  registerSecurityHeaders(
    app,
    {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          // Stripe.js and its Payment Element frames, only when Stripe takes the payments.
          'script-src': ["'self'", ...(usesStripe ? ['https://js.stripe.com'] : [])],
          'frame-src': usesStripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
          // React sets style attributes; no inline scripts are allowed.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': ["'self'", ...(usesStripe ? ['https://api.stripe.com'] : [])],
          'font-src': ["'self'", 'data:'],
          'frame-ancestors': ["'none'"],
          'form-action': ["'self'"],
          'upgrade-insecure-requests': secureOrigin ? [] : null,
        },
      },
      strictTransportSecurity: secureOrigin,
      crossOriginEmbedderPolicy: false,
    },
    { permissionsPolicy: permissionsPolicyFor(usesStripe), hstsWhenHttps: true },
  );
  // Cookies are parsed by the routes that read them (http/cookies.ts), not for every request.
  await app.register(fastifyCookie, { hook: false });
  // Counters every instance shares: Redis when REDIS_URL is set, else PostgreSQL when the app runs
  // on it; a single SQLite instance counts in memory.
  // ioredis is loaded only where REDIS_URL is set (its memory is no one else's cost: issue 48).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(fastifyRateLimit, {
    global: false,
    // Counters are keyed by a keyed hash of the address, never the address (it would sit in Redis
    // or the rate_limit_hits table otherwise).
    keyGenerator: (request) => hashIp(request.ip, options.secret),
    ...(redis
      ? { redis, nameSpace: options.rateLimitNamespace ?? 'stagecall-rate-limit:' }
      : database.dialect === 'postgres'
        ? { store: databaseRateLimitStore(database.db) }
        : {}),
  });
  metrics.watch(app, ctx);
  registerMetricsRoute(app, metrics, config.metricsToken);
  registerOriginGuard(app, config.publicUrl);
  registerMaintenanceMode(app, ctx);

  await registerOpenApi(app);

  await app.register(healthRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(passwordResetRoutes(ctx));
  await app.register(googleAuthRoutes(ctx));
  await app.register(adminAuthRoutes(ctx));
  await app.register(secondFactorRoutes(ctx, 'user'));
  await app.register(secondFactorRoutes(ctx, 'admin'));
  await app.register(passkeyRoutes(ctx, 'user'));
  await app.register(passkeyRoutes(ctx, 'admin'));
  await app.register(livePublicRoutes(ctx));
  await app.register(gigsPublicRoutes(ctx));
  await app.register(calendarPublicRoutes(ctx));
  await app.register(musiciansPublicRoutes(ctx));
  await app.register(messagesSendRoutes(ctx));
  await app.register(clientErrorRoutes(ctx));
  await app.register(liveRoutes(ctx));
  await app.register(stageRoutes(ctx));
  await app.register(nightRoutes(ctx));
  await app.register(nightPublicRoutes(ctx));
  await app.register(screenRoutes(ctx));
  await app.register(showHistoryRoutes(ctx));
  await app.register(requestRoutes(ctx));
  await app.register(backingRoutes(ctx));
  await app.register(buzzRoutes(ctx));
  await app.register(pushFollowRoutes(ctx));
  await app.register(followerRoutes(ctx));
  await app.register(ownFollowerRoutes(ctx));
  await app.register(repertoireRoutes(ctx));
  await app.register(setlistRoutes(ctx));
  await app.register(tipRoutes(ctx));
  await app.register(paymentRoutes(ctx, (paymentId) => checkoutOfPayment(ctx, paymentId)));
  if (payment.stripe && config.payments.stripeWebhookSecret) {
    await app.register(
      stripeWebhookRoutes(ctx, payment.stripe, config.payments.stripeWebhookSecret, {
        ...subscriptionWebhookHandlers(ctx, payment.stripe),
        ...moneyWebhookHandlers(ctx),
      }),
    );
  }
  if (payment.stripe && config.payments.stripeConnectWebhookSecret) {
    await app.register(
      stripeWebhookRoutes(
        ctx,
        payment.stripe,
        config.payments.stripeConnectWebhookSecret,
        connectWebhookHandlers(ctx),
        {
          path: '/api/payments/connect-webhook',
          paymentEvents: false,
        },
      ),
    );
  }
  await app.register(songRoutes(ctx));
  await app.register(musiciansProfileRoutes(ctx));
  await app.register(gigRoutes(ctx));
  await app.register(calendarRoutes(ctx));
  await app.register(invoiceRoutes(ctx));
  await app.register(statementRoutes(ctx));
  await app.register(dataExportRoutes(ctx));
  await app.register(venueRoutes(ctx));
  await app.register(actRoutes(ctx));
  await app.register(messagesInboxRoutes(ctx));
  await app.register(settingsRoutes(ctx));
  await app.register(earningsRoutes(ctx));
  await app.register(payoutRoutes(ctx));
  await app.register(subscriptionRoutes(ctx));
  await app.register(adminRoutes(ctx));
  if (config.testClockControl) await app.register(testClockRoutes(ctx));
  await app.register(unsubscribeRoutes(ctx));
  await app.register(oneClickRoutes(ctx));

  await app.register(seoRoutes(ctx));
  await app.register(mediaRoutes(config.mediaDir));
  await registerWebClient(app, options.distDir ?? path.join(projectRoot, 'dist'));

  return { app, ctx };
}
