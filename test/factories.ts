import { randomBytes } from 'node:crypto';
import { TOTP } from 'otpauth';
import type { Db } from '../src/server/db/connection';
import type { HashCost } from '../src/server/features/auth/passwords';
import { upsertAdmin } from '../src/server/features/auth/service';
import { sealSecret } from '../src/server/features/auth/second-factor/secret-box';
import { newTotpSecret } from '../src/server/features/auth/second-factor/totp';
import {
  createMusician as createDemoMusician,
  type FactoryMusician,
  type MusicianOverrides,
} from '../src/server/demo/factories';

// The row factories live with the demo seed, which runs in production builds; what only tests
// need (cheap password hashing, administrators with authenticator codes) is here.
export * from '../src/server/demo/factories';

/** Argon2id at its cheapest: a test signs in hundreds of times, and its passwords guard nothing. */
export const fastHashCost: HashCost = { memoryCost: 1024, timeCost: 1 };

/** A musician as the demo makes them, with the cheap hash unless the test asks for another. */
export function createMusician(db: Db, overrides: MusicianOverrides = {}): Promise<FactoryMusician> {
  return createDemoMusician(db, { hashCost: fastHashCost, ...overrides });
}

/** The server secret of test/app.ts: what the admin factory seals authenticator secrets with by default. */
export const TEST_SERVER_SECRET = 'test-secret-test-secret-test-secret';

export interface TestAdmin {
  id: number;
  email: string;
  password: string;
  /** Base32 authenticator secret (null with `secondFactor: false`). */
  totpSecret: string | null;
  /** The authenticator code at `at` (the app's clock; now by default). */
  code: (at?: Date) => string;
  /** The sign-in body with a fresh code: `client.post('/api/admin/login', admin.login())`. */
  login: (at?: Date) => { email: string; password: string; code?: string };
}

/**
 * An administrator with authenticator codes already set up (the back office requires a second
 * factor), sealed under `serverSecret`: the app's secret (an e2e server's is in its data folder).
 */
export async function createAdmin(
  db: Db,
  overrides: {
    email?: string;
    password?: string;
    hashCost?: HashCost;
    secondFactor?: boolean;
    serverSecret?: string;
  } = {},
): Promise<TestAdmin> {
  const email = (overrides.email ?? `admin-${randomBytes(6).toString('hex')}@example.test`).toLowerCase();
  const password = overrides.password ?? 'admin password';
  const { id } = await upsertAdmin({ db, passwordHashing: overrides.hashCost ?? fastHashCost }, email, password);
  const totpSecret = overrides.secondFactor === false ? null : newTotpSecret();
  if (totpSecret) {
    const at = new Date(0).toISOString();
    await db
      .insertInto('totp_factors')
      .values({
        user_id: id,
        secret_encrypted: sealSecret(overrides.serverSecret ?? TEST_SERVER_SECRET, totpSecret),
        confirmed_at: at,
        last_used_step: null,
        created_at: at,
      })
      .onConflict((c) => c.column('user_id').doNothing())
      .execute();
  }
  const code = (at: Date = new Date()) => {
    if (!totpSecret) throw new Error('this admin has no authenticator codes');
    return totpCode(totpSecret, at);
  };
  return {
    id,
    email,
    password,
    totpSecret,
    code,
    login: (at?: Date) => ({ email, password, ...(totpSecret ? { code: code(at) } : {}) }),
  };
}

/** What an authenticator app shows for a base32 secret at an instant (RFC 6238, as the server checks). */
export function totpCode(secret: string, at: Date = new Date()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret }).generate({ timestamp: at.getTime() });
}
