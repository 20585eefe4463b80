import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createGig, createMusician, createVenue } from '../../../../test/factories';
import { signedInMusician, signedInNonMusician } from '../../../../test/musician-client';
import { todayIso } from '../../../shared/dates';
import { gigMessages } from '../../../shared/gigs';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const daysFromToday = (days: number) => todayIso(new Date(Date.now() + days * 86_400_000));

const gigInput = (overrides: object = {}) => ({
  venue_name: 'The Crown',
  location_address: '1 High St, Leeds',
  session_name: 'Acoustic set',
  scheduled_date: daysFromToday(7),
  scheduled_start_time: '20:00',
  scheduled_end_time: '22:30',
  is_publicly_visible: true,
  ...overrides,
});

const gigsOf = (musicianId: number) =>
  t.ctx.db.selectFrom('scheduled_gigs').selectAll().where('musician_id', '=', musicianId).orderBy('id').execute();

const savedVenuesOf = (musicianId: number) =>
  t.ctx.db.selectFrom('saved_venues').selectAll().where('musician_id', '=', musicianId).orderBy('id').execute();

/** Every rule of the gig body, with the message it gives. */
const invalidBodies: Array<[object, string]> = [
  [gigInput({ venue_name: undefined }), gigMessages.venueRequired],
  [gigInput({ venue_name: '   ' }), gigMessages.venueRequired],
  [gigInput({ scheduled_date: undefined }), gigMessages.dateRequired],
  [gigInput({ scheduled_date: '' }), gigMessages.dateRequired],
  [gigInput({ scheduled_date: '2031-02-30' }), gigMessages.invalidDate],
  [gigInput({ scheduled_date: '12/05/2031' }), gigMessages.invalidDate],
  [gigInput({ scheduled_start_time: undefined }), gigMessages.startTimeRequired],
  [gigInput({ scheduled_start_time: '' }), gigMessages.startTimeRequired],
  [gigInput({ scheduled_end_time: undefined }), gigMessages.endTimeRequired],
  [gigInput({ scheduled_end_time: ' ' }), gigMessages.endTimeRequired],
  [gigInput({ scheduled_start_time: '25:00' }), gigMessages.invalidTime],
  [gigInput({ scheduled_end_time: '9pm' }), gigMessages.invalidTime],
  [gigInput({ scheduled_end_time: '20:00' }), gigMessages.sameStartAndEnd],
  [gigInput({ scheduled_start_time: '21:00', scheduled_end_time: '20:00' }), gigMessages.tooLongPastMidnight],
  [gigInput({ scheduled_start_time: '20:00', scheduled_end_time: '08:01' }), gigMessages.tooLongPastMidnight],
  [gigInput({ is_publicly_visible: 'yes' }), gigMessages.visibilityNotBoolean],
  [gigInput({ venue_name: 'x'.repeat(121) }), 'The venue name must be at most 120 characters'],
];

