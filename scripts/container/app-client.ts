import http from 'node:http';

/**
 * The few API calls the container test makes, over plain HTTP as a phone would: a musician signs
 * up, fills the profile, goes live; a fan sends a request; the musician reads the queue.
 */
export interface Musician {
  cookie: string;
  sessionId: number;
}

async function call(base: string, path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, text, cookies: res.headers.getSetCookie() };
}

function expectStatus(what: string, got: { status: number; text: string }, status: number): void {
  if (got.status !== status)
    throw new Error(`${what}: expected ${status}, got ${got.status} ${got.text.slice(0, 300)}`);
}

export async function signUpAndGoLive(base: string, email: string): Promise<Musician> {
  const signup = await call(base, '/api/auth/signup', {
    body: { email, password: 'container-test-password', stageName: 'Container Test Band' },
  });
  expectStatus('sign-up', signup, 201);
  const cookie = signup.cookies.find((c) => c.startsWith('sc_session='))?.split(';')[0];
  if (!cookie) throw new Error('sign-up set no session cookie');
  const profile = await call(base, '/api/musicians/profile', {
    method: 'PUT',
    cookie,
    body: { stage_name: 'Container Test Band', bio: 'Plays from a container.', music_styles: ['Rock'] },
  });
  expectStatus('profile', profile, 200);
  const live = await call(base, '/api/sessions/live', { cookie, body: { venue_name: 'The Loopback Arms' } });
  expectStatus('go live', live, 201);
  return { cookie, sessionId: (JSON.parse(live.text) as { session: { id: number } }).session.id };
}

export async function sendFanRequest(base: string, sessionId: number, songTitle: string): Promise<void> {
  const sent = await call(base, `/api/sessions/${sessionId}/requests`, {
    body: { song_title: songTitle, artist_name: 'The Containers', fan_name: 'Fan', message: null },
  });
  expectStatus('fan request', sent, 201);
}

/** The song titles in the musician's live queue (the musician's session cookie must still be good). */
export async function queueTitles(base: string, musician: Musician): Promise<string[]> {
  const queue = await call(base, '/api/sessions/live/requests', { cookie: musician.cookie });
  expectStatus('queue', queue, 200);
  const titles: string[] = [];
  JSON.parse(queue.text, (key, value: unknown) => {
    if (key === 'song_title' && typeof value === 'string') titles.push(value);
    return value;
  });
  return titles;
}

/** Opens the musician's queue stream; `ended` settles when the server closes it. */
export function openQueueStream(base: string, musician: Musician): Promise<{ ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}/api/sessions/live/requests/stream`,
      { headers: { cookie: musician.cookie, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`queue stream: ${res.statusCode}`));
          return;
        }
        res.resume();
        const ended = new Promise<void>((done) => {
          res.once('end', () => done());
          res.once('close', () => done());
        });
        resolve({ ended });
      },
    );
    req.once('error', reject);
  });
}

/** Waits until /api/health answers 200 (connection refused while the server starts up). */
export async function waitForHealth(base: string, isRunning: () => boolean): Promise<void> {
  for (;;) {
    if (!isRunning()) throw new Error('the container exited before it answered /api/health');
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
