import { expect } from 'vitest';
import { startTestApp, type TestApp } from './app';
import type { TestClient } from './http-client';
import type { TestDatabase } from './test-database';
import {
  startTestIssuer,
  type TestAccountClaims,
  type TestIssuer,
} from '../src/server/features/auth/google/test-issuer';

/** Test support: an app wired to a local issuer, and the browser's side of a Google sign-in. */
export const CLIENT_ID = 'stagecall-test-client';
export const CLIENT_SECRET = 'stagecall-test-client-secret';

export interface GoogleTestBed {
  issuer: TestIssuer;
  t: TestApp;
  close(): Promise<void>;
}

export async function startGoogleTestBed(
  options: { claimsInIdToken?: boolean; database?: TestDatabase } = {},
): Promise<GoogleTestBed> {
  const issuer = await startTestIssuer();
  const t = await startTestApp({
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, OIDC_ISSUER: issuer.url },
    ...(options.database ? { database: options.database } : {}),
  });
  await issuer.registerClient({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUri: `${t.url}/auth/callback`,
    claimsInIdToken: options.claimsInIdToken ?? true,
  });
  return {
    issuer,
    t,
    async close() {
      await t.close();
      await issuer.close();
    },
  };
}

let sequence = 0;

/** A Google account that exists only at the test issuer; its id is the `sub` claim. */
export function addGoogleAccount(issuer: TestIssuer, claims: TestAccountClaims = {}) {
  sequence += 1;
  const unique = `${Date.now().toString(36)}-${sequence}`;
  const accountId = `google-sub-${unique}`;
  const full: TestAccountClaims = {
    email: `fan-${unique}@gmail.test`,
    email_verified: true,
    name: 'Rosa Lane',
    ...claims,
  };
  issuer.addAccount(accountId, full);
  return { accountId, email: full.email!, name: full.name };
}

/** What the browser does: ask the app where to go, sign in at the issuer, land on /auth/callback. */
export async function reachCallback(issuer: TestIssuer, client: TestClient, accountId: string) {
  const start = await client.get('/api/oauth/google/redirect_url');
  expect(start.status).toBe(200);
  const callback = await issuer.authorize(start.body.redirectUrl, accountId);
  return { code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')! };
}

/** The whole sign-in: redirect, issuer login and consent, then the callback page's POST /api/sessions. */
export async function signInWithGoogle(issuer: TestIssuer, client: TestClient, accountId: string) {
  return client.post('/api/sessions', await reachCallback(issuer, client, accountId));
}
