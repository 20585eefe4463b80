import { randomBytes } from 'node:crypto';
import type { RequestCheckout } from '../src/shared/tips';
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

/** A fan's tipped request for Galway Girl from Aoife (fields change them): its checkout, still to pay. */
export async function paidRequest(
  app: TestApp,
  sessionId: number,
  tip: number,
  fields: { song_title?: string; fan_name?: string; message?: string } = {},
): Promise<RequestCheckout> {
  const res = await fanRequest(app, sessionId, {
    song_title: 'Galway Girl',
    fan_name: 'Aoife',
    ...fields,
    tip_amount: tip,
  });
  if (res.status !== 202) throw new Error(`the tipped request was refused: ${res.status}`);
  return ((await res.json()) as { checkout: RequestCheckout }).checkout;
}

/** The local payment page's confirm, as the fan's browser sends it (a declining card number fails it). */
export const payCheckout = (app: TestApp, checkout: RequestCheckout, card = '4242424242424242') =>
  app.client().post(`/api/payments/local/${checkout.payment_id}/confirm`, {
    client_secret: checkout.client_secret,
    card_number: card,
    expiry: '12/39',
    cvc: '123',
  });
