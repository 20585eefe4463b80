import { todayIso } from '../src/shared/dates';
import { createGig } from '../test/factories';
import {
  expect,
  expectNoSeriousA11yViolations,
  failOnPageErrors,
  saveScreenshot,
  signInNewMusician,
  test,
} from './fixtures';

/** 'YYYY-MM-DD' `days` after London's today. */
function daysAhead(days: number): string {
  return new Date(Date.parse(`${todayIso()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const longVenue = 'TheRoyalAlbertHallOfTheMostExtraordinarilyLongVenueNamesEverTypedIntoAForm🎻🎶';

test('a fan adds a gig to a calendar and subscribes; the act keeps a private feed it can reset', async ({
  page,
  browser,
  isolatedServer,
}, testInfo) => {
  test.slow(); // starts its own server
  const assertNoPageErrors = failOnPageErrors(page);
  const musician = await signInNewMusician(page, isolatedServer, 'Harbour Lights 🌊');
  const publicDate = daysAhead(9);
  await createGig(isolatedServer.db, musician.profileId, {
    venue_name: longVenue,
    location_address: '1 Quay Street, Bristol',
    session_name: 'Late Set',
    scheduled_date: publicDate,
    scheduled_start_time: '23:30',
    scheduled_end_time: '01:30',
  });
  await createGig(isolatedServer.db, musician.profileId, {
    venue_name: 'Secret Wedding Barn',
    is_publicly_visible: 0,
    scheduled_date: daysAhead(10),
  });

  // A fan, in their own browser, on the artist page.
  const fanContext = await browser.newContext(testInfo.project.use);
  const fan = await fanContext.newPage();
  const assertNoFanErrors = failOnPageErrors(fan);
  await fan.goto(`${isolatedServer.baseUrl}/artist/${musician.qrCodeId}`);
  const upcoming = fan.getByRole('region', { name: 'Upcoming Performances' });
  await upcoming.scrollIntoViewIfNeeded();
  await expect(upcoming.getByText(longVenue, { exact: true })).toBeVisible();
  await expect(upcoming.getByText('Secret Wedding Barn')).toHaveCount(0);

  const addToCalendar = upcoming.getByText('Add to calendar');
  await addToCalendar.click();
  const ics = upcoming.getByRole('link', { name: 'Apple, Outlook and others (.ics)' });
  await expect(ics).toBeVisible();
  const downloading = fan.waitForEvent('download');
  await ics.click();
  const download = await downloading;
  const file = await download.createReadStream().then(
    (stream) =>
      new Promise<string>((resolve, reject) => {
        let text = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (text += chunk));
        stream.on('end', () => resolve(text));
        stream.on('error', reject);
      }),
  );
  expect(file).toContain('BEGIN:VEVENT');
  // A gig past midnight is one event that ends on the next day (folded lines unfolded first).
  const unfolded = file.replace(/\r\n /g, '');
  expect(unfolded).toContain(`LOCATION:${longVenue.replace(/,/g, '\\,')}`);
  expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);

  const google = upcoming.getByRole('link', { name: /Google Calendar/ });
  const googleHref = new URL((await google.getAttribute('href')) ?? '');
  expect(googleHref.origin).toBe('https://calendar.google.com');
  expect(googleHref.searchParams.get('text')).toBe(`Harbour Lights 🌊 at ${longVenue}`);
  const [startStamp, endStamp] = (googleHref.searchParams.get('dates') ?? '').split('/');
  expect(startStamp?.slice(0, 8)).toBe(publicDate.replace(/-/g, ''));
  expect(endStamp?.slice(0, 8)).not.toBe(startStamp?.slice(0, 8));
  expect(googleHref.searchParams.get('details')).toContain(`/artist/${musician.qrCodeId}`);

  const subscribe = upcoming.getByRole('link', { name: 'Subscribe to every gig in your calendar app' });
  const feedHref = (await subscribe.getAttribute('href')) ?? '';
  expect(feedHref).toMatch(/^webcal:\/\//);
  const publicFeed = await fan.request.get(feedHref.replace(/^webcal:/, 'http:'));
  expect(publicFeed.headers()['content-type']).toContain('text/calendar');
  const publicText = await publicFeed.text();
  expect(publicText).toContain('Late Set');
  expect(publicText).not.toContain('Secret Wedding Barn');
  await expectNoSeriousA11yViolations(fan);
  await saveScreenshot(fan, testInfo, 'artist-page-add-to-calendar');

  // Future Events offers the same on every card.
  await fan.goto(`${isolatedServer.baseUrl}/future-events`);
  const card = fan.getByRole('article').filter({ hasText: 'Late Set' });
  await card.getByText('Add to calendar').click();
  await expect(card.getByRole('link', { name: 'Apple, Outlook and others (.ics)' })).toBeVisible();
  await expectNoSeriousA11yViolations(fan);
  await saveScreenshot(fan, testInfo, 'future-events-add-to-calendar');
  assertNoFanErrors();
  await fanContext.close();

  // The musician's own feed, private gigs included, from the dashboard.
  await page.goto(`${isolatedServer.baseUrl}/dashboard`);
  await page.getByText('Your gigs in your calendar app').click();
  const address = page.getByLabel('Private calendar address');
  await expect(address).toHaveValue(/\/api\/calendars\/.+\.ics$/);
  const firstAddress = await address.inputValue();
  const privateFeed = await page.request.get(firstAddress);
  expect(privateFeed.status()).toBe(200);
  expect(await privateFeed.text()).toContain('Secret Wedding Barn');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'dashboard-calendar-feed');

  await page.getByRole('button', { name: 'Get a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get a new calendar address' });
  await expect(dialog).toContainText('stops working at once');
  await dialog.getByRole('button', { name: 'Get a new address' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('New address ready.')).toBeVisible();
  await expect(address).not.toHaveValue(firstAddress);
  expect((await page.request.get(firstAddress)).status()).toBe(404);
  expect((await page.request.get(await address.inputValue())).status()).toBe(200);
  assertNoPageErrors();
});