describe('POST /api/sessions/schedule', () => {
  it('schedules a gig, answers 201 with it, and saves the venue', async () => {
    const { m, client } = await signedInMusician(t);
    const res = await client.post('/api/sessions/schedule', gigInput());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      gig: {
        id: expect.any(Number),
        venue_id: null,
        venue_name: 'The Crown',
        session_name: 'Acoustic set',
        location_address: '1 High St, Leeds',
        scheduled_date: daysFromToday(7),
        scheduled_start_time: '20:00',
        scheduled_end_time: '22:30',
        is_publicly_visible: 1,
        series: null,
      },
    });
    expect(await gigsOf(m.profileId)).toHaveLength(1);
    expect(await savedVenuesOf(m.profileId)).toMatchObject([
      { venue_name: 'The Crown', location_address: '1 High St, Leeds', usage_count: 1 },
    ]);
  });

  it('defaults to public, turns empty optional text into null and accepts 0/1 and HH:MM:SS', async () => {
    const { client } = await signedInMusician(t);
    const res = await client.post('/api/sessions/schedule', {
      venue_name: ' The Anchor ',
      location_address: '',
      session_name: '  ',
      scheduled_date: daysFromToday(1),
      scheduled_start_time: '21:00:00',
      scheduled_end_time: '01:00',
    });
    expect(res.status).toBe(201);
    expect(res.body.gig).toMatchObject({
      venue_name: 'The Anchor',
      location_address: null,
      session_name: null,
      scheduled_start_time: '21:00',
      scheduled_end_time: '01:00',
      is_publicly_visible: 1,
    });
    const hidden = await client.post('/api/sessions/schedule', gigInput({ is_publicly_visible: 0 }));
    expect(hidden.body.gig.is_publicly_visible).toBe(0);
    const shown = await client.post('/api/sessions/schedule', gigInput({ is_publicly_visible: 1 }));
    expect(shown.body.gig.is_publicly_visible).toBe(1);
  });

  it('accepts today (London date) and refuses yesterday', async () => {
    const { m, client } = await signedInMusician(t);
    expect((await client.post('/api/sessions/schedule', gigInput({ scheduled_date: todayIso() }))).status).toBe(201);
    const past = await client.post('/api/sessions/schedule', gigInput({ scheduled_date: daysFromToday(-1) }));
    expect(past.status).toBe(400);
    expect(past.body.error).toBe(gigMessages.dateInPast);
    expect(past.body.code).toBe('gig_date_in_past');
    expect(await gigsOf(m.profileId)).toHaveLength(1);
  });

  it('links a global venue picked from the suggestions and counts its use', async () => {
    const venue = await createVenue(t.ctx.db, { venue_name: 'Brudenell Social Club', city: 'Leeds' });
    const { m, client } = await signedInMusician(t);
    const res = await client.post(
      '/api/sessions/schedule',
      gigInput({ venue_name: 'Brudenell Social Club', venue_id: String(venue.id) }),
    );
    expect(res.status).toBe(201);
    expect(res.body.gig.venue_id).toBe(venue.id);
    const global = await t.ctx.db.selectFrom('venues').selectAll().where('id', '=', venue.id).executeTakeFirstOrThrow();
    expect(global.usage_count).toBe(1);
    expect(await savedVenuesOf(m.profileId)).toMatchObject([{ venue_id: venue.id, usage_count: 1 }]);

    // A venue typed by hand is linked by its name.
    const typed = await client.post('/api/sessions/schedule', gigInput({ venue_name: 'brudenell social club' }));
    expect(typed.body.gig.venue_id).toBe(venue.id);
  });

  it('refuses a venue id that is unknown or inactive', async () => {
    const inactive = await createVenue(t.ctx.db, { is_active: 0 });
    const { m, client } = await signedInMusician(t);
    for (const venueId of [999_999, inactive.id, 'abc', -1]) {
      const res = await client.post('/api/sessions/schedule', gigInput({ venue_id: venueId }));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(gigMessages.unknownVenue);
      // An id that is not a number is refused by the schema, with the same words.
      expect(res.body.code).toBe(typeof venueId === 'number' && venueId > 0 ? 'unknown_venue' : 'validation_failed');
    }
    expect(await gigsOf(m.profileId)).toHaveLength(0);
    expect(await savedVenuesOf(m.profileId)).toHaveLength(0);
  });

  it('refuses each invalid field with its message and writes nothing', async () => {
    const { m, client } = await signedInMusician(t);
    for (const [body, message] of invalidBodies) {
      const res = await client.post('/api/sessions/schedule', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error, JSON.stringify(body)).toBe(message);
    }
    expect((await client.post('/api/sessions/schedule', gigInput({ stage_name: 'x' }))).status).toBe(400);
    expect(await gigsOf(m.profileId)).toHaveLength(0);
    expect(await savedVenuesOf(m.profileId)).toHaveLength(0);
  });

  it('accepts a gig that runs past midnight for up to 12 hours', async () => {
    const { client } = await signedInMusician(t);
    for (const [start, end] of [
      ['21:00', '02:00'],
      ['20:00', '08:00'],
    ]) {
      const res = await client.post(
        '/api/sessions/schedule',
        gigInput({ scheduled_start_time: start, scheduled_end_time: end }),
      );
      expect(res.status, `${start}–${end}`).toBe(201);
      expect(res.body.gig.scheduled_end_time).toBe(end);
    }
  });

  it('needs a signed-in musician', async () => {
    expect((await t.client().post('/api/sessions/schedule', gigInput())).status).toBe(401);
    for (const kind of ['fan', 'admin'] as const) {
      const client = await signedInNonMusician(t, kind);
      expect((await client.post('/api/sessions/schedule', gigInput())).status).toBe(403);
    }
  });
});

