import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createMusician } from '../../../../test/factories';
import { createTestClock } from '../../clock';
import { followMessages } from '../../../shared/followers';
import { CONFIRMATION_RESEND_MS } from './service';

const clock = createTestClock('2026-11-26T18:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const LONG_ADDRESS = `${'fan'.repeat(20)}+🎸@example.com`.replace('🎸', 'x');

async function musician() {
  const created = await createMusician(t.ctx.db, {
    stageName: 'Luna 🌙 Ray',
    profile: { bio: 'Covers', music_styles: ['Pop'] },
  });
  const client = t.client();
  await client.post('/api/auth/signin', { email: created.email, password: created.password });
  return { ...created, client };
}

const follow = (qrCodeId: string, email: unknown) =>
  fetch(`${t.url}/api/musicians/${qrCodeId}/followers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

const post = (path: string, token: string) =>
  fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });

const mailTo = (address: string) =>
  t.ctx.db
    .selectFrom('email_outbox')
    .select(['subject', 'text_body', 'html_body', 'kind', 'session_id'])
    .where('to_address', '=', address)
    .orderBy('id')
    .execute();

/** The token of the first link to `path` in a message's text. */
const tokenIn = (text: string, action: string) => {
  const match = new RegExp(`follow=${action}&token=([^\\s]+)`).exec(text);
  if (!match) throw new Error(`no ${action} link in: ${text}`);
  return decodeURIComponent(match[1]!);
};

describe('following a musician by e-mail', () => {
  it('double opt-in: a confirmation link only, then "live now" on each show, and one-click unfollow', async () => {
    const artist = await musician();
    const fan = `Fan.${Date.now()}@Example.com`;
    expect((await follow(artist.qrCodeId, fan)).status).toBe(202);
    let mail = await mailTo(fan);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Confirm you want to follow Luna 🌙 Ray');
    // Every message carries its unfollow link.
    expect(mail[0]!.text_body).toContain(`/artist/${artist.qrCodeId}?follow=stop&token=`);

    // Typed again (another case): the same answer, and no second e-mail within the resend window.
    expect((await follow(artist.qrCodeId, fan.toUpperCase())).status).toBe(202);
    expect(await mailTo(fan)).toHaveLength(1);

    // Going live while the address is pending tells it nothing.
    const live = await artist.client.post('/api/sessions/live', { venue_name: 'The Blue Lamp' });
    expect(live.status).toBe(201);
    expect(await mailTo(fan)).toHaveLength(1);
    expect((await artist.client.get('/api/musicians/me/followers')).body).toEqual({
      confirmed: 0,
      pending: 1,
      by_push: 0,
    });
    const first = (live.body as { session: { id: number } }).session.id;
    expect((await artist.client.post(`/api/sessions/live/${first}/end`)).status).toBe(200);

    // Confirmed from the link: the next show is announced, once.
    const confirm = tokenIn(mail[0]!.text_body, 'confirm');
    const confirmed = await post('/api/followers/confirm', confirm);
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { artist: { stage_name: string } }).artist.stage_name).toBe('Luna 🌙 Ray');
    expect((await post('/api/followers/confirm', confirm)).status).toBe(200);
    expect((await artist.client.get('/api/musicians/me/followers')).body).toEqual({
      confirmed: 1,
      pending: 0,
      by_push: 0,
    });
    const again = await artist.client.post('/api/sessions/live', { venue_name: 'The Crown & Anchor' });
    expect(again.status).toBe(201);
    mail = await mailTo(fan);
    expect(mail).toHaveLength(2);
    expect(mail[1]!.subject).toBe('Luna 🌙 Ray is live now at The Crown & Anchor');
    expect(mail[1]!.text_body).toContain(`/request?qr=${artist.qrCodeId}`);
    expect(mail[1]!.html_body).toContain('Crown &amp; Anchor');

    // One click on the unfollow link of that message: gone, and the next show tells it nothing.
    const stop = tokenIn(mail[1]!.text_body, 'stop');
    expect((await post('/api/followers/unfollow', stop)).status).toBe(200);
    expect((await artist.client.get('/api/musicians/me/followers')).body).toEqual({
      confirmed: 0,
      pending: 0,
      by_push: 0,
    });
    // The link stops working once used; the confirmation link of the old row too.
    expect((await post('/api/followers/unfollow', stop)).status).toBe(400);
    expect((await post('/api/followers/confirm', confirm)).status).toBe(400);
    const id = (again.body as { session: { id: number } }).session.id;
    await artist.client.post(`/api/sessions/live/${id}/end`);
    await artist.client.post('/api/sessions/live', { venue_name: 'Elsewhere' });
    expect(await mailTo(fan)).toHaveLength(2);
  });

  it('sends the confirmation again only after the resend window, and answers alike for any address', async () => {
    const artist = await musician();
    const fan = `again.${Date.now()}@example.com`;
    await follow(artist.qrCodeId, fan);
    clock.advance(CONFIRMATION_RESEND_MS);
    await follow(artist.qrCodeId, fan);
    expect(await mailTo(fan)).toHaveLength(2);
    // Confirmed: typing it again sends nothing, with the same answer as a new address.
    await post('/api/followers/confirm', tokenIn((await mailTo(fan))[1]!.text_body, 'confirm'));
    clock.advance(CONFIRMATION_RESEND_MS);
    const res = await follow(artist.qrCodeId, fan);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ success: true });
    expect(await mailTo(fan)).toHaveLength(2);
  });

  it('one address typed on ten phones at once is one follower and one confirmation', async () => {
    const artist = await musician();
    const fan = `crowd.${Date.now()}@example.com`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => follow(artist.qrCodeId, fan)));
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 202));
    expect(await mailTo(fan)).toHaveLength(1);
    expect((await artist.client.get('/api/musicians/me/followers')).body).toEqual({
      confirmed: 0,
      pending: 1,
      by_push: 0,
    });
  });

  it('refuses bad addresses, unknown artists and forged links, changing nothing', async () => {
    const artist = await musician();
    for (const bad of ['', 'not an address', 42, `${'x'.repeat(250)}@example.com`]) {
      const res = await follow(artist.qrCodeId, bad);
      expect(res.status).toBe(400);
    }
    expect((await follow('no-such-code', 'fan@example.com')).status).toBe(404);
    expect((await artist.client.get('/api/musicians/me/followers')).body).toEqual({
      confirmed: 0,
      pending: 0,
      by_push: 0,
    });
    await follow(artist.qrCodeId, LONG_ADDRESS);
    const [mail] = await mailTo(LONG_ADDRESS);
    const token = tokenIn(mail!.text_body, 'confirm');
    const [id] = token.split('.');
    for (const forged of [`${id}.${'A'.repeat(32)}`, `${Number(id) + 1}.${token.split('.')[1]}`, 'junk', '']) {
      expect((await post('/api/followers/confirm', forged)).status).toBe(400);
      expect((await post('/api/followers/unfollow', forged)).status).toBe(400);
    }
    // The unfollow token is not a confirmation token.
    expect((await post('/api/followers/confirm', tokenIn(mail!.text_body, 'stop'))).status).toBe(400);
    expect((await artist.client.get('/api/musicians/me/followers')).body).toEqual({
      confirmed: 0,
      pending: 1,
      by_push: 0,
    });
    const wrong = await post('/api/followers/confirm', 'junk');
    expect(await wrong.json()).toEqual({ error: followMessages.invalidLink, code: 'follow_link_invalid' });
  });

  it('exports only the confirmed followers as CSV, with formulas defused', async () => {
    const artist = await musician();
    const sneaky = `-cmd.${Date.now()}@example.com`;
    const pending = `pending.${Date.now()}@example.com`;
    for (const address of [sneaky, pending]) await follow(artist.qrCodeId, address);
    await post('/api/followers/confirm', tokenIn((await mailTo(sneaky))[0]!.text_body, 'confirm'));
    const csv = await artist.client.get('/api/musicians/me/followers.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    expect(csv.text).toContain('Email,Following since');
    expect(csv.text).toContain(`'${sneaky}`);
    expect(csv.text).not.toContain(pending);
    expect((await t.client().get('/api/musicians/me/followers.csv')).status).toBe(401);
  });
});
