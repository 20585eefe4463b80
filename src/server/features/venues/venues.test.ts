import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createMusician, createSavedVenue, createVenue } from '../../../../test/factories';
import { signedInMusician, signedInNonMusician } from '../../../../test/musician-client';
import { venueMessages } from '../../../shared/venues';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const names = (body: Array<{ venue_name: string }>) => body.map((v) => v.venue_name);
const search = (client: ReturnType<TestApp['client']>, q: string) =>
  client.get(`/api/venues/search?q=${encodeURIComponent(q)}`);

describe('GET /api/musicians/venues', () => {
  it("lists the musician's saved venues, most recently used first, with the spec fields", async () => {
    const { m, client } = await signedInMusician(t);
    const other = await createMusician(t.ctx.db);
    const [lastNight, twoDaysAgo] = [hoursAgo(12), hoursAgo(48)];
    await createSavedVenue(t.ctx.db, m.profileId, {
      venue_name: 'Old Haunt',
      usage_count: 9,
      last_used_at: twoDaysAgo,
    });
    await createSavedVenue(t.ctx.db, m.profileId, {
      venue_name: 'Last Night',
      location_address: '2 Low St',
      usage_count: 1,
      last_used_at: lastNight,
    });
    await createSavedVenue(t.ctx.db, other.profileId, { venue_name: 'Not Mine', last_used_at: hoursAgo(1) });

    const res = await client.get('/api/musicians/venues');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { venue_name: 'Last Night', location_address: '2 Low St', usage_count: 1, last_used_at: lastNight },
      { venue_name: 'Old Haunt', location_address: null, usage_count: 9, last_used_at: twoDaysAgo },
    ]);
  });

  it('needs a signed-in musician', async () => {
    expect((await t.client().get('/api/musicians/venues')).status).toBe(401);
    const fan = await signedInNonMusician(t, 'fan');
    expect((await fan.get('/api/musicians/venues')).status).toBe(403);
  });
});

