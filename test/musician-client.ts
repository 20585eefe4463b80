import { COOKIE_NAMES } from '../src/server/features/auth/cookies';
import { hashPassword } from '../src/server/features/auth/passwords';
import { createAuthSession } from '../src/server/features/auth/session-store';
import type { TestApp } from './app';
import { createAdmin, createMusician, fastHashCost, type FactoryMusician, type MusicianOverrides } from './factories';
import type { TestClient } from './http-client';

/** Profile fields that make a musician complete (spec 1 §4): stage name, bio, one style. */
export const completeProfile = { bio: 'Acoustic covers and originals', music_styles: ['Acoustic'] };

export interface SignedInMusician {
  m: FactoryMusician;
  client: TestClient;
}

/** A musician created by the factories and signed in with its own cookie jar. */
export async function signedInMusician(t: TestApp, overrides: MusicianOverrides = {}): Promise<SignedInMusician> {
  const m = await createMusician(t.ctx.db, overrides);
  const client = t.client();
  const res = await client.post('/api/auth/signin', { email: m.email, password: m.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return { m, client };
}

/** A signed-in account that is not a musician: a fan account, or an admin using the musician sign-in. */
export async function signedInNonMusician(t: TestApp, userType: 'fan' | 'admin'): Promise<TestClient> {
  const password = 'not a musician';
  let email: string;
  if (userType === 'admin') {
    email = (await createAdmin(t.ctx.db, { password })).email;
  } else {
    email = `fan-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.test`;
    const at = new Date().toISOString();
    await t.ctx.db
      .insertInto('users')
      .values({
        email,
        password_hash: await hashPassword(password, fastHashCost),
        user_type: 'fan',
        name: null,
        google_subject: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  const client = t.client();
  if (userType === 'admin') {
    // The musician sign-in refuses admins; a user-scope session of an admin (one made before that
    // rule) must still be refused by every musician route.
    const user = await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const { token } = await createAuthSession(t.ctx.db, user.id, 'user', {}, t.ctx.clock.now());
    client.setCookie(COOKIE_NAMES.user, token);
    return client;
  }
  const res = await client.post('/api/auth/signin', { email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return client;
}
