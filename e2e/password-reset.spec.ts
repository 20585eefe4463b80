import { createMusician } from '../test/factories';
import { mailPart, startTestSmtp, type TestSmtp } from '../test/smtp';
import { connectDatabase } from '../src/server/db/connection';
import { passwordResetMessages } from '../src/shared/auth/password-reset';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test } from './fixtures';
import { startServer, type RunningServer } from './server';

/**
 * Forgot password end to end: the link is read from a real SMTP server the app's outbox
 * delivers to (a queued e-mail nudges its worker, so the journey waits for the message, not for a time).
 */
let smtp: TestSmtp;
let server: RunningServer;
test.beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startServer({ SMTP_URL: smtp.url });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const newPassword = `🎤${'unbrokenpassword'.repeat(8)}🎸`;

test('a locked-out musician gets a link by e-mail, sets a new password and signs in', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { baseUrl } = server;
  const database = connectDatabase(server.databaseUrl);
  const musician = await createMusician(database.db, { stageName: 'Night Owls' });
  await database.close();

  // The musician's tablet is still signed in with the old password.
  const tablet = await browser.newContext();
  expect(
    (
      await tablet.request.post(`${baseUrl}/api/auth/signin`, {
        data: { email: musician.email, password: musician.password },
      })
    ).ok(),
  ).toBe(true);
  expect((await tablet.request.get(`${baseUrl}/api/auth/me`)).status()).toBe(200);

  await page.goto(baseUrl);
  await page.getByRole('button', { name: 'Sign in here' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill('not an address 🎸');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(passwordResetMessages.invalidEmail)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'forgot-password');

  await page.getByLabel('Email').fill(musician.email.toUpperCase());
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(passwordResetMessages.sent);
  await saveScreenshot(page, testInfo, 'forgot-password-sent');

  // The outbox worker delivers it on its next round.
  await expect.poll(() => smtp.to(musician.email).length, { timeout: 40_000 }).toBe(1);
  const mail = smtp.to(musician.email)[0]!;
  expect(mail.subject).toBe('Reset your Stagecall password');
  const link = /(https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail.decoded)?.[1];
  expect(link).toBeTruthy();
  // The e-mail itself at phone width, as the musician reads it.
  const email = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await email.setContent(mailPart(mail, 'text/html'));
  await expect(email.getByRole('link', { name: 'Choose a new password' })).toBeVisible();
  await saveScreenshot(email, testInfo, 'email-password-reset');
  await email.close();

  // The link names the app's public address; here the browser knows it as 127.0.0.1.
  const path = new URL(link!).pathname + new URL(link!).search;
  await page.goto(`${baseUrl}${path}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(passwordResetMessages.passwordsDoNotMatch)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'reset-password');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'reset-password-done');

  // Every other sign-in ended; the link works once.
  expect((await tablet.request.get(`${baseUrl}/api/auth/me`)).status()).toBe(401);
  await tablet.close();
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another password');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('another password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(passwordResetMessages.tokenInvalid);
  await saveScreenshot(page, testInfo, 'reset-password-link-dead');

  // The new password opens the dashboard.
  await page.goto(baseUrl);
  await page.getByRole('button', { name: 'Sign in here' }).click();
  await page.getByLabel('Email').fill(musician.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
