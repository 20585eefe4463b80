import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test, scrollToEnd } from './fixtures';

test('a fan opens the home page on an empty database', { tag: '@desktop' }, async ({ page }, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  await page.goto('/');

  await expect(page).toHaveTitle('Stagecall — Live song requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Request a song from the stage' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send Request to Artist' })).toHaveAttribute('href', '/request');
  await expect(page.getByText('Always free for audience to send requests')).toBeVisible();

  // No session is live on a fresh database: the spec's empty text, not a skeleton or a crash.
  const liveNow = page.getByRole('region', { name: 'Live Right Now' });
  await expect(liveNow.getByText('No live shows currently active')).toBeVisible();

  // Until the public gigs endpoint exists the section says so honestly and offers a retry.
  await scrollToEnd(page);
  const upcoming = page.getByRole('region', { name: 'Upcoming Performances' });
  await expect(
    upcoming
      .getByText('No upcoming performances yet')
      .or(upcoming.getByText('We could not load upcoming performances just now.')),
  ).toBeVisible();

  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Your 14-Day Free Trial' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in here' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Admin Login' })).toHaveAttribute(
    'href',
    '/admin',
  );

  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toContain('song requests');

  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'landing');
  assertNoPageErrors();
});

test('a fan who jumps to the foot of the home page still gets the upcoming performances they passed', async ({
  page,
}) => {
  // A short screen and a jump in one frame (a link to the foot, a fling): the place of the gigs'
  // list goes from below the viewport to far above it without ever being on screen.
  await page.setViewportSize({ width: 390, height: 420 });
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Live Right Now' }).getByText('No live shows currently active'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upcoming Performances' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Upcoming Performances' })).toBeAttached();
});

test('the fan call to action leads to the request route', async ({ page }, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Send Request to Artist' }).click();

  await expect(page).toHaveURL(/\/request$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Send a Song Request' })).toBeVisible();
  await expect(page).toHaveTitle('Send a Song Request — Stagecall');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'request-from-landing');
  assertNoPageErrors();
});

test('a dropped connection leaves the home page usable, with a retry', async ({ page }, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  // A fan on venue Wi-Fi that drops: the list calls fail at the network level.
  await page.route('**/api/sessions/active', (route) => route.abort('internetdisconnected'));
  await page.route('**/api/sessions/scheduled/public', (route) => route.abort('internetdisconnected'));
  await page.goto('/');

  const liveNow = page.getByRole('region', { name: 'Live Right Now' });
  await expect(liveNow.getByText('No live shows currently active')).toBeVisible({ timeout: 15_000 });
  await expect(liveNow.getByText('We could not check for live shows just now.')).toBeVisible();
  await scrollToEnd(page);
  const upcoming = page.getByRole('region', { name: 'Upcoming Performances' });
  await expect(upcoming.getByText('We could not load upcoming performances just now.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('link', { name: 'Send Request to Artist' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'landing-offline');

  // The connection comes back: Try again loads the real (empty) list.
  await page.unroute('**/api/sessions/active');
  await liveNow.getByRole('button', { name: 'Try again' }).click();
  await expect(liveNow.getByText('When an artist goes live at a venue, their show appears here.')).toBeVisible();
  await expect(liveNow.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  assertNoPageErrors();
});
