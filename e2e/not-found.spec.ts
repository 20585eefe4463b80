import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';

test('an unknown address shows the 404 page with a way home', async ({ page }, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  await page.goto('/this/page/does-not-exist');

  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found — Stagecall');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'not-found');

  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Request a song from the stage' })).toBeVisible();
  assertNoPageErrors();
});

test('an unknown API path answers JSON, not the web page', async ({ request }) => {
  const response = await request.get('/api/does-not-exist');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'Not found', code: 'not_found' });
});
