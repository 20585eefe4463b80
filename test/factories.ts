import { randomBytes } from 'node:crypto';
import type { Db } from '../src/server/db/connection';
import { hashPassword, type HashCost } from '../src/server/features/auth/passwords';
import { upsertAdmin } from '../src/server/features/auth/service';
import { insertMusician, type CreatedMusician, type NewMusician } from '../src/server/features/musicians/create-musician';
import type { SubscriptionStatus } from '../src/server/db/types';

/**
 * Test data, shared by the integration tests, the e2e setup and the demo seed
 * (`createMusician(db, { stageName: 'The Lanterns' })`).
 */
export const fastHashCost: HashCost = { memoryCost: 1024, timeCost: 1 };

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}${randomBytes(2).toString('hex')}`;

export interface MusicianOverrides {
  email?: string;
  password?: string;
  stageName?: string;
  subscriptionStatus?: SubscriptionStatus;
  isActive?: boolean;
  profile?: NewMusician['profile'];
  hashCost?: HashCost;
}

export interface FactoryMusician extends CreatedMusician {
  email: string;
  password: string;
}

export async function createMusician(db: Db, overrides: MusicianOverrides = {}): Promise<FactoryMusician> {
  const email = (overrides.email ?? `musician-${unique()}@example.test`).toLowerCase();
  const password = overrides.password ?? 'correct horse';
  const passwordHash = await hashPassword(password, overrides.hashCost ?? fastHashCost);
  const created = await db.transaction().execute((trx) =>
    insertMusician(trx, {
      email,
      passwordHash,
      stageName: overrides.stageName ?? `Test Artist ${unique()}`,
      trialDays: 14,
      ...(overrides.subscriptionStatus ? { subscriptionStatus: overrides.subscriptionStatus } : {}),
      ...(overrides.profile ? { profile: overrides.profile } : {}),
    }),
  );
  if (overrides.isActive === false) {
    await db.updateTable('users').set({ is_active: 0 }).where('id', '=', created.user.id).execute();
  }
  return { ...created, email, password };
}

export async function createAdmin(
  db: Db,
  overrides: { email?: string; password?: string; hashCost?: HashCost } = {},
): Promise<{ id: number; email: string; password: string }> {
  const email = (overrides.email ?? `admin-${unique()}@example.test`).toLowerCase();
  const password = overrides.password ?? 'admin password';
  const { id } = await upsertAdmin({ db, passwordHashing: overrides.hashCost ?? fastHashCost }, email, password);
  return { id, email, password };
}
