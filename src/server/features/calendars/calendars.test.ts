import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createGig } from '../../../../test/factories';
import { signedInMusician } from '../../../../test/musician-client';
import { todayIso } from '../../../shared/dates';
import { foldLine } from './ics';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const daysFromToday = (days: number) => todayIso(new Date(Date.now() + days * 86_400_000));

interface ParsedEvent {
  uid: string;
  summary: string;
  location: string | null;
  url: string | null;
  start: string;
  end: string;
  sequence: number;
  status: string;
}

/** The feed read back by a maintained iCalendar parser the app does not use to write it. */
function parseCalendar(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      const text = (name: string) => (component.getFirstPropertyValue(name) as string | null) ?? null;
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location || null,
        url: text('url'),
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        sequence: event.sequence,
        status: String(text('status')),
      };
    }),
  };
}

const longName = `The ${'Unbrokenlongbandname'.repeat(6)} 🎸🎶, with; commas\\and slashes`;
const escapedLongName = `The ${'Unbrokenlongbandname'.repeat(6)} 🎸🎶\\, with\\; commas\\\\and slashes`;

describe('calendar feeds', () => {
  it('publishes an act’s public gigs, in UTC across the clock change and past midnight, never its private ones', async () => {
    const { m } = await signedInMusician(t, { stageName: longName });
    const summer = await createGig(t.ctx.db, m.profileId, {
      venue_name: 'The Crown 👑',
      location_address: '1 High St, Leeds',
      scheduled_date: '2027-07-02',
      scheduled_start_time: '20:00',
      scheduled_end_time: '22:30',
    });
    const winterLate = await createGig(t.ctx.db, m.profileId, {
      venue_name: 'Night Owl',
      scheduled_date: '2027-01-15',
      scheduled_start_time: '23:30',
      scheduled_end_time: '01:30',
    });
    const noEnd = await createGig(t.ctx.db, m.profileId, {
      scheduled_date: daysFromToday(3),
      scheduled_start_time: '19:00',
      scheduled_end_time: null,
    });
    await createGig(t.ctx.db, m.profileId, { venue_name: 'Secret Wedding', is_publicly_visible: 0 });
    await createGig(t.ctx.db, m.profileId, { venue_name: 'Long Ago', scheduled_date: daysFromToday(-120) });

    const res = await t.client().get(`/api/musicians/${m.qrCodeId}/gigs.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const feed = parseCalendar(res.text);
    // X-WR-CALNAME is an extension property: parsers hand it back as written, escapes and all.
    expect(feed.name).toBe(`${escapedLongName}: gigs`);
    expect(feed.events.map((event) => event.uid).sort()).toEqual(
      [summer, winterLate, noEnd].map((gig) => `gig-${gig.id}@${new URL(t.url).host}`).sort(),
    );
    const byUid = (id: number) => feed.events.find((event) => event.uid.startsWith(`gig-${id}@`))!;
    // 20:00 in London in July is 19:00 UTC; in January 23:30 is 23:30 UTC, ending 01:30 the next day.
    expect(byUid(summer.id)).toMatchObject({
      summary: `${longName} at The Crown 👑`,
      location: 'The Crown 👑, 1 High St, Leeds',
      url: `${t.url}/artist/${m.qrCodeId}`,
      start: '2027-07-02T19:00:00.000Z',
      end: '2027-07-02T21:30:00.000Z',
      status: 'CONFIRMED',
    });
    expect(byUid(winterLate.id)).toMatchObject({ start: '2027-01-15T23:30:00.000Z', end: '2027-01-16T01:30:00.000Z' });
    const noEndEvent = byUid(noEnd.id);
    expect(Date.parse(noEndEvent.end) - Date.parse(noEndEvent.start)).toBe(2 * 3_600_000);
    expect(res.text).not.toContain('Secret Wedding');
  });

  it('answers 304 to an unchanged feed, and a new copy with a higher SEQUENCE after an edit', async () => {
    const { m, client } = await signedInMusician(t);
    const gig = await createGig(t.ctx.db, m.profileId, { created_at: '2026-11-01T10:00:00.000Z' });
    const path = `/api/musicians/${m.qrCodeId}/gigs.ics`;
    const first = await t.client().get(path);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(Date.parse(first.headers.get('last-modified')!)).toBeGreaterThanOrEqual(Date.parse('2026-11-01T10:00:00Z'));
    const again = await t.client().get(path, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    const edited = await client.put(`/api/sessions/schedule/${gig.id}`, {
      venue_name: 'The Moved Venue',
      location_address: null,
      session_name: null,
      scheduled_date: gig.scheduled_date,
      scheduled_start_time: '21:00',
      scheduled_end_time: '23:00',
      is_publicly_visible: true,
    });
    expect(edited.status).toBe(200);
    const changed = await t.client().get(path, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    const [event] = parseCalendar(changed.text).events;
    expect(event).toMatchObject({ summary: expect.stringContaining('The Moved Venue') });
    expect(event!.sequence).toBeGreaterThan(0);

    // A deleted gig leaves the feed, and the feed's validator changes with it.
    expect((await client.delete(`/api/sessions/schedule/${gig.id}`)).status).toBe(200);
    const emptied = await t.client().get(path, { headers: { 'if-none-match': changed.headers.get('etag')! } });
    expect(emptied.status).toBe(200);
    expect(parseCalendar(emptied.text).events).toEqual([]);
  });

  it('gives no feed of an act that hides its gigs or is not public, and one public gig as a file', async () => {
    const hidden = await signedInMusician(t);
    await t.ctx.db
      .updateTable('musician_profiles')
      .set({ show_upcoming_gigs: 0 })
      .where('id', '=', hidden.m.profileId)
      .execute();
    expect((await t.client().get(`/api/musicians/${hidden.m.qrCodeId}/gigs.ics`)).status).toBe(404);
    expect((await t.client().get('/api/musicians/no-such-act/gigs.ics')).status).toBe(404);

    const { m } = await signedInMusician(t);
    const open = await createGig(t.ctx.db, m.profileId, { venue_name: 'Open Mic Bar' });
    const closed = await createGig(t.ctx.db, m.profileId, { is_publicly_visible: 0 });
    const file = await t.client().get(`/api/sessions/scheduled/${open.id}/calendar.ics`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="gig-${open.id}.ics"`);
    expect(parseCalendar(file.text).events).toHaveLength(1);
    const refused = await t.client().get(`/api/sessions/scheduled/${closed.id}/calendar.ics`);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'not_found' });
  });

  it('keeps every gig in the act’s private feed, at an address only it knows, until it is reset', async () => {
    const { m, client } = await signedInMusician(t, { stageName: 'Private Feed Act' });
    await createGig(t.ctx.db, m.profileId, { venue_name: 'Secret Wedding', is_publicly_visible: 0 });
    await createGig(t.ctx.db, m.profileId, { venue_name: 'The Crown' });

    expect((await t.client().get('/api/musicians/me/calendar')).status).toBe(401);
    const links = await client.get<{ public_feed_path: string; private_feed_path: string }>(
      '/api/musicians/me/calendar',
    );
    expect(links.status).toBe(200);
    expect(links.body.public_feed_path).toBe(`/api/musicians/${m.qrCodeId}/gigs.ics`);
    // Asking again gives the same address.
    expect((await client.get('/api/musicians/me/calendar')).body).toEqual(links.body);

    const own = await t.client().get(links.body.private_feed_path);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(
      parseCalendar(own.text)
        .events.map((event) => event.summary)
        .sort(),
    ).toEqual(['Private Feed Act at Secret Wedding (private)', 'Private Feed Act at The Crown']);

    // A guessed token, another act's id with this token, and the old address after a reset: all 404.
    const [, id, mac] = /\/api\/calendars\/(\d+)-(.+)\.ics$/.exec(links.body.private_feed_path)!;
    expect((await t.client().get(`/api/calendars/${id}-${'A'.repeat(32)}.ics`)).status).toBe(404);
    expect((await t.client().get(`/api/calendars/${Number(id) + 1}-${mac}.ics`)).status).toBe(404);
    const reset = await client.post<{ private_feed_path: string }>('/api/musicians/me/calendar/reset', {});
    expect(reset.status).toBe(200);
    expect(reset.body.private_feed_path).not.toBe(links.body.private_feed_path);
    expect((await t.client().get(links.body.private_feed_path)).status).toBe(404);
    expect((await t.client().get(reset.body.private_feed_path)).status).toBe(200);
  });
});

describe('iCalendar lines', () => {
  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'🎸'.repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((part) => new TextEncoder().encode(part).length <= 75)).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});
