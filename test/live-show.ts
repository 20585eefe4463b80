import { randomBytes } from 'node:crypto';
import type { TestApp } from './app';
import { createMusician } from './factories';
import { openStream } from './sse-client';

/** A musician with a complete profile, signed in and live: what every real-time test starts from. */
export async function liveShow(app: TestApp, venueName = 'The Crown') {
  const musician = await createMusician(app.ctx.db, { profile: { bio: 'Covers', music_styles: ['Pop'] } });
  const client = app.client();
  await client.post('/api/auth/signin', { email: musician.email, password: musician.password });
  const live = await client.post('/api/sessions/live', { venue_name: venueName });
  if (live.status !== 201) throw new Error(`going live failed: ${live.status} ${live.text}`);
  const session = live.body.session as { id: number };
  return {
    musician,
    client,
    session,
    cookie: `sc_session=${client.cookie('sc_session')}`,
    /** Opens the musician's queue stream on an instance (the same sign-in on any of them). */
    queueStream(on: TestApp = app, headers: Record<string, string> = {}) {
      return openStream(`${on.url}/api/sessions/live/requests/stream`, {
        cookie: `sc_session=${client.cookie('sc_session')}`,
        ...headers,
      });
    },
  };
}

export const newDeviceId = () => randomBytes(16).toString('base64url');

/** A fan's POST from a phone (its own device cookie) through an instance, optionally via a proxy. */
export function fanRequest(
  on: TestApp | string,
  sessionId: number,
  body: object,
  options: { deviceId?: string; headers?: Record<string, string> } = {},
) {
  const base = typeof on === 'string' ? on : on.url;
  return fetch(`${base}/api/sessions/${sessionId}/requests`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `sc_device=${options.deviceId ?? newDeviceId()}`,
      ...options.headers,
    },
    body: JSON.stringify(body),
  });
}
