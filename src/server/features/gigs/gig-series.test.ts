import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { signedInMusician } from '../../../../test/musician-client';
import { createTestClock } from '../../clock';
import { todayIso } from '../../../shared/dates';
import { addDays, seriesDate } from '../../../shared/gigs/gig-series';
import { gigMessages, type Gig } from '../../../shared/gigs';
import { extendGigSeries } from './series-service';

/** Runs with the real date (new gigs are dated by it), moved on by hand for the daily job. */
const clock = createTestClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const today = () => todayIso(clock.now());
/** The next date from `after` days ahead that falls on `weekday` (0 Sunday). */
function nextWeekday(after: number, weekday: number): string {
  let date = addDays(todayIso(), after);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
}

const longVenue = `The${'Extraordinarilylongvenuename'.repeat(3)} 🎹🍸`;
const residency = (overrides: object = {}) => ({
  venue_name: longVenue,
  location_address: 'Hotel bar, 1 Quay St, Bristol',
  session_name: 'Thursday residency 🎶',
  scheduled_date: nextWeekday(2, 4),
  scheduled_start_time: '20:00',
  scheduled_end_time: '23:00',
  is_publicly_visible: true,
  ...overrides,
});

const datesOf = (seriesId: number) =>
  t.ctx.db
    .selectFrom('scheduled_gigs')
    .select(['id', 'scheduled_date', 'series_date', 'scheduled_start_time', 'scheduled_end_time', 'venue_name'])
    .where('series_id', '=', seriesId)
    .orderBy('series_date')
    .execute();

interface Scheduled {
  gig: Gig;
  series_dates?: number;
}

function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      sequence: event.sequence,
      status: String(component.getFirstPropertyValue('status')),
    };
  });
}

