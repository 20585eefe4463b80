import type { Page } from '@playwright/test';
import { todayIso } from '../src/shared/dates';
import type { Db } from '../src/server/db/connection';
import { gigStartInstant } from '../src/shared/gigs/gig-start';
import { createGig, createMusician } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test, scrollToEnd } from './fixtures';

function londonDateInDays(days: number): string {
  const [year, month, day] = todayIso().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** An instant as London wall-clock 'YYYY-MM-DD HH:MM', to check stored trigger times independently. */
function londonWallClock(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((item) => item.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

async function storedReminders(page: Page) {
  return page.evaluate(() => ({
    ids: JSON.parse(localStorage.getItem('gigReminders') ?? 'null') as unknown,
    scheduled: JSON.parse(localStorage.getItem('scheduledNotifications') ?? 'null') as {
      id: string;
      gigId: number;
      triggerTime: string;
      gigData: { stage_name: string; venue_name: string };
    }[],
  }));
}

/**
 * Replaces the browser's Notification with a recorder, so a journey can see what was shown and
 * when it closed. `permission` plays the person's answer to the browser's prompt.
 */
async function recordNotifications(page: Page, permission: NotificationPermission | 'unsupported') {
  await page.addInitScript((answer) => {
    const record = window as unknown as { shown: { title: string; body: string; closed: boolean }[] };
    record.shown = [];
    if (answer === 'unsupported') {
      delete (window as { Notification?: unknown }).Notification;
      return;
    }
    class RecordingNotification {
      static permission = answer;
      static requestPermission = async () => answer;
      onclick: (() => void) | null = null;
      private entry: { title: string; body: string; closed: boolean };
      constructor(title: string, options?: NotificationOptions) {
        this.entry = { title, body: options?.body ?? '', closed: false };
        record.shown.push(this.entry);
      }
      close() {
        this.entry.closed = true;
      }
    }
    Object.defineProperty(window, 'Notification', { value: RecordingNotification, configurable: true });
  }, permission);
}

const shownNotifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { shown: { title: string; body: string; closed: boolean }[] }).shown);

test('a fan sets a gig reminder, sees it kept, and removes it', async ({ page, context, isolatedServer }, testInfo) => {
  test.slow(); // starts its own server
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;
  await context.grantPermissions(['notifications'], { origin: baseUrl });

  const lanterns = await createMusician(db, { stageName: 'The Lanterns' });
  const gigDate = londonDateInDays(3);
  const gig = await createGig(db, lanterns.profileId, {
    venue_name: 'Rough Trade East',
    session_name: 'Album Launch',
    scheduled_date: gigDate,
    scheduled_start_time: '19:30',
    scheduled_end_time: '22:00',
  });
  // Midnight today: already started, so no longer an upcoming performance.
  await createGig(db, lanterns.profileId, {
    venue_name: 'The Early Bird',
    scheduled_date: londonDateInDays(0),
    scheduled_start_time: '00:00',
    scheduled_end_time: '00:30',
  });

  // The page's clock, to move past the confirmation's 5 s on screen; time still flows.
  await page.clock.install();
  await page.goto(`${baseUrl}/`);
  await scrollToEnd(page);
  const upcoming = page.getByRole('region', { name: 'Upcoming Performances' });
  const bell = upcoming.getByRole('button', { name: /^Remind me about The Lanterns at Rough Trade East/ });
  await expect(bell).toHaveAttribute('aria-pressed', 'false');

  await bell.click();
  await expect(bell).toHaveAttribute('aria-pressed', 'true');
  const confirmation = page.getByText(
    "Reminder set! We'll notify you 30 minutes before The Lanterns at Rough Trade East.",
  );
  await expect(confirmation).toBeVisible();

  const stored = await storedReminders(page);
  expect(stored.ids).toEqual([gig.id]);
  expect(stored.scheduled).toHaveLength(1);
  expect(stored.scheduled[0]).toMatchObject({
    gigId: gig.id,
    gigData: { stage_name: 'The Lanterns', venue_name: 'Rough Trade East' },
  });
  // 30 minutes before 19:30 London time, whatever the season.
  expect(londonWallClock(stored.scheduled[0]!.triggerTime)).toBe(`${gigDate} 19:00`);

  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'reminder-set');
  // The confirmation goes after 5 s (spec 1 §9).
  await page.clock.fastForward('00:05');
  await expect(confirmation).toBeHidden();

  // Kept across visits and shown on the events page's card too.
  await page.goto(`${baseUrl}/future-events`);
  const eventsBell = page.getByRole('button', { name: /^Remind me about The Lanterns at Rough Trade East/ });
  await expect(eventsBell).toHaveAttribute('aria-pressed', 'true');

  await eventsBell.click();
  await expect(eventsBell).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Reminder removed for The Lanterns at Rough Trade East.')).toBeVisible();
  expect(await storedReminders(page)).toEqual({ ids: [], scheduled: [] });

  // A show that has already started is not listed any more, so there is no bell to refuse it.
  await expect(page.getByRole('article').filter({ hasText: 'The Early Bird' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remind me about The Lanterns at The Early Bird/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'reminders-started-gig-gone');
  assertNoPageErrors();
});

/**
 * Luna Ray's Late Show at 21:00 tomorrow (London); the page's clock starts at 20:20 on the gig's
 * day and the fan sets the reminder on the events page. Returns the bell.
 */
async function setLateShowReminder(page: Page, db: Db, baseUrl: string) {
  const luna = await createMusician(db, { stageName: 'Luna Ray' });
  const gigDate = londonDateInDays(1);
  await createGig(db, luna.profileId, {
    venue_name: 'The Blue Lamp',
    session_name: 'Late Show',
    scheduled_date: gigDate,
    scheduled_start_time: '21:00',
  });
  await page.clock.install({ time: gigStartInstant(gigDate, '21:00')! - 40 * 60_000 });
  await page.goto(`${baseUrl}/future-events`);
  const bell = page.getByRole('button', { name: /^Remind me about Luna Ray at The Blue Lamp/ });
  await bell.click();
  await expect(bell).toHaveAttribute('aria-pressed', 'true');
  return bell;
}

test('the reminder fires 30 minutes before the start, even after a reload, and closes after 30 s', async ({
  page,
  isolatedServer,
}) => {
  test.slow(); // starts its own server
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;
  await recordNotifications(page, 'granted');

  const bell = await setLateShowReminder(page, db, baseUrl);

  // Closing the tab loses the timer; the next visit re-arms it from local storage.
  await page.reload();
  await expect(bell).toHaveAttribute('aria-pressed', 'true');
  await page.clock.fastForward('09:00');
  expect(await shownNotifications(page)).toEqual([]);
  await page.clock.fastForward('01:05');
  expect(await shownNotifications(page)).toEqual([
    { title: 'Luna Ray starts in 30 minutes', body: 'Late Show at The Blue Lamp, 21:00', closed: false },
  ]);
  await page.clock.fastForward('00:31');
  expect((await shownNotifications(page))[0]?.closed).toBe(true);
  assertNoPageErrors();
});

test('on a phone that shows notifications only through a service worker, the reminder still comes', async ({
  page,
  isolatedServer,
}) => {
  test.slow(); // starts its own server
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;
  // Chrome on Android: permission can be granted, but `new Notification()` throws; the page must
  // go through its service worker. The worker's showNotification is recorded (headless Chromium
  // has nowhere to show it).
  await page.addInitScript(() => {
    const record = window as unknown as { shown: { title: string; body: string; closed: boolean }[] };
    record.shown = [];
    class PhoneNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      constructor() {
        throw new TypeError("Failed to construct 'Notification': Illegal constructor.");
      }
    }
    Object.defineProperty(window, 'Notification', { value: PhoneNotification, configurable: true });
    ServiceWorkerRegistration.prototype.showNotification = async function (title, options) {
      record.shown.push({ title, body: options?.body ?? '', closed: false });
    };
    ServiceWorkerRegistration.prototype.getNotifications = async function () {
      return record.shown.map((entry) => ({ close: () => (entry.closed = true) })) as unknown as Notification[];
    };
  });

  await setLateShowReminder(page, db, baseUrl);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null))
    .toBe(`${baseUrl}/sw.js`);

  await page.clock.fastForward('10:05');
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title: 'Luna Ray starts in 30 minutes', body: 'Late Show at The Blue Lamp, 21:00', closed: false }]);
  await page.clock.fastForward('00:31');
  await expect.poll(async () => (await shownNotifications(page))[0]?.closed).toBe(true);
  assertNoPageErrors();
});

test('a reminder needs notification support and permission', async ({ page, isolatedServer }, testInfo) => {
  test.slow(); // starts its own server
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;
  const luna = await createMusician(db, { stageName: 'Luna Ray' });
  await createGig(db, luna.profileId, { venue_name: 'The Blue Lamp', scheduled_date: londonDateInDays(2) });

  await recordNotifications(page, 'denied');
  await page.goto(`${baseUrl}/future-events`);
  const bell = page.getByRole('button', { name: /^Remind me about Luna Ray at The Blue Lamp/ });
  await bell.click();
  await expect(page.getByText('Please enable notifications to receive gig reminders')).toBeVisible();
  await expect(bell).toHaveAttribute('aria-pressed', 'false');
  expect((await storedReminders(page)).ids).toBeNull();
  await saveScreenshot(page, testInfo, 'reminder-permission-needed');

  const unsupported = await page.context().newPage();
  await recordNotifications(unsupported, 'unsupported');
  await unsupported.goto(`${baseUrl}/future-events`);
  await unsupported.getByRole('button', { name: /^Remind me about Luna Ray at The Blue Lamp/ }).click();
  await expect(unsupported.getByText('This browser does not support desktop notifications')).toBeVisible();
  assertNoPageErrors();
});
