import { todayIso } from '../src/shared/dates';
import { createGig, createMusician } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';

/** 'YYYY-MM-DD' for a day of the month `monthsAhead` after London's current month. */
function dayInMonthsAhead(monthsAhead: number, day: number): string {
  const [year, month] = todayIso().split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 + monthsAhead, day));
  return date.toISOString().slice(0, 10);
}

function monthLabel(ymd: string): string {
  const [year, month] = ymd.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

test('a fan narrows the upcoming events by month and location', async ({ page, isolatedServer }, testInfo) => {
  test.slow(); // starts its own server
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;

  const lanterns = await createMusician(db, {
    stageName: 'The Lanterns',
    profile: { instagram_handle: '@lanterns' },
  });
  const luna = await createMusician(db, { stageName: 'Luna Ray' });
  const firstMonth = dayInMonthsAhead(1, 3);
  const secondMonth = dayInMonthsAhead(2, 5);
  await createGig(db, lanterns.profileId, {
    venue_name: 'Rough Trade East',
    location_address: '91 Brick Lane, London E1 6QL',
    session_name: 'Album Launch',
    scheduled_date: firstMonth,
    scheduled_start_time: '19:30',
    scheduled_end_time: '22:00',
  });
  await createGig(db, luna.profileId, {
    venue_name: 'The Blue Lamp',
    location_address: 'Islington, London N1 1QN',
    scheduled_date: dayInMonthsAhead(1, 12),
  });
  await createGig(db, lanterns.profileId, {
    venue_name: 'Band on the Wall',
    location_address: '25 Swan Street, Manchester M4 5JZ',
    session_name: 'Northern Night',
    scheduled_date: secondMonth,
  });
  await createGig(db, luna.profileId, {
    venue_name: 'The Jazz Cafe',
    location_address: '5 Parkway, London NW1 7PG',
    scheduled_date: dayInMonthsAhead(2, 20),
  });
  await createGig(db, luna.profileId, {
    venue_name: 'Private Party',
    is_publicly_visible: 0,
    scheduled_date: firstMonth,
  });

  await page.goto(`${baseUrl}/future-events`);
  await expect(page).toHaveTitle('Upcoming Events — Stagecall');
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
  await expect(page.getByText('Showing 4 of 4 events')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(4); // the private gig stays private

  const launch = cards.filter({ hasText: 'Rough Trade East' });
  await expect(launch.getByRole('heading', { name: 'The Lanterns' })).toBeVisible();
  await expect(launch.getByText('Album Launch · 19:30 – 22:00')).toBeVisible();
  await expect(launch.getByRole('link', { name: /Directions/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('91 Brick Lane, London E1 6QL')}`,
  );
  await expect(launch.getByRole('button', { name: /^Remind me about The Lanterns at Rough Trade East/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'future-events');

  // The filters open on demand; the month list holds only months with events.
  const filtersButton = page.getByRole('button', { name: 'Filters' });
  await expect(filtersButton).toHaveAttribute('aria-expanded', 'false');
  await filtersButton.click();
  await expect(filtersButton).toHaveAttribute('aria-expanded', 'true');
  const month = page.getByLabel('Month');
  await expect(month.locator('option')).toHaveText(['All Months', monthLabel(firstMonth), monthLabel(secondMonth)]);

  await month.selectOption({ label: monthLabel(secondMonth) });
  await expect(page.getByText('Showing 2 of 4 events')).toBeVisible();
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Band on the Wall' })).toBeVisible();
  await expect(cards.filter({ hasText: 'The Jazz Cafe' })).toBeVisible();

  // Location matches the address as well as the venue name, in any case.
  await page.getByLabel('Location').fill('MANCHESTER');
  await expect(page.getByText('Showing 1 of 4 events')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Band on the Wall');
  await expect(page).toHaveURL(/month=\d{4}-\d{2}&location=MANCHESTER/);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'future-events-filtered');

  await month.selectOption({ label: 'All Months' });
  await page.getByLabel('Location').fill('blue lamp');
  await expect(page.getByText('Showing 1 of 4 events')).toBeVisible();
  await expect(cards.first()).toContainText('Luna Ray');

  await page.getByLabel('Location').fill('Glasgow');
  await expect(page.getByText('No events found')).toBeVisible();
  await expect(page.getByText('Showing 0 of 4 events')).toBeVisible();
  await expect(cards).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'future-events-none-found');

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByText('Showing 4 of 4 events')).toBeVisible();
  await expect(cards).toHaveCount(4);
  await expect(page.getByLabel('Location')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/future-events$/);

  // A filtered address opens with its filters applied and visible.
  await page.goto(`${baseUrl}/future-events?location=brick+lane`);
  await expect(page.getByText('Showing 1 of 4 events')).toBeVisible();
  await expect(page.getByLabel('Location')).toHaveValue('brick lane');
  assertNoPageErrors();
});

test('the events page says so when nothing is scheduled', async ({ page }, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  // The shared server's list can hold other journeys' gigs; this journey needs it empty.
  await page.route('**/api/sessions/scheduled/public', (route) => route.fulfill({ json: [] }));
  await page.goto('/future-events');

  await expect(page.getByText('No upcoming events')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'future-events-empty');
  assertNoPageErrors();
});
