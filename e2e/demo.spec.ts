import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';

test('the demo dashboard shows sample requests without calling the server', async ({ page }, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });

  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Luna Ray' })).toBeVisible();
  await expect(page).toHaveTitle('Demo — Stagecall');
  await expect(page.getByRole('heading', { name: 'This is a demo with sample data' })).toBeVisible();

  const upNext = page.getByRole('region', { name: 'Up next' });
  const done = page.getByRole('region', { name: 'Played and declined' });
  await expect(upNext.getByText('Pending', { exact: true })).toHaveCount(3);
  await expect(upNext.getByText('Accepted', { exact: true })).toHaveCount(1);
  await expect(done.getByText('Played', { exact: true })).toHaveCount(3);
  await expect(done.getByText('Declined', { exact: true })).toHaveCount(1);
  await expect(done.getByRole('heading', { name: 'Free Bird' })).toHaveCSS('text-decoration-line', 'line-through');
  const totals = page.getByRole('region', { name: 'Tonight so far' });
  await expect(totals.getByRole('definition')).toHaveText(['8', '3', '3', '£26.00']);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'demo');

  // The buttons work on the page's own copy of the data.
  const fastCar = page.getByRole('article', { name: /^Fast Car/ });
  await fastCar.getByRole('button', { name: 'Accept Fast Car' }).click();
  await expect(upNext.getByRole('article', { name: 'Fast Car, accepted' })).toBeFocused();
  await fastCar.getByRole('button', { name: 'Mark Played Fast Car' }).click();
  await expect(done.getByRole('article', { name: 'Fast Car, played' })).toBeFocused();
  await expect(totals.getByRole('definition')).toHaveText(['8', '2', '4', '£26.00']);

  expect(apiCalls, 'calls to the API').toEqual([]);
  assertNoPageErrors();
});

test("a page whose code cannot be downloaded shows 'Loading Error'", async ({ page }, testInfo) => {
  // As after a release that replaced this tab's files, or a dropped connection.
  const demoChunk = /\/assets\/demo-page-[\w-]+\.js$/;
  await page.route(demoChunk, (route) => route.abort());
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Loading Error' })).toBeVisible();
  await expect(page).toHaveTitle('Loading Error — Stagecall');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'loading-error');

  await page.unroute(demoChunk);
  await page.getByRole('button', { name: 'Refresh Page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Luna Ray' })).toBeVisible();
});
