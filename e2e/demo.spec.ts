import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';

test('the demo dashboard shows sample requests without calling the server', async ({ page }, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });

  await page.goto('/demo');
  await expect(page).toHaveTitle('Demo — Stagecall');
  await expect(page.getByRole('heading', { name: 'This is a demo with sample data' })).toBeVisible();
  // The live manager's own summary, sections and rows, on sample data.
  await expect(page.getByRole('heading', { level: 1, name: 'Friday Acoustic Night' })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Friday Acoustic Night' }).getByRole('definition');
  await expect(totals).toHaveText(['9', '4', '3', '£26.00']);
  const upNext = page.getByRole('region', { name: 'Up next' });
  const fresh = page.getByRole('region', { name: 'New requests' });
  await expect(upNext.getByRole('listitem')).toHaveText([/Mr\. Brightside/]);
  // Two fans asked for Sweet Caroline: one row, both of them inside.
  await expect(fresh.getByRole('listitem').filter({ hasText: 'Fast Car' })).toHaveCount(1);
  const caroline = fresh.getByRole('listitem').filter({ hasText: 'Sweet Caroline' }).first();
  await expect(caroline.getByRole('heading')).toHaveText('Sweet Caroline×2 requests');
  await expect(caroline.getByRole('list', { name: 'Fans who asked for Sweet Caroline' })).toContainText('Tom');
  await expect(page.getByText('Played (3)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Free Bird' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'demo');

  // The buttons work on the page's own copy of the data; focus follows the row that moved.
  await fresh.getByRole('button', { name: 'Accept Fast Car' }).click();
  const fastCar = upNext.getByRole('listitem').filter({ hasText: 'Fast Car' });
  await expect(fastCar).toBeFocused();
  await expect(totals).toHaveText(['9', '3', '3', '£26.00']);
  await fastCar.getByRole('button', { name: 'Played Fast Car' }).click();
  await expect(upNext.getByRole('listitem')).toHaveText([/Mr\. Brightside/]);
  await expect(totals).toHaveText(['9', '3', '4', '£26.00']);

  // A merged row acts on both fans' requests; declined ones come back on demand. Total and Tips
  // count every request of the show, declined or not, as the request limit does.
  await caroline.getByRole('button', { name: 'Decline Sweet Caroline' }).click();
  await expect(totals).toHaveText(['9', '1', '4', '£26.00']);
  await page.getByRole('button', { name: 'Show Declined' }).click();
  await expect(page.getByText('Declined (3)')).toBeVisible();
  await expect(totals).toHaveText(['9', '1', '4', '£26.00']);

  expect(apiCalls, 'calls to the API').toEqual([]);
  assertNoPageErrors();
});

test("a page whose code cannot be downloaded shows 'Loading Error'", async ({ page }, testInfo) => {
  // As after a release that replaced this tab's files, or a dropped connection.
  const demoChunk = /\/assets\/demo-page-[\w-]+\.js$/;
  let tries = 0;
  await page.route(demoChunk, (route) => {
    tries++;
    return route.abort();
  });
  await page.goto('/demo');
  // Tried four times, with pauses of 0.5, 1 and 2 s, before the page gives up.
  await expect(page.getByRole('heading', { level: 1, name: 'Loading Error' })).toBeVisible({ timeout: 10_000 });
  expect(tries).toBe(4);
  await expect(page).toHaveTitle('Loading Error — Stagecall');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'loading-error');

  await page.unroute(demoChunk);
  await page.getByRole('button', { name: 'Refresh Page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Friday Acoustic Night' })).toBeVisible();
});
