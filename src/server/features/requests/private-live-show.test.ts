import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { fanRequest, liveShow } from '../../../../test/live-show';
import { openStream } from '../../../../test/sse-client';
import { createMusician } from '../../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A live musician who has switched Privacy › Public profile off, with custom prices and tip chips. */
async function privateLiveShow() {
  const show = await liveShow(t);
  const set = await show.client.put('/api/musicians/privacy-settings', {
    public_profile_enabled: false,
    show_upcoming_gigs: true,
    allow_direct_messages: true,
  });
  expect(set.status).toBe(200);
  const pricing = await show.client.put('/api/musicians/pricing', {
    custom_pricing_enabled: true,
    default_request_price: 200,
    premium_request_price: 500,
    suggested_tip_amounts: '1.00, 3.00',
  });
  expect(pricing.status).toBe(200);
  return show;
}

describe('a live show of a private profile', () => {
  it('takes requests through its QR code, and the QR code says it is live with its prices', async () => {
    const show = await privateLiveShow();
    const byQr = await t.client().get(`/api/musicians/${show.musician.qrCodeId}`);
    expect(byQr.status).toBe(200);
    expect(byQr.body.active_session).toMatchObject({ id: show.session.id, requests_paused: false });
    expect(byQr.body.musician).toMatchObject({
      public_profile_enabled: false,
      request_prices: { standard: 200, premium: 500 },
      suggested_tips: [100, 300],
    });

    const sent = await fanRequest(t, show.session.id, { song_title: 'Hidden Gem', tip_amount: 0 });
    // A price is paid first: the show took the request to its checkout.
    expect(sent.status).toBe(202);
    const free = await show.client.put('/api/musicians/pricing', {
      custom_pricing_enabled: false,
      default_request_price: 200,
      premium_request_price: 500,
      suggested_tip_amounts: '1.00, 3.00',
    });
    expect(free.status).toBe(200);
    const queued = await fanRequest(t, show.session.id, { song_title: 'Hidden Gem' });
    expect(queued.status).toBe(201);
  });

  it('keeps the artist page and the public lists closed', async () => {
    const show = await privateLiveShow();
    const byQr = await t.client().get(`/api/musicians/${show.musician.qrCodeId}`);
    // Nothing of the profile itself: no bio, photo, links or totals.
    expect(byQr.body.musician).toMatchObject({
      bio: null,
      profile_photo_url: null,
      instagram_handle: null,
      website_url: null,
      total_requests_received: 0,
      total_tips_earned: 0,
    });
    const live = await t.client().get('/api/sessions/active');
    expect(live.status).toBe(200);
    expect((live.body as { id: number }[]).map((s) => s.id)).not.toContain(show.session.id);
  });

  it('once the show ends, the QR code says not live and requests are refused', async () => {
    const show = await privateLiveShow();
    expect((await show.client.post(`/api/sessions/live/${show.session.id}/end`, {})).status).toBe(200);
    const byQr = await t.client().get(`/api/musicians/${show.musician.qrCodeId}`);
    expect(byQr.body.active_session).toBeNull();
    expect(byQr.body.musician.request_prices).toBeNull();
    expect((await fanRequest(t, show.session.id, { song_title: 'Too Late' })).status).toBe(404);
  });
});

describe('prices changed during a show', () => {
  it('are announced on the live-shows stream by the show’s id, so open fan pages re-read them', async () => {
    const show = await liveShow(t);
    const live = await openStream(`${t.url}/api/sessions/active/stream`);
    await live.next('snapshot');
    const on = await show.client.put('/api/musicians/pricing', {
      custom_pricing_enabled: true,
      default_request_price: 200,
      premium_request_price: 500,
      suggested_tip_amounts: '',
    });
    expect(on.status).toBe(200);
    expect((await live.next('session.updated')).data).toEqual({ id: show.session.id });
    const byQr = await t.client().get(`/api/musicians/${show.musician.qrCodeId}`);
    expect(byQr.body.musician.request_prices).toEqual({ standard: 200, premium: 500 });
    live.close();
  });

  it('announce nothing for a musician who is not live', async () => {
    const offstage = await createMusician(t.ctx.db);
    const client = t.client();
    await client.post('/api/auth/signin', { email: offstage.email, password: offstage.password });
    const before = await t.ctx.db.selectFrom('realtime_events').select('id').execute();
    const res = await client.put('/api/musicians/pricing', {
      custom_pricing_enabled: true,
      default_request_price: 200,
      premium_request_price: 500,
      suggested_tip_amounts: '',
    });
    expect(res.status).toBe(200);
    expect(await t.ctx.db.selectFrom('realtime_events').select('id').execute()).toHaveLength(before.length);
  });
});