describe('GET /api/sessions/upcoming', () => {
  it("lists the musician's own gigs from today on, by date then start, private ones included", async () => {
    const { m, client } = await signedInMusician(t);
    const other = await createMusician(t.ctx.db);
    const later = await createGig(t.ctx.db, m.profileId, {
      scheduled_date: daysFromToday(3),
      scheduled_start_time: '21:00',
    });
    const earlier = await createGig(t.ctx.db, m.profileId, {
      scheduled_date: daysFromToday(3),
      scheduled_start_time: '19:00',
      is_publicly_visible: 0,
    });
    const today = await createGig(t.ctx.db, m.profileId, { scheduled_date: todayIso() });
    await createGig(t.ctx.db, m.profileId, { scheduled_date: daysFromToday(-1) });
    await createGig(t.ctx.db, other.profileId, { scheduled_date: daysFromToday(2) });

    const res = await client.get('/api/sessions/upcoming');
    expect(res.status).toBe(200);
    expect(res.body.map((g: { id: number }) => g.id)).toEqual([today.id, earlier.id, later.id]);
    expect(res.body[1]).toEqual({
      id: earlier.id,
      venue_id: null,
      venue_name: 'The Test Tavern',
      session_name: null,
      location_address: null,
      scheduled_date: daysFromToday(3),
      scheduled_start_time: '19:00',
      scheduled_end_time: '22:00',
      is_publicly_visible: 0,
      series: null,
    });
  });

  it('needs a signed-in musician', async () => {
    expect((await t.client().get('/api/sessions/upcoming')).status).toBe(401);
    const fan = await signedInNonMusician(t, 'fan');
    expect((await fan.get('/api/sessions/upcoming')).status).toBe(403);
  });
});

