import { todayIso } from '../src/shared/dates';
import { addDays } from '../src/shared/gigs/gig-series';
import {
  expect,
  expectNoSeriousA11yViolations,
  failOnPageErrors,
  saveScreenshot,
  signInNewMusician,
  test,
} from './fixtures';

/** The first Thursday at least `after` days from London's today. */
function nextThursday(after: number): string {
  let date = addDays(todayIso(), after);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 4) date = addDays(date, 1);
  return date;
}

const venueName = 'TheGrandHotelPianoBarAndLoungeWithAnExtremelyLongName🎹🍸';

test('a pianist schedules a Thursday residency, moves one date, cancels another; a fan sees and downloads the dates', async ({
  page,
  browser,
  isolatedServer,
}, testInfo) => {
  test.slow(); // starts its own server
  const assertNoPageErrors = failOnPageErrors(page);
  const musician = await signInNewMusician(page, isolatedServer, 'Ivory Keys 🎹');
  const first = nextThursday(2);

  await page.goto(`${isolatedServer.baseUrl}/dashboard`);
  await page.getByRole('button', { name: 'Schedule Gig' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Gig' });
  await dialog.getByRole('combobox', { name: 'Venue Name' }).fill(venueName);
  await dialog.getByLabel('Date', { exact: true }).fill(first);
  await dialog.getByLabel('Start Time').fill('20:00');
  await dialog.getByLabel('End Time (required)').fill('23:00');
  const repeats = dialog.getByLabel('Repeats');
  await expect(repeats.getByRole('option', { name: 'Every Thursday' })).toHaveCount(1);
  await expect(
    repeats.getByRole('option', {
      name:
        'Monthly on the' +
        ' ' +
        ['first', 'second', 'third', 'fourth', 'last'][Math.min(4, Math.floor((Number(first.slice(8)) - 1) / 7))] +
        ' Thursday',
    }),
  ).toHaveCount(1);
  await repeats.selectOption({ label: 'Every Thursday' });
  await dialog.getByLabel('Ends').selectOption({ label: 'After a number of dates' });
  await dialog.getByLabel('Number of dates').fill('1000');
  await dialog.getByRole('button', { name: 'Schedule Gig' }).click();
  await expect(dialog.getByRole('alert')).toContainText('A series has between 2 and 260 dates');
  await dialog.getByLabel('Number of dates').fill('6');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Number of dates').scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'schedule-residency', { fullPage: false });
  await dialog.getByRole('button', { name: 'Schedule Gig' }).click();
  await expect(dialog.getByText('Scheduled! 6 dates are in your calendar.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const panel = page.getByRole('region', { name: 'Upcoming Gigs' });
  const cards = panel.getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText('Every Thursday');

  // The second date moves to the Friday, alone.
  await cards.nth(1).getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Gig' });
  await expect(edit.getByRole('group', { name: /Part of a series: Every Thursday/ })).toBeVisible();
  await expect(edit.getByRole('radio', { name: 'This date only' })).toBeChecked();
  await edit.getByLabel('Date', { exact: true }).fill(addDays(first, 8));
  await edit.getByRole('button', { name: 'Update Gig' }).click();
  await expect(edit).toBeHidden();

  // The third date is cancelled, alone.
  await expect(cards.nth(2)).toContainText('Every Thursday');
  await cards
    .nth(2)
    .getByRole('button', { name: /^Delete/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Gig Date' });
  await expect(confirm.getByRole('radio', { name: 'This date only' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'cancel-series-date', { fullPage: false });
  await confirm.getByRole('button', { name: 'Cancel This Date' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Date cancelled.')).toBeVisible();
  await expect(cards).toHaveCount(5);
  await saveScreenshot(page, testInfo, 'residency-dashboard');

  // A fan: the artist page lists the dates, the feed marks the cancelled one, one date downloads.
  const fanContext = await browser.newContext(testInfo.project.use);
  const fan = await fanContext.newPage();
  await fan.goto(`${isolatedServer.baseUrl}/artist/${musician.qrCodeId}`);
  const upcoming = fan.getByRole('region', { name: 'Upcoming Performances' });
  await upcoming.scrollIntoViewIfNeeded();
  await expect(upcoming.getByRole('listitem').filter({ hasText: venueName })).toHaveCount(5);
  const feedHref =
    (await upcoming.getByRole('link', { name: 'Subscribe to every gig in your calendar app' }).getAttribute('href')) ??
    '';
  const feed = await (await fan.request.get(feedHref.replace(/^webcal:/, 'http:'))).text();
  expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(6);
  expect(feed.match(/STATUS:CANCELLED/g)).toHaveLength(1);
  await upcoming.getByText('Add to calendar').first().click();
  const downloading = fan.waitForEvent('download');
  await upcoming.getByRole('link', { name: 'Apple, Outlook and others (.ics)' }).first().click();
  expect((await downloading).suggestedFilename()).toMatch(/^gig-\d+\.ics$/);
  await fanContext.close();
  assertNoPageErrors();
});