describe('GET /api/venues/search', () => {
  it('answers nothing below 2 characters', async () => {
    const { m, client } = await signedInMusician(t);
    await createSavedVenue(t.ctx.db, m.profileId, { venue_name: 'A Bar' });
    for (const q of ['', 'a', '  a  ']) {
      const res = await search(client, q);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
    expect((await client.get('/api/venues/search')).body).toEqual([]);
  });

  it('lists saved venues first, then global ones not already saved, in the suggestion shape', async () => {
    const { m, client } = await signedInMusician(t);
    const linked = await createVenue(t.ctx.db, {
      venue_name: 'Crowndale Hall',
      location_address: '5 Crowndale Rd',
      city: 'London',
      country: 'United Kingdom',
      venue_type: 'concert_hall',
      phone_number: '020 0000 0000',
      website_url: 'https://crowndale.example',
      description: 'A big room',
      usage_count: 40,
    });
    await createVenue(t.ctx.db, {
      venue_name: 'The Crown Inn',
      location_address: '1 High St',
      city: 'Leeds',
      usage_count: 3,
    });
    await createVenue(t.ctx.db, { venue_name: 'Crown & Anchor', city: 'York', usage_count: 7 });
    await createVenue(t.ctx.db, { venue_name: 'Crown Closed', is_active: 0 });
    await createSavedVenue(t.ctx.db, m.profileId, {
      venue_name: 'The Crown Inn',
      location_address: 'Back room, 1 High St',
      usage_count: 2,
      last_used_at: hoursAgo(3),
    });
    await createSavedVenue(t.ctx.db, m.profileId, {
      venue_name: 'Crowndale Hall',
      venue_id: linked.id,
      usage_count: 5,
    });
    const other = await createMusician(t.ctx.db);
    await createSavedVenue(t.ctx.db, other.profileId, { venue_name: 'Crown Secret' });

    const res = await search(client, ' CROWN ');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Crowndale Hall', 'The Crown Inn', 'Crown & Anchor']);
    expect(res.body.map((v: { source: string }) => v.source)).toEqual(['saved', 'saved', 'global']);
    expect(res.body[0]).toEqual({
      venue_name: 'Crowndale Hall',
      place_id: String(linked.id),
      structured_formatting: { main_text: 'Crowndale Hall', secondary_text: '5 Crowndale Rd, London, United Kingdom' },
      location_address: '5 Crowndale Rd',
      city: 'London',
      country: 'United Kingdom',
      venue_type: 'concert_hall',
      phone_number: '020 0000 0000',
      website_url: 'https://crowndale.example',
      description: 'A big room',
      source: 'saved',
      usage_count: 5,
      last_used_at: null,
    });
    expect(res.body[1]).toMatchObject({
      place_id: null,
      structured_formatting: { main_text: 'The Crown Inn', secondary_text: 'Back room, 1 High St' },
      location_address: 'Back room, 1 High St',
      city: null,
      venue_type: null,
      usage_count: 2,
      last_used_at: expect.any(String),
    });
    const global = await t.ctx.db
      .selectFrom('venues')
      .select('id')
      .where('venue_name', '=', 'Crown & Anchor')
      .executeTakeFirstOrThrow();
    expect(res.body[2]).toEqual({
      venue_name: 'Crown & Anchor',
      place_id: String(global.id),
      structured_formatting: { main_text: 'Crown & Anchor', secondary_text: 'York, United Kingdom' },
      location_address: null,
      city: 'York',
      country: 'United Kingdom',
      venue_type: 'pub',
      phone_number: null,
      website_url: null,
      description: null,
      source: 'global',
      usage_count: 7,
      last_used_at: null,
    });
  });

  it('finds global venues by address or city too', async () => {
    const { client } = await signedInMusician(t);
    await createVenue(t.ctx.db, { venue_name: 'The Grove', city: 'Huddersfield' });
    await createVenue(t.ctx.db, { venue_name: 'Parish', location_address: '28 Station St, Huddersfield' });
    const res = await search(client, 'huddersf');
    expect(names(res.body).sort()).toEqual(['Parish', 'The Grove']);
  });

  it('treats % and _ as the characters themselves', async () => {
    const { m, client } = await signedInMusician(t);
    await createSavedVenue(t.ctx.db, m.profileId, { venue_name: 'Bar 100% Live' });
    await createSavedVenue(t.ctx.db, m.profileId, { venue_name: 'Bar 1000 Live' });
    expect(names((await search(client, '0%')).body)).toEqual(['Bar 100% Live']);
    expect((await search(client, '%%')).body).toEqual([]);
    expect((await search(client, '__')).body).toEqual([]);
  });

  it('answers at most 10 suggestions', async () => {
    const { m, client } = await signedInMusician(t);
    for (let i = 0; i < 7; i++) await createSavedVenue(t.ctx.db, m.profileId, { venue_name: `Zebra Saved ${i}` });
    for (let i = 0; i < 7; i++) await createVenue(t.ctx.db, { venue_name: `Zebra Global ${i}` });
    const res = await search(client, 'zebra');
    expect(res.body).toHaveLength(10);
    expect(res.body.filter((v: { source: string }) => v.source === 'saved')).toHaveLength(7);
  });

  it('needs a signed-in musician', async () => {
    expect((await search(t.client(), 'crown')).status).toBe(401);
    const fan = await signedInNonMusician(t, 'fan');
    expect((await search(fan, 'crown')).status).toBe(403);
  });
});

describe('POST /api/venues/increment-usage', () => {
  it('saves the venue on first use and counts every use', async () => {
    const { m, client } = await signedInMusician(t);
    const first = await client.post('/api/venues/increment-usage', { venue_name: ' The Wardrobe ' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true });
    await client.post('/api/venues/increment-usage', { venue_name: 'the wardrobe' });
    const saved = await client.get('/api/musicians/venues');
    expect(saved.body).toMatchObject([{ usage_count: 2, last_used_at: expect.any(String) }]);
    const rows = await t.ctx.db.selectFrom('saved_venues').selectAll().where('musician_id', '=', m.profileId).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a blank venue name and saves nothing', async () => {
    const { m, client } = await signedInMusician(t);
    for (const body of [{}, { venue_name: '  ' }, { venue_name: 42 }]) {
      const res = await client.post('/api/venues/increment-usage', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(venueMessages.venueRequired);
    }
    const rows = await t.ctx.db.selectFrom('saved_venues').selectAll().where('musician_id', '=', m.profileId).execute();
    expect(rows).toEqual([]);
  });

  it('needs a signed-in musician', async () => {
    expect((await t.client().post('/api/venues/increment-usage', { venue_name: 'X' })).status).toBe(401);
    const fan = await signedInNonMusician(t, 'fan');
    expect((await fan.post('/api/venues/increment-usage', { venue_name: 'X' })).status).toBe(403);
  });
});