describe('PUT /api/sessions/schedule/:id', () => {
  it('updates the gig and answers it', async () => {
    const { m, client } = await signedInMusician(t);
    const created = (await client.post('/api/sessions/schedule', gigInput())).body.gig;
    const res = await client.put(
      `/api/sessions/schedule/${created.id}`,
      gigInput({
        session_name: 'Late set',
        scheduled_start_time: '21:00',
        scheduled_end_time: '23:00',
        is_publicly_visible: false,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      gig: {
        ...created,
        session_name: 'Late set',
        scheduled_start_time: '21:00',
        scheduled_end_time: '23:00',
        is_publicly_visible: 0,
      },
    });
    expect((await gigsOf(m.profileId))[0]).toMatchObject({ session_name: 'Late set', is_publicly_visible: 0 });
  });

  it('keeps optional fields the body leaves out, and clears those sent empty', async () => {
    const { client } = await signedInMusician(t);
    const created = (await client.post('/api/sessions/schedule', gigInput({ is_publicly_visible: false }))).body.gig;
    const kept = await client.put(`/api/sessions/schedule/${created.id}`, {
      venue_name: 'The Crown',
      scheduled_date: created.scheduled_date,
      scheduled_start_time: '20:00',
      scheduled_end_time: '23:00',
    });
    expect(kept.body.gig).toMatchObject({
      session_name: 'Acoustic set',
      location_address: '1 High St, Leeds',
      is_publicly_visible: 0,
      scheduled_end_time: '23:00',
    });
    const cleared = await client.put(
      `/api/sessions/schedule/${created.id}`,
      gigInput({ session_name: '', location_address: null }),
    );
    expect(cleared.body.gig).toMatchObject({ session_name: null, location_address: null, is_publicly_visible: 1 });
  });

  it('counts a venue use only when the venue changes', async () => {
    const { m, client } = await signedInMusician(t);
    const created = (await client.post('/api/sessions/schedule', gigInput())).body.gig;
    await client.put(`/api/sessions/schedule/${created.id}`, gigInput({ scheduled_start_time: '19:00' }));
    expect(await savedVenuesOf(m.profileId)).toMatchObject([{ venue_name: 'The Crown', usage_count: 1 }]);
    await client.put(`/api/sessions/schedule/${created.id}`, gigInput({ venue_name: 'The Anchor' }));
    expect(await savedVenuesOf(m.profileId)).toMatchObject([
      { venue_name: 'The Crown', usage_count: 1 },
      { venue_name: 'The Anchor', usage_count: 1 },
    ]);
  });

  it('lets a gig keep a date that has passed, but not move into the past', async () => {
    const { m, client } = await signedInMusician(t);
    const past = await createGig(t.ctx.db, m.profileId, { scheduled_date: daysFromToday(-2) });
    const kept = await client.put(
      `/api/sessions/schedule/${past.id}`,
      gigInput({ scheduled_date: past.scheduled_date, session_name: 'Renamed' }),
    );
    expect(kept.status).toBe(200);
    const future = (await client.post('/api/sessions/schedule', gigInput())).body.gig;
    const moved = await client.put(
      `/api/sessions/schedule/${future.id}`,
      gigInput({ scheduled_date: daysFromToday(-1) }),
    );
    expect(moved.status).toBe(400);
    expect(moved.body.error).toBe(gigMessages.dateInPast);
    expect(moved.body.code).toBe('gig_date_in_past');
  });

  it('refuses each invalid field with its message and changes nothing', async () => {
    const { m, client } = await signedInMusician(t);
    const gig = await createGig(t.ctx.db, m.profileId);
    for (const [body, message] of invalidBodies) {
      const res = await client.put(`/api/sessions/schedule/${gig.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error, JSON.stringify(body)).toBe(message);
    }
    expect(await gigsOf(m.profileId)).toEqual([gig]);
  });

  it("refuses another musician's gig (403) and an unknown one (404)", async () => {
    const { client } = await signedInMusician(t);
    const other = await createMusician(t.ctx.db);
    const theirs = await createGig(t.ctx.db, other.profileId);
    const forbidden = await client.put(`/api/sessions/schedule/${theirs.id}`, gigInput({ venue_name: 'Hijacked' }));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error).toBe(gigMessages.notYourGig);
    expect(await gigsOf(other.profileId)).toEqual([theirs]);

    const missing = await client.put('/api/sessions/schedule/99999999', gigInput());
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(gigMessages.gigNotFound);
    expect((await client.put('/api/sessions/schedule/abc', gigInput())).status).toBe(400);
  });

  it('needs a signed-in musician', async () => {
    const other = await createMusician(t.ctx.db);
    const gig = await createGig(t.ctx.db, other.profileId);
    expect((await t.client().put(`/api/sessions/schedule/${gig.id}`, gigInput())).status).toBe(401);
    const fan = await signedInNonMusician(t, 'fan');
    expect((await fan.put(`/api/sessions/schedule/${gig.id}`, gigInput())).status).toBe(403);
  });
});

describe('DELETE /api/sessions/schedule/:id', () => {
  it('deletes the gig', async () => {
    const { m, client } = await signedInMusician(t);
    const gig = await createGig(t.ctx.db, m.profileId);
    const res = await client.delete(`/api/sessions/schedule/${gig.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await gigsOf(m.profileId)).toEqual([]);
    expect((await client.delete(`/api/sessions/schedule/${gig.id}`)).status).toBe(404);
  });

  it("refuses another musician's gig (403) and an unknown one (404)", async () => {
    const { client } = await signedInMusician(t);
    const other = await createMusician(t.ctx.db);
    const theirs = await createGig(t.ctx.db, other.profileId);
    const res = await client.delete(`/api/sessions/schedule/${theirs.id}`);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(gigMessages.notYourGig);
    expect(await gigsOf(other.profileId)).toHaveLength(1);
    const missing = await client.delete('/api/sessions/schedule/99999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(gigMessages.gigNotFound);
  });

  it('needs a signed-in musician', async () => {
    const other = await createMusician(t.ctx.db);
    const gig = await createGig(t.ctx.db, other.profileId);
    expect((await t.client().delete(`/api/sessions/schedule/${gig.id}`)).status).toBe(401);
    const admin = await signedInNonMusician(t, 'admin');
    expect((await admin.delete(`/api/sessions/schedule/${gig.id}`)).status).toBe(403);
    expect(await gigsOf(other.profileId)).toHaveLength(1);
  });
});
