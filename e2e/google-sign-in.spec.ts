import { startTestIssuer } from '../src/server/features/auth/google/test-issuer';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';
import { startServer } from './server';

const CLIENT_ID = 'stagecall-e2e-client';
const CLIENT_SECRET = 'stagecall-e2e-client-secret';

test('a musician signs in with Google and lands on the dashboard', async ({ page }, testInfo) => {
  test.slow(); // starts an OpenID provider and its own server
  const assertNoPageErrors = failOnPageErrors(page);

  // A real OpenID Connect issuer on loopback stands in for Google; the app is told to use it.
  const issuer = await startTestIssuer();
  const server = await startServer({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    OIDC_ISSUER: issuer.url,
  });
  try {
    await issuer.registerClient({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUri: `${server.baseUrl}/auth/callback`,
      claimsInIdToken: true,
    });
    const accountId = `e2e-google-${testInfo.project.name}`;
    issuer.addAccount(accountId, { email: `${accountId}@gmail.test`, email_verified: true, name: 'Rosa Lane' });
    // The issuer's development pages import a web font; nothing leaves this machine.
    await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
    const exchanges: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/sessions')
        exchanges.push(request.url());
    });

    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('button', { name: 'Sign in here' }).click();
    const googleButton = page.getByRole('button', { name: 'Sign in with Google' });
    await expect(googleButton).toBeVisible();
    await googleButton.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'google-sign-in-button');

    await googleButton.click();
    await page.waitForURL(`${issuer.url}/**`);
    // oidc-provider's development login (any login and password), then its consent page.
    await page.locator('input[name="login"]').fill(accountId);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(/\/auth\/callback\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'You’re signed in' })).toBeVisible();
    await expect(page.getByText('Taking you to your dashboard…')).toBeVisible();
    await saveScreenshot(page, testInfo, 'google-callback-success');

    // 1 s later the dashboard opens, replacing the callback page in the history.
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    await expect(page.getByText('Rosa Lane').first()).toBeVisible();
    const me = await page.request.get(`${server.baseUrl}/api/auth/me`);
    expect(me.status()).toBe(200);
    expect((await me.json()).user).toMatchObject({ email: `${accountId}@gmail.test`, stage_name: 'Rosa Lane' });
    expect(exchanges, 'one code exchange').toHaveLength(1);
    assertNoPageErrors();
  } finally {
    await server.stop();
    await issuer.close();
  }
});

test('without Google configured the form offers no Google button', async ({ page }) => {
  await page.goto('/');
  const status = page.waitForResponse((response) => response.url().endsWith('/api/oauth/google/status'));
  await page.getByRole('button', { name: 'Sign in here' }).click();
  expect(await (await status).json()).toEqual({ enabled: false });
  await expect(page.getByRole('heading', { level: 3, name: 'Sign in to Stagecall' })).toBeVisible();
  await expect(page.getByRole('button', { name: /with Google/ })).toHaveCount(0);
});

test('a refused Google sign-in explains why and goes home after 5 seconds', async ({ page }, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  const refused = '/auth/callback?error=access_denied&error_description=The+user+cancelled+the+sign-in';
  await page.goto(refused);
  await expect(page.getByRole('heading', { level: 1, name: 'Google sign-in failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('OAuth error: The user cancelled the sign-in');
  await expect(page.getByText('Taking you back to the home page in 5 seconds.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'google-callback-error');

  // The five seconds on the page's clock, not the wall's. It is stopped once the page is up: a
  // paused clock would stall the page's loading (and axe's own timers, hence the first visit).
  await page.clock.install();
  await page.goto(refused);
  await expect(page.getByRole('heading', { level: 1, name: 'Google sign-in failed' })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 100);
  await expect(page).toHaveURL(/\/auth\/callback\?/);
  await page.clock.runFor(5_100);
  await expect(page).toHaveURL(/\/$/);
  assertNoPageErrors();
});

test('the callback page words each failure as the spec does', async ({ page }) => {
  await page.goto('/auth/callback');
  await expect(page.getByRole('alert')).toHaveText('No authorization code received from Google');

  await page.goto('/auth/callback?error=redirect_uri_mismatch');
  await expect(page.getByRole('alert')).toHaveText(
    'Domain configuration error. Please contact support for custom domain setup',
  );

  // The shared server has no Google configured: the exchange fails with the server's own words.
  await page.goto('/auth/callback?code=made-up&state=made-up');
  await expect(page.getByRole('alert')).toHaveText('Google sign-in is not configured');

  // A session that does not hold after the exchange.
  await page.route('**/api/sessions', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"user":{}}' }),
  );
  await page.goto('/auth/callback?code=made-up&state=made-up');
  await expect(page.getByRole('alert')).toHaveText('Session verification failed - please try again');

  await page.route('**/api/sessions', (route) => route.abort('internetdisconnected'));
  await page.goto('/auth/callback?code=made-up-2&state=made-up');
  await expect(page.getByRole('alert')).toHaveText('Network error - please check your connection and try again');

  await page.route('**/api/sessions', (route) =>
    route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await page.goto('/auth/callback?code=made-up-3&state=made-up');
  await expect(page.getByRole('alert')).toHaveText('Authentication failed - please try signing in again');
});
