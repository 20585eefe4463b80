import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';

test('the auth form checks its fields before calling the server', async ({ page }, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  const authCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/sign')) authCalls.push(request.url());
  });

  await page.goto('/');
  await page.getByRole('button', { name: 'Start Your 14-Day Free Trial' }).click();
  const submit = page.getByRole('button', { name: 'Create Account' });
  const stageName = page.getByLabel('Stage name');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  const confirm = page.getByLabel('Confirm password', { exact: true });

  await submit.click();
  await expect(page.getByText('Email and password are required')).toBeVisible();

  await email.fill('fan@example.com');
  await password.fill('secret1');
  await confirm.fill('secret2');
  await submit.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  // The message is tied to the field to fix, not only shown at the bottom of the form.
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');

  await password.fill('abc');
  await confirm.fill('abc');
  await submit.click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await password.fill('abcdef');
  await confirm.fill('abcdef');
  await stageName.fill('   ');
  await submit.click();
  await expect(page.getByText('Stage name is required for signup')).toBeVisible();
  await expect(stageName).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'auth-validation');

  // The show/hide toggle reveals the password and hides it again; each toggle names its field.
  await expect(password).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: 'Show confirm password' })).toBeVisible();
  await page.getByRole('button', { name: 'Show password', exact: true }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password', exact: true }).click();
  await expect(password).toHaveAttribute('type', 'password');

  // Switching mode clears the fields and the message, and hides a revealed password again.
  await page.getByRole('button', { name: 'Show password', exact: true }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign in instead' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
  await expect(page.getByRole('heading', { level: 3, name: 'Sign in to Stagecall' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByText('Stage name is required for signup')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Email and password are required')).toBeVisible();

  // Back closes the form.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Start Your 14-Day Free Trial' })).toBeVisible();

  expect(authCalls, 'no sign-in or sign-up call for invalid input').toEqual([]);
  assertNoPageErrors();
});
