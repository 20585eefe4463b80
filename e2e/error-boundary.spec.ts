import { expect, expectNoSeriousA11yViolations, saveScreenshot, test } from './fixtures';

test('a page that crashes shows the error screen and reports the crash to the server', async ({
  page,
  isolatedServer,
}, testInfo) => {
  const { baseUrl, db } = isolatedServer;
  // A public musician without a stage name: the page cannot render it, which is the kind of
  // surprise the error boundary exists for (the real API always sends one).
  await page.route('**/api/musicians/BROKEN', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ musician: { public_profile_enabled: true, stage_name: null }, active_session: null }),
    }),
  );
  const reported = page.waitForRequest(
    (request) => request.url().endsWith('/api/errors/client') && request.method() === 'POST',
  );
  // The crash is logged by React and by the boundary; those lines are expected here.
  page.on('console', () => undefined);

  await page.goto(`${baseUrl}/artist/BROKEN`);
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(alert).toContainText('The application encountered an error. Please refresh the page.');
  await expect(alert.getByRole('button', { name: 'Refresh Page' })).toBeVisible();

  const report = (await reported).postDataJSON() as { message: string; url: string };
  expect(report.url).toBe(`${baseUrl}/artist/BROKEN`);
  expect(report.message.length).toBeGreaterThan(0);
  await expect
    .poll(async () => (await db.selectFrom('client_errors').select(['message', 'url']).execute()).length)
    .toBe(1);

  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'error-boundary');

  // Refresh Page reloads; with the API answering normally again the page says the artist is unknown.
  await page.unroute('**/api/musicians/BROKEN');
  await alert.getByRole('button', { name: 'Refresh Page' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Not Available' })).toBeVisible();
});
