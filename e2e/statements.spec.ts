import { createLiveSession, createSongRequest } from '../test/factories';
import {
  expect,
  expectNoSeriousA11yViolations,
  failOnPageErrors,
  saveScreenshot,
  signInNewMusician,
  test,
} from './fixtures';

test('a musician opens this tax year’s statement from the dashboard, picks a month, prints it and downloads the CSV', async ({
  page,
  isolatedServer,
}, testInfo) => {
  test.slow(); // starts its own server
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;
  const musician = await signInNewMusician(page, isolatedServer, 'Ivory Keys 🎹');
  const show = await createLiveSession(db, musician.profileId);
  await createSongRequest(db, show, { tip_amount: 1000, created_at: '2026-10-02T19:30:00.000Z' });
  await createSongRequest(db, show, { tip_amount: 500, created_at: '2026-11-01T20:00:00.000Z' });

  await page.goto(`${baseUrl}/dashboard`);
  await page.getByRole('link', { name: 'Statements' }).click();
  await expect(page).toHaveURL(/\/statements$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings statement' })).toBeVisible();
  const statement = page.getByRole('article');
  await expect(statement.getByRole('heading', { name: 'Tax year 6 April 2026 to 5 April 2027' })).toBeVisible();
  await expect(statement.getByRole('row', { name: /Tips received \(2\)/ })).toContainText('£15.00');
  await expect(statement.getByRole('row', { name: /Platform fee on tips/ })).toContainText('−£0.75');
  await expect(statement.getByRole('row', { name: /Balance at the end/ })).toContainText('£14.25');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'statement-tax-year');

  await page.getByLabel('Or a month').fill('2026-10');
  await expect(page).toHaveURL(/period=2026-10/);
  await expect(statement.getByRole('heading', { name: 'October 2026' })).toBeVisible();
  await expect(statement.getByRole('row', { name: /Balance at the end/ })).toContainText('£9.50');

  await page.getByLabel('Tax year (6 April to 5 April)').selectOption('2026-27');
  await expect(statement.getByRole('heading', { name: /Tax year/ })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('stagecall-statement-2026-27.csv');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await saveScreenshot(page, testInfo, 'statement-print');
  await page.emulateMedia({ media: 'screen' });

  // A year with nothing in it says so.
  await page.goto(`${baseUrl}/statements?period=2029-30`);
  await expect(page.getByRole('status').filter({ hasText: 'No money moved in this period.' })).toBeVisible();
  assertNoPageErrors();
});
