import type { FastifyBaseLogger } from 'fastify';
import type { AppMetrics } from './http/metrics';
import type { Clock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle, Db } from './db/connection';
import type { OpenStreams } from './http/open-streams';
import type { Payments } from './payments/payments';
import type { PayoutProvider } from './payments/payouts';
import type { EventBus } from './realtime/event-bus';
import type { SubscriptionBilling } from './features/subscriptions/billing';
import type { PushSender } from './push/push-sender';

/** What every feature's routes and services receive: built once in buildApp, no globals. */
export interface AppContext {
  config: Config;
  /** The time services act on; tests move it instead of sleeping or editing rows. */
  clock: Clock;
  db: Db;
  database: DatabaseHandle;
  /** Key for HMACs (IP hashes, device ids). From SESSION_SECRET, or generated and kept in ./data. */
  secret: string;
  /** Argon2 cost; tests lower it so a suite of sign-ups stays quick. */
  passwordHashing: { memoryCost: number; timeCost: number };
  limits: RateLimits;
  bus: EventBus;
  /** The card payment provider and the features' handlers of its payments. */
  payments: Payments;
  /** Where musicians' withdrawals are paid: Stripe Connect, or the local test bank. */
  payouts: PayoutProvider;
  /** How musicians' subscriptions are paid: the same provider as payments (local or Stripe). */
  billing: SubscriptionBilling;
  /** Open SSE streams, closed when the server shuts down. */
  streams: OpenStreams;
  /** What the instance counts about itself (GET /metrics). */
  metrics: AppMetrics;
  /** Web Push to fans' phones; undefined when the server has no VAPID keys (docs/decisions/033). */
  push: PushSender | undefined;
  /** The app's log (at LOG_LEVEL), for background work that has no request to log through. */
  log?: FastifyBaseLogger;
}

export interface RateLimit {
  max: number;
  timeWindow: number;
}

export interface RateLimits {
  signIn: RateLimit;
  signUp: RateLimit;
  adminLogin: RateLimit;
  /** "Forgot password?" per client address (each account has its own cap too: docs/decisions/020). */
  passwordReset: RateLimit;
  /** Anonymous fan-to-artist messages. */
  contact: RateLimit;
  clientErrors: RateLimit;
}

/**
 * Sign-in and sign-up counts come from config (SIGNIN_LIMIT_PER_10_MIN, SIGNUP_LIMIT_PER_HOUR):
 * generous enough for a band sharing a venue's Wi-Fi, tight enough to stop password guessing.
 */
export const rateLimitsFor = (config: Config): RateLimits => ({
  signIn: { max: config.authLimits.signInPer10Min, timeWindow: 10 * 60_000 },
  signUp: { max: config.authLimits.signUpPerHour, timeWindow: 60 * 60_000 },
  adminLogin: { max: Math.min(10, config.authLimits.signInPer10Min), timeWindow: 10 * 60_000 },
  passwordReset: { max: Math.min(10, config.authLimits.signInPer10Min), timeWindow: 60 * 60_000 },
  contact: { max: 5, timeWindow: 10 * 60_000 },
  clientErrors: { max: 30, timeWindow: 60_000 },
});
