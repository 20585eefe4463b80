import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test, uniqueEmail } from './fixtures';

test('a musician signs up, lands on the dashboard and logs out', async ({ page }, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  const email = uniqueEmail(testInfo, 'signup');
  const stageName = `The Night Owls ${testInfo.project.name}`;

  await page.goto('/');
  await page.getByRole('button', { name: 'Start Your 14-Day Free Trial' }).click();

  await expect(page.getByRole('heading', { level: 3, name: 'Start Your 14-Day Free Trial' })).toBeFocused();
  await page.getByLabel('Stage name').fill(stageName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse');
  await page.getByLabel('Confirm password', { exact: true }).fill('correct horse');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'sign-up-form');

  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created. Taking you to your dashboard…')).toBeVisible();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: stageName })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(`Welcome, ${stageName}!`)).toBeVisible();
  await expect(page).toHaveTitle('Dashboard — Stagecall');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'dashboard');

  // The welcome is once per visit: back on the dashboard later, no second toast.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: stageName })).toBeVisible();
  await expect(page.getByText(`Welcome, ${stageName}!`)).toHaveCount(0);

  // The sign-up replaced the history entry: Back does not reopen the form.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Start Your 14-Day Free Trial' })).toBeVisible();

  // Signed out for real: the dashboard now sends visitors home.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  assertNoPageErrors();
});