describe('recurring gigs', () => {
  it('makes a weekly residency’s dates a year ahead, same weekday and wall-clock time across the clock change', async () => {
    const { client } = await signedInMusician(t);
    const res = await client.post('/api/sessions/schedule', residency({ repeat: { frequency: 'weekly' } }));
    expect(res.status).toBe(201);
    const body = res.body as Scheduled;
    expect(body.gig.series).toMatchObject({ label: 'Every Thursday' });
    const dates = await datesOf(body.gig.series!.id);
    const horizon = addDays(today(), 365);
    const expected: string[] = [];
    for (let i = 0; seriesDate('weekly', body.gig.scheduled_date, i) <= horizon; i += 1) {
      expected.push(seriesDate('weekly', body.gig.scheduled_date, i));
    }
    expect(dates.map((date) => date.scheduled_date)).toEqual(expected);
    expect(body.series_dates).toBe(expected.length);
    expect(new Set(dates.map((date) => `${date.scheduled_start_time}-${date.scheduled_end_time}`))).toEqual(
      new Set(['20:00-23:00']),
    );
    // Every date is an ordinary gig: the dashboard lists them, each with the series' label.
    const upcoming = (await client.get('/api/sessions/upcoming')).body as Gig[];
    expect(upcoming).toHaveLength(expected.length);
    expect(upcoming.every((gig) => gig.series?.label === 'Every Thursday')).toBe(true);

    // The public feed gives 20:00 London as 19:00 UTC in summer and 20:00 UTC in winter.
    const qr = (await client.get('/api/musicians/profile')).body as { qr_code_id: string };
    const events = parseEvents((await t.client().get(`/api/musicians/${qr.qr_code_id}/gigs.ics`)).text);
    const hours = new Set(events.map((event) => event.start.slice(11, 16)));
    expect(hours).toEqual(new Set(['19:00', '20:00']));
  });

  it('stops at a count or an end date, and refuses a bad repeat with a message, making nothing', async () => {
    const { m, client } = await signedInMusician(t);
    const counted = (
      await client.post('/api/sessions/schedule', residency({ repeat: { frequency: 'fortnightly', occurrences: 4 } }))
    ).body as Scheduled;
    expect((await datesOf(counted.gig.series!.id)).map((date) => date.scheduled_date)).toEqual(
      [0, 1, 2, 3].map((i) => addDays(counted.gig.scheduled_date, 14 * i)),
    );
    const first = nextWeekday(2, 5);
    const until = addDays(first, 70);
    const monthly = (
      await client.post(
        '/api/sessions/schedule',
        residency({ scheduled_date: first, repeat: { frequency: 'monthly', ends_on: until } }),
      )
    ).body as Scheduled;
    const monthlyDates = (await datesOf(monthly.gig.series!.id)).map((date) => date.scheduled_date);
    expect(monthlyDates.every((date) => date <= until)).toBe(true);
    expect(monthlyDates.length).toBeGreaterThanOrEqual(2);

    const before = await t.ctx.db
      .selectFrom('scheduled_gigs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('musician_id', '=', m.profileId)
      .executeTakeFirstOrThrow();
    const start = residency().scheduled_date;
    const bad: Array<[object, string]> = [
      [{ frequency: 'daily' }, gigMessages.unknownFrequency],
      [{ frequency: 'weekly', ends_on: start }, gigMessages.repeatEndBeforeStart],
      [{ frequency: 'weekly', ends_on: addDays(start, 6 * 366) }, gigMessages.repeatTooLong],
      [{ frequency: 'weekly', occurrences: 1000 }, gigMessages.repeatOccurrences],
      [{ frequency: 'weekly', occurrences: 1 }, gigMessages.repeatOccurrences],
      [{ frequency: 'weekly', occurrences: 3, ends_on: addDays(start, 30) }, gigMessages.repeatEndChoice],
      [{ frequency: 'weekly', ends_on: '2027-02-30' }, gigMessages.invalidDate],
    ];
    for (const [repeat, message] of bad) {
      const res = await client.post('/api/sessions/schedule', residency({ repeat }));
      expect(res.status, JSON.stringify(repeat)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const after = await t.ctx.db
      .selectFrom('scheduled_gigs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('musician_id', '=', m.profileId)
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('changes one date alone or this and the following dates, and says why it cannot move the following', async () => {
    const { client } = await signedInMusician(t);
    const { gig } = (
      await client.post('/api/sessions/schedule', residency({ repeat: { frequency: 'weekly', occurrences: 6 } }))
    ).body as Scheduled;
    const dates = await datesOf(gig.series!.id);
    const [, second, third] = dates;

    // One date moved to the Friday: the others stay, and it keeps its place in the series.
    const moved = await client.put(`/api/sessions/schedule/${second!.id}?scope=this`, {
      ...residency(),
      scheduled_date: addDays(second!.scheduled_date, 1),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // This and following: the third date on gets the new times and venue; the first two keep theirs.
    const following = await client.put(`/api/sessions/schedule/${third!.id}?scope=following`, {
      ...residency({ venue_name: 'The Late Lounge 🌙', scheduled_start_time: '21:00', scheduled_end_time: '00:30' }),
      scheduled_date: third!.scheduled_date,
    });
    expect(following.status, JSON.stringify(following.body)).toBe(200);
    const after = await datesOf(gig.series!.id);
    expect(
      after.map((date) => [date.series_date, date.scheduled_date, date.scheduled_start_time, date.venue_name]),
    ).toEqual(
      dates.map((date, i) => [
        date.series_date,
        i === 1 ? addDays(date.scheduled_date, 1) : date.scheduled_date,
        i >= 2 ? '21:00' : '20:00',
        i >= 2 ? 'The Late Lounge 🌙' : longVenue,
      ]),
    );

    const moveAll = await client.put(`/api/sessions/schedule/${third!.id}?scope=following`, {
      ...residency(),
      scheduled_date: addDays(third!.scheduled_date, 1),
    });
    expect(moveAll.status).toBe(400);
    expect((moveAll.body as { error: string }).error).toBe(gigMessages.moveFollowing);
    const repeatOnEdit = await client.put(`/api/sessions/schedule/${third!.id}`, {
      ...residency({ repeat: { frequency: 'monthly' } }),
      scheduled_date: third!.scheduled_date,
    });
    expect(repeatOnEdit.status).toBe(400);
    const badScope = await client.put(`/api/sessions/schedule/${third!.id}?scope=all`, residency());
    expect(badScope.status).toBe(400);
    const { gig: oneOff } = (await client.post('/api/sessions/schedule', residency())).body as Scheduled;
    const notSeries = await client.delete(`/api/sessions/schedule/${oneOff.id}?scope=following`);
    expect(notSeries.status).toBe(400);
    expect(JSON.stringify(notSeries.body)).toContain(gigMessages.notInSeries);
    expect(notSeries.body.code).toBe('gig_repeat_invalid');
    expect(await datesOf(gig.series!.id)).toEqual(after);
  });

  it('cancels one date or the rest: the feeds and the single download mark them cancelled, and no date comes back', async () => {
    const { client } = await signedInMusician(t);
    const { gig } = (await client.post('/api/sessions/schedule', residency({ repeat: { frequency: 'weekly' } })))
      .body as Scheduled;
    const seriesId = gig.series!.id;
    const dates = await datesOf(seriesId);
    const qr = ((await client.get('/api/musicians/profile')).body as { qr_code_id: string }).qr_code_id;
    const feedPath = `/api/musicians/${qr}/gigs.ics`;
    const beforeFeed = await t.client().get(feedPath);
    const uidOf = (id: number) => `gig-${id}@${new URL(t.url).host}`;
    const sequenceBefore = parseEvents(beforeFeed.text).find((event) => event.uid === uidOf(dates[1]!.id))!.sequence;

    clock.advance(60_000);
    expect((await client.delete(`/api/sessions/schedule/${dates[1]!.id}`)).status).toBe(200);
    const afterOne = await t.client().get(feedPath, { headers: { 'if-none-match': beforeFeed.headers.get('etag')! } });
    expect(afterOne.status).toBe(200);
    const cancelled = parseEvents(afterOne.text).find((event) => event.uid === uidOf(dates[1]!.id))!;
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.sequence).toBeGreaterThan(sequenceBefore);
    const single = await t.client().get(`/api/sessions/scheduled/${dates[1]!.id}/calendar.ics`);
    expect(single.status).toBe(200);
    expect(parseEvents(single.text)[0]!.status).toBe('CANCELLED');
    const publicList = (await t.client().get('/api/sessions/scheduled/public')).body as Array<{ id: number }>;
    expect(publicList.some((row) => row.id === dates[1]!.id)).toBe(false);

    // This and following from the fourth date: the series ends before it.
    expect((await client.delete(`/api/sessions/schedule/${dates[3]!.id}?scope=following`)).status).toBe(200);
    const left = await datesOf(seriesId);
    expect(left.map((date) => date.id)).toEqual([dates[0]!.id, dates[2]!.id]);
    const feed = parseEvents((await t.client().get(feedPath)).text);
    expect(feed.filter((event) => event.status === 'CANCELLED')).toHaveLength(dates.length - 2);

    // A year on, the daily job makes no date of an ended series, nor a cancelled one again.
    clock.advance(400 * 86_400_000);
    await extendGigSeries(t.ctx);
    expect((await datesOf(seriesId)).map((date) => date.id)).toEqual([dates[0]!.id, dates[2]!.id]);
    clock.set(new Date());
  });

  it('makes the dates of an open series as time passes, once each under concurrent runs', async () => {
    const { client } = await signedInMusician(t);
    const { gig } = (await client.post('/api/sessions/schedule', residency({ repeat: { frequency: 'weekly' } })))
      .body as Scheduled;
    const seriesId = gig.series!.id;
    const before = await datesOf(seriesId);
    clock.advance(60 * 86_400_000);
    await Promise.all(Array.from({ length: 8 }, () => extendGigSeries(t.ctx)));
    const after = await datesOf(seriesId);
    const horizon = addDays(todayIso(clock.now()), 365);
    expect(after.length).toBeGreaterThan(before.length);
    expect(new Set(after.map((date) => date.series_date)).size).toBe(after.length);
    expect(after.at(-1)!.series_date! <= horizon).toBe(true);
    expect(addDays(after.at(-1)!.series_date!, 7) > horizon).toBe(true);
    const series = await t.ctx.db
      .selectFrom('gig_series')
      .selectAll()
      .where('id', '=', seriesId)
      .executeTakeFirstOrThrow();
    expect(series.generated_count).toBe(after.length);
    clock.set(new Date());
  });
});
