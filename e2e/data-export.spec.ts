import { strFromU8, unzipSync } from 'fflate';
import { createAdmin, createMusician } from '../test/factories';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import { connectDatabase } from '../src/server/db/connection';
import { dataExportMessages } from '../src/shared/data-export';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test } from './fixtures';
import { startServer, type RunningServer } from './server';

/**
 * Download my data end to end: asked for in Settings → Account, built by the server's own job,
 * the link read from a real SMTP server the outbox delivers to (asking nudges the job, and
 * queueing the e-mail nudges the outbox; the journey waits for the message, not for a time), taken once.
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

test('a musician asks for their data in Settings, gets the link by e-mail and downloads it once', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const { baseUrl } = server;
  const database = connectDatabase(server.databaseUrl);
  const stageName = `${'Lanterns'.repeat(8)} 🏮`;
  const musician = await createMusician(database.db, { stageName });
  await database.close();

  await page.goto(baseUrl);
  await page.getByRole('button', { name: 'Sign in here' }).click();
  await page.getByLabel('Email').fill(musician.email);
  await page.getByLabel('Password', { exact: true }).fill(musician.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`${baseUrl}/settings`);
  const section = page
    .getByRole('region', { name: 'Download my data' })
    .or(page.locator('section').filter({ has: page.getByRole('heading', { name: 'Download my data' }) }));
  await expect(section.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  await saveScreenshot(page, testInfo, 'settings-data-export');
  // The sign-in a moment ago is this account's step-up (it has no second factor): no dialog.
  await section.getByRole('button', { name: 'Download my data' }).click();
  await expect(section.getByRole('status')).toContainText('Your data is being prepared');
  await expect(section.getByRole('button', { name: 'Download my data' })).toBeDisabled();
  await expect(section.getByText('One export a day')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'settings-data-export-preparing');

  await expect
    .poll(() => smtp.to(musician.email).filter((m) => /data is ready/.test(m.subject)).length, {
      timeout: 120_000,
    })
    .toBe(1);
  const mail = smtp.to(musician.email).find((m) => /data is ready/.test(m.subject))!;
  const link = /(https?:\/\/[^\s"<>]+\/api\/data-export\/[A-Za-z0-9_-]+)/.exec(mail.decoded)?.[1];
  expect(link).toBeTruthy();
  const path = new URL(link!).pathname;

  // The page says where the link is; the next export is for tomorrow.
  await page.reload();
  await expect(section.getByRole('status')).toContainText('check your e-mail');
  await expect(section.getByText('One export a day')).toBeVisible();
  await saveScreenshot(page, testInfo, 'settings-data-export-ready');

  // The link, as the browser follows it: the ZIP, once.
  const first = await page.request.get(`${baseUrl}${path}`);
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toBe('application/zip');
  expect(first.headers()['content-disposition']).toMatch(/^attachment; filename="stagecall-data-[\d-]+\.zip"$/);
  const files = unzipSync(new Uint8Array(await first.body()));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'account.json', 'acts.json']));
  expect(JSON.parse(strFromU8(files['account.json']!))).toMatchObject({ email: musician.email });
  expect(JSON.parse(strFromU8(files['acts.json']!))).toEqual([expect.objectContaining({ stage_name: stageName })]);

  const second = await page.request.get(`${baseUrl}${path}`);
  expect(second.status()).toBe(410);
  expect(await second.json()).toMatchObject({ code: 'export_link_invalid', error: dataExportMessages.linkInvalid });
  await page.goto(`${baseUrl}${path}`);
  await expect(page.getByText('already been used')).toBeVisible();

  await page.goto(`${baseUrl}/settings`);
  await expect(section.getByRole('status')).toContainText('Downloaded on');
  await saveScreenshot(page, testInfo, 'settings-data-export-downloaded');
});

test('an admin starts an export for a musician from their page; the musician sees it being prepared', async ({
  page,
  browser,
  isolatedServer,
}, testInfo) => {
  test.setTimeout(90_000);
  const { db, baseUrl, serverSecret } = isolatedServer;
  const admin = await createAdmin(db, { serverSecret });
  const musician = await createMusician(db, { stageName: 'Harbour Lights' });

  await page.request.post(`${baseUrl}/api/admin/login`, { data: admin.login() });
  await page.goto(`${baseUrl}/admin/dashboard`);
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search users').fill('Harbour');
  await page.getByRole('button', { name: `View ${musician.email}` }).click();
  await page.getByRole('button', { name: 'Export their data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export this user’s data?' });
  await expect(dialog).toContainText(`e-mailed to that address, not to you`);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'admin-export-confirm');
  await dialog.getByRole('button', { name: 'Start export' }).click();
  await expect(page.getByText(dataExportMessages.adminRequested)).toBeVisible();
  // A second the same day is refused, in words.
  await page.getByRole('button', { name: 'Export their data' }).click();
  await dialog.getByRole('button', { name: 'Start export' }).click();
  await expect(dialog.getByRole('alert')).toContainText('once a day');
  await saveScreenshot(page, testInfo, 'admin-export-refused');

  const own = await browser.newContext(testInfo.project.use);
  const phone = await own.newPage();
  await phone.request.post(`${baseUrl}/api/auth/signin`, {
    data: { email: musician.email, password: musician.password },
  });
  await phone.goto(`${baseUrl}/settings`);
  await expect(phone.getByRole('status').filter({ hasText: 'started by a Stagecall administrator' })).toBeVisible();
  // The other scheme of each width as well (the phone project runs dark, desktop width light).
  await phone.emulateMedia({ colorScheme: testInfo.project.use.colorScheme === 'dark' ? 'light' : 'dark' });
  await saveScreenshot(phone, testInfo, 'settings-data-export-by-admin-other-scheme');
  await own.close();
});
