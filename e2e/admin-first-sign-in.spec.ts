import { createAdmin, totpCode } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test } from './fixtures';

/**
 * A new administrator made with Add User, on their first sign-in: the one-time password they were
 * handed is replaced by their own, then authenticator codes are set up and the recovery codes
 * stay on screen until they say the codes are saved; only then does the back office open.
 */
test('an admin made with Add User chooses a password, sets up codes and keeps the recovery codes', async ({
  page,
  browser,
  isolatedServer,
}, testInfo) => {
  test.setTimeout(120_000);
  const { baseUrl, db, serverSecret } = isolatedServer;
  const creator = await createAdmin(db, { serverSecret });
  const creatorContext = await browser.newContext({ baseURL: baseUrl });
  expect((await creatorContext.request.post('/api/admin/login', { data: creator.login() })).status()).toBe(200);
  const email = `new-admin-${testInfo.workerIndex}-${Date.now()}@example.test`;
  const made = await creatorContext.request.post('/api/admin/users/create', { data: { email, user_type: 'admin' } });
  expect(made.status()).toBe(201);
  const oneTime = ((await made.json()) as { temporary_password: string }).temporary_password;
  await creatorContext.close();

  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(oneTime);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);

  // First their own password: nothing else of the back office is offered.
  await expect(page.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  const chosen = `🎛️${'OwnPassword'.repeat(15)}🔐`;
  await page.getByLabel('One-time password', { exact: true }).fill(oneTime);
  await page.getByLabel('New password', { exact: true }).fill(chosen);
  await page.getByLabel('Confirm new password', { exact: true }).fill(`${chosen}!`);
  await expect(page.getByText('New passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password', { exact: true }).fill(chosen);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'admin-choose-password');
  await page.getByRole('button', { name: 'Change Password' }).click();

  // Then a second factor, the only tab until there is one.
  await expect(page.getByRole('tab')).toHaveCount(1);
  await expect(page.getByRole('tab', { name: 'Security' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up authenticator codes' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(totpCode(secret, new Date()));
  await page.getByRole('button', { name: 'Turn on' }).click();

  const recoveryList = page.getByRole('list', { name: 'Recovery codes' });
  await expect(recoveryList.getByRole('listitem')).toHaveCount(10);
  // The codes stay until acknowledged, whatever the status refresh says: still only Security.
  await expect(page.getByText(/recovery codes left/)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'admin-recovery-codes');

  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(recoveryList).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Withdrawals' })).toBeVisible();

  // The one-time password opens nothing any more; the chosen one does (with a code).
  const retry = await page.request.post(`${baseUrl}/api/admin/login`, { data: { email, password: oneTime } });
  expect(retry.status()).toBe(401);
});
