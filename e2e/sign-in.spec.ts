import { request as playwrightRequest } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test, uniqueEmail } from './fixtures';

test('a musician mistypes the password, then signs in', async ({ page, baseURL }, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  const email = uniqueEmail(testInfo, 'signin');
  const password = 'open sesame';

  // The account exists beforehand; created through the API in a separate cookie jar.
  const api = await playwrightRequest.newContext({ baseURL });
  const created = await api.post('/api/auth/signup', { data: { email, password, stageName: 'Signin Tester' } });
  expect(created.status()).toBe(201);
  await api.dispose();

  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in here' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Sign in to Stagecall' })).toBeFocused();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'sign-in-error');

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Signed in. Taking you to your dashboard…')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Signin Tester' })).toBeVisible();

  // A signed-in visitor to the home page is offered the dashboard instead of the sign-up.
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Go to Your Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Your 14-Day Free Trial' })).toHaveCount(0);
  assertNoPageErrors();
});
