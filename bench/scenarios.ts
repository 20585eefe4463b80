/**
 * Load scenarios. Each prepares its data over HTTP (or directly in the database file) and returns
 * the request autocannon repeats. Later features add theirs here: the public live list, a fan's
 * request submit, the musician's queue read and fan-to-musician event latency.
 */
export interface Target {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Scenario {
  name: string;
  prepare(env: { appUrl: string; databasePath: string }): Promise<Target>;
  /** Optional check after the load, e.g. that nothing acknowledged was lost. Returns a note. */
  verify?(target: Target): Promise<string>;
}

async function signUpCookie(appUrl: string): Promise<string> {
  const email = `bench-${Date.now()}@example.test`;
  const res = await fetch(`${appUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench password', stageName: 'Bench Band' }),
  });
  if (res.status !== 201) throw new Error(`sign-up for the bench failed: ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sc_session='));
  return cookie!.split(';')[0]!;
}

export const scenarios: Scenario[] = [
  {
    name: 'GET /api/health (database round trip)',
    prepare: async ({ appUrl }) => ({ url: `${appUrl}/api/health` }),
  },
  {
    name: 'GET /api/auth/me (signed-in session lookup)',
    prepare: async ({ appUrl }) => ({ url: `${appUrl}/api/auth/me`, headers: { cookie: await signUpCookie(appUrl) } }),
  },
];
