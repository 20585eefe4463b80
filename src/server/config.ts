import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed in one place. A bad value stops the start
 * with a message naming the variable, so a typo in production never becomes a silent default.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATABASE_URL: z.string().trim().min(1).default('./data/stagecall.sqlite'),
    PUBLIC_URL: optionalText.pipe(
      z.url({ message: 'must be an absolute URL such as https://stagecall.example' }).optional(),
    ),
    SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    ADMIN_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    PAYMENTS: z.enum(['local', 'stripe']).default('local'),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    // Connect events (account.updated, payout.*) come from connected accounts, on a second endpoint.
    STRIPE_CONNECT_WEBHOOK_SECRET: optionalText,
    STRIPE_API_BASE: optionalText.pipe(z.url().optional()),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    OIDC_ISSUER: optionalText.pipe(z.url().optional()),
    SMTP_URL: optionalText.pipe(z.url({ message: 'must be a URL such as smtp://user:pass@host:587' }).optional()),
    MAIL_FROM: z.string().trim().min(3).default('Stagecall <no-reply@stagecall.local>'),
    /** `log`: e-mails are written to the log (links with secrets left out), not sent; what production needs said out loud. */
    EMAIL: optionalText.pipe(
      z.enum(['log'], { message: 'must be "log" (or unset, to send through SMTP_URL)' }).optional(),
    ),
    /** Where fans' receipts tell them to write about a payment. */
    SUPPORT_EMAIL: optionalText.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
    MEDIA_DIR: optionalText,
    SIGNIN_LIMIT_PER_10_MIN: z.coerce.number().int().min(1).default(20),
    SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
    ACT_INVITES_PER_HOUR: z.coerce.number().int().min(1).default(20),
    FAN_REQUEST_LIMIT_PER_IP: z.coerce.number().int().min(1).default(1000),
    FAN_REQUEST_LIMIT_PER_DEVICE: z.coerce.number().int().min(1).default(10),
    TRUST_PROXY: optionalText.pipe(
      z
        .string()
        .regex(/^(\d{1,2}|[0-9a-fA-F:./]+(\s*,\s*[0-9a-fA-F:./]+)*)$/, {
          message:
            'must be a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges',
        })
        .optional(),
    ),
    SSE_STREAMS_PER_IP: z.coerce.number().int().min(1).default(2000),
    SSE_STREAMS_PER_DEVICE: z.coerce.number().int().min(1).default(8),
    REDIS_URL: optionalText.pipe(z.url({ message: 'must be a URL such as redis://127.0.0.1:6379' }).optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    METRICS_TOKEN: optionalText.pipe(
      z
        .string()
        .min(24, 'must be at least 24 characters')
        .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it travels in a header)')
        .optional(),
    ),
    // Web Push (docs/decisions/033): the VAPID key pair, generated once into the data folder when unset (SQLite).
    VAPID_PUBLIC_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key, base64url (87 characters)')
        .optional(),
    ),
    VAPID_PRIVATE_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url (43 characters)')
        .optional(),
    ),
    VAPID_SUBJECT: optionalText.pipe(
      z
        .string()
        .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, {
          message: 'must be a mailto: address or an https:// URL',
        })
        .optional(),
    ),
    // Tests and journeys only: push endpoints on this machine over plain http (the local push service stand-in).
    PUSH_ALLOW_LOCAL_ENDPOINTS: z.enum(['0', '1']).default('0'),
    // Journeys only (e2e/subscriptions.spec.ts): a movable clock behind POST /api/test/clock. Requires PAYMENTS=local.
    TEST_CLOCK_CONTROL: z.enum(['0', '1']).default('0'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    if (env.PAYMENTS === 'stripe') {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENTS=stripe' });
      }
    }
    if (env.TEST_CLOCK_CONTROL === '1' && env.PAYMENTS !== 'local') {
      ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK_CONTROL'], message: 'works only with PAYMENTS=local' });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
      });
    }
    // A production server that only logs its e-mails loses every reset link and receipt quietly:
    // it has to be asked for (a demo), never fallen into by a missing SMTP_URL.
    if (env.NODE_ENV === 'production' && !env.SMTP_URL && env.EMAIL !== 'log') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'is required in production (such as smtp://user:pass@host:587); for a demo that only writes e-mails to the log, set EMAIL=log',
      });
    }
    if (env.EMAIL === 'log' && env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['EMAIL'],
        message: 'EMAIL=log writes e-mails to the log instead of sending them: unset it or SMTP_URL',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** The name of every variable above: docs/configuration.md must list exactly these. */
export const configVariableNames: readonly string[] = Object.keys(envSchema.shape);

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** A SQLite file path (or ':memory:') or a postgres:// URL. */
  databaseUrl: string;
  /** The app's own origin when known; without it the request's Host is trusted. */
  publicUrl: string | undefined;
  sessionSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  payments: {
    provider: 'local' | 'stripe';
    stripeSecretKey: string | undefined;
    stripePublishableKey: string | undefined;
    stripeWebhookSecret: string | undefined;
    stripeConnectWebhookSecret: string | undefined;
    stripeApiBase: string | undefined;
  };
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  mail: { smtpUrl: string | undefined; from: string; support: string };
  /** Where resized profile photos are written; served under /media/. */
  mediaDir: string;
  /** Invitations one act may send per hour (docs/decisions/035). */
  actInvitesPerHour: number;
  /** Fan requests allowed per live session and hour, from one network address and one phone. */
  fanRequestLimits: { perIp: number; perDevice: number };
  /** Per-IP attempts: sign-in (and admin login) per 10 minutes, sign-up per hour. */
  authLimits: { signInPer10Min: number; signUpPerHour: number };
  /** Which X-Forwarded-For hops to believe: none (false), the nearest N, or these proxy addresses. */
  trustProxy: false | number | string[];
  /** Open SSE streams per client address on one instance, and how long one lives before the
   * client is asked to reconnect (it resumes by Last-Event-ID). */
  streamLimits: { perIp: number; perDevice: number; maxAgeMs: number };
  /** Rate-limit counters in Redis when set; otherwise PostgreSQL (or memory on SQLite). */
  redisUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** GET /metrics (Prometheus) answers a scraper presenting this bearer token; unset, it is a 404. */
  metricsToken: string | undefined;
  /** A journey moves the server's clock (TEST_CLOCK_CONTROL=1); never set outside tests. */
  testClockControl: boolean;
  /** Web Push: the VAPID keys when set in the environment (else kept in the data folder), who sends,
   * and whether endpoints on this machine are allowed (the tests' push service stand-in only). */
  push: {
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    subject: string;
    allowLocalEndpoints: boolean;
  };
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = source[name];
      const shown = value === undefined || /SECRET|PASSWORD|TOKEN|PRIVATE/.test(name) ? '' : ` (got "${value}")`;
      const message = issue.message.startsWith(name) ? issue.message : `${name} ${issue.message}`;
      return `  ${message}${shown}`;
    });
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const support = env.SUPPORT_EMAIL ?? `support@${/@([^>\s]+)/.exec(env.MAIL_FROM)?.[1] ?? 'stagecall.local'}`;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    sessionSecret: env.SESSION_SECRET,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    payments: {
      provider: env.PAYMENTS,
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      stripeConnectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET,
      stripeApiBase: env.STRIPE_API_BASE,
    },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.OIDC_ISSUER ?? 'https://accounts.google.com',
          }
        : undefined,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      support,
    },
    mediaDir: env.MEDIA_DIR ?? defaultMediaDir(env.DATABASE_URL),
    authLimits: { signInPer10Min: env.SIGNIN_LIMIT_PER_10_MIN, signUpPerHour: env.SIGNUP_LIMIT_PER_HOUR },
    actInvitesPerHour: env.ACT_INVITES_PER_HOUR,
    fanRequestLimits: { perIp: env.FAN_REQUEST_LIMIT_PER_IP, perDevice: env.FAN_REQUEST_LIMIT_PER_DEVICE },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    streamLimits: { perIp: env.SSE_STREAMS_PER_IP, perDevice: env.SSE_STREAMS_PER_DEVICE, maxAgeMs: 30 * 60_000 },
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    testClockControl: env.TEST_CLOCK_CONTROL === '1',
    push: {
      vapidKeys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      // Push services ask for a way to reach the sender: the site when it is https, else the support address.
      subject:
        env.VAPID_SUBJECT ??
        (env.PUBLIC_URL?.startsWith('https://') ? env.PUBLIC_URL.replace(/\/+$/, '') : `mailto:${support}`),
      allowLocalEndpoints: env.PUSH_ALLOW_LOCAL_ENDPOINTS === '1',
    },
  };
}

function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  return value.split(',').map((part) => part.trim());
}

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

/** Beside the SQLite file by default, so `npm start` keeps data and photos together in ./data. */
function defaultMediaDir(databaseUrl: string): string {
  if (isPostgresUrl(databaseUrl) || databaseUrl === ':memory:') return './data/media';
  const slash = databaseUrl.lastIndexOf('/');
  return `${slash >= 0 ? databaseUrl.slice(0, slash) : '.'}/media`;
}
