import { connectDatabase } from '../src/server/db/connection';
import { createLiveSession, createMusician, createSongRequest } from '../src/server/demo/factories';

/**
 * Load scenarios. Each prepares its data (directly in the SQLite file the server process uses, or
 * over HTTP) and returns the request autocannon repeats. `verify` runs after the load.
 */
export interface Target {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * Each request comes from the next of this many client addresses (X-Forwarded-For through the
   * one proxy hop the app trusts in the bench): phones on a venue's Wi-Fi and on mobile networks,
   * each address under the default per-address limit as real ones are.
   */
  addresses?: number;
}

export interface LoadResult {
  ok2xx: number;
  non2xx: number;
  connections: number;
}

export interface Scenario {
  name: string;
  prepare(env: BenchEnv): Promise<Target>;
  /** The same statement(s) and JSON on the minimal same-work server (bench/minimal-server.mjs). */
  minimal(env: BenchEnv): Promise<Target>;
  /** A check after the load (e.g. nothing acknowledged was lost); returns a note for the table. */
  verify?(env: BenchEnv, result: LoadResult): Promise<string>;
}

export interface BenchEnv {
  appUrl: string;
  minimalUrl: string;
  /** The app's database: a SQLite file, or a fresh PostgreSQL database made for the run. */
  databaseUrl: string;
  state: Record<string, unknown>;
}

const completeProfile = { bio: 'Bench band', music_styles: ['Rock'] };

export async function withDb<T>(
  databaseUrl: string,
  work: (db: ReturnType<typeof connectDatabase>['db']) => Promise<T>,
): Promise<T> {
  const handle = connectDatabase(databaseUrl);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

export async function signIn(appUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${appUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('sc_session='))!
    .split(';')[0]!;
}

/** A live musician with `requests` requests in the queue; returns the session and a signed-in cookie. */
export async function liveMusicianWithQueue(env: BenchEnv, requests: number) {
  const { m, session } = await withDb(env.databaseUrl, async (db) => {
    const m = await createMusician(db, { profile: completeProfile });
    const session = await createLiveSession(db, m.profileId);
    for (let i = 0; i < requests; i++) {
      await createSongRequest(db, session, {
        song_title: `Queue Song ${i}`,
        fan_name: `Fan ${i}`,
        tip_amount: i % 5 === 0 ? 200 : 0,
      });
    }
    return { m, session };
  });
  return { session, cookie: await signIn(env.appUrl, m.email, m.password) };
}

const fanRequest = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ song_title: 'Mr. Brightside', artist_name: 'The Killers', fan_name: 'Bench', message: null }),
};

/** A run of 5 s sends up to ~10,000 requests: 250 addresses keep each well under the default 1,000 an hour. */
const fanAddresses = 250;

/**
 * A fan sending a request to a show that already holds `earlier` requests (0: the show is new).
 * "Never lose a request": every acknowledged (201) request must be stored, and nothing more.
 */
function fanSubmit(earlier: number): Scenario {
  return {
    name: `POST /api/sessions/{id}/requests (fan submit${earlier > 0 ? `, ${earlier.toLocaleString('en')} earlier requests in the show` : ''})`,
    prepare: async (env) => {
      const { session } = await liveMusicianWithQueue(env, earlier);
      env.state.submitSessionId = session.id;
      return { url: `${env.appUrl}/api/sessions/${session.id}/requests`, ...fanRequest, addresses: fanAddresses };
    },
    // A show of its own, so the rows it stores do not count in the app's check above.
    minimal: async (env) => {
      const { session } = await liveMusicianWithQueue(env, earlier);
      return { url: `${env.minimalUrl}/sessions/${session.id}/requests`, ...fanRequest };
    },
    verify: async (env, result) => {
      const stored =
        Number(
          (
            await withDb(env.databaseUrl, (db) =>
              db
                .selectFrom('song_requests')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('session_id', '=', env.state.submitSessionId as number)
                .executeTakeFirstOrThrow(),
            )
          ).n,
        ) - earlier;
      // autocannon stops mid-flight: requests the server stored whose answer arrived after the cut-off
      // are stored but not counted as acknowledged (at most one per connection). None may be missing.
      const inFlight = stored - result.ok2xx;
      const verdict = inFlight >= 0 && inFlight <= result.connections ? 'OK, none lost' : 'LOST REQUESTS';
      return `acknowledged ${result.ok2xx}, stored ${stored} (${inFlight} in flight at the cut-off): ${verdict}`;
    },
  };
}

/** The musician's queue read with `requests` in the queue. */
function queueRead(requests: number): Scenario {
  const key = `queueSessionId${requests}`;
  return {
    name: `GET /api/sessions/live/requests (${requests.toLocaleString('en')} in the queue)`,
    prepare: async (env) => {
      const { cookie, session } = await liveMusicianWithQueue(env, requests);
      env.state[key] = session.id;
      return { url: `${env.appUrl}/api/sessions/live/requests`, headers: { cookie } };
    },
    minimal: async (env) => ({ url: `${env.minimalUrl}/queue/${env.state[key] as number}` }),
  };
}

export const scenarios: Scenario[] = [
  {
    name: 'GET /api/health (database round trip)',
    prepare: async ({ appUrl }) => ({ url: `${appUrl}/api/health` }),
    minimal: async ({ minimalUrl }) => ({ url: `${minimalUrl}/health` }),
  },
  {
    name: 'GET /api/sessions/active (50 live sessions)',
    prepare: async (env) => {
      await withDb(env.databaseUrl, async (db) => {
        for (let i = 0; i < 50; i++) {
          const m = await createMusician(db, { stageName: `Live Act ${i}`, profile: completeProfile });
          await createLiveSession(db, m.profileId, { venue_name: `Venue ${i}`, session_name: `Set ${i}` });
        }
      });
      return { url: `${env.appUrl}/api/sessions/active` };
    },
    minimal: async ({ minimalUrl }) => ({ url: `${minimalUrl}/active` }),
  },
  fanSubmit(0),
  queueRead(200),
  {
    // What the live manager's browser sends: it accepts Brotli and gzip, and pays for what it gets.
    name: 'GET /api/sessions/live/requests (200 in the queue, as a browser asks: accept-encoding br, gzip)',
    prepare: async (env) => {
      const { cookie, session } = await liveMusicianWithQueue(env, 200);
      env.state.browserQueueSessionId = session.id;
      return {
        url: `${env.appUrl}/api/sessions/live/requests`,
        headers: { cookie, accept: 'application/json', 'accept-encoding': 'br, gzip' },
      };
    },
    // The minimal server sends the JSON uncompressed: the ratio to it shows compression's cost, if any.
    minimal: async (env) => ({ url: `${env.minimalUrl}/queue/${env.state.browserQueueSessionId as number}` }),
  },
  // Issue 48 point 4, cost as a show grows: the same two routes with more already in the show.
  // Growth is in the ratio to the same route's row above: a route whose work does not grow with
  // the show (fan submit) should keep its rate; the queue read's answer grows with its requests.
  fanSubmit(10),
  fanSubmit(1_000),
  fanSubmit(10_000),
  queueRead(50),
  queueRead(1_000),
];
