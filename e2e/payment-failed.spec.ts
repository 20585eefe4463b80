import { createMusician } from '../test/factories';
import { mailPart, startTestSmtp, type CapturedMail, type TestSmtp } from '../test/smtp';
import { connectDatabase } from '../src/server/db/connection';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test } from './fixtures';
import { startServer, type RunningServer } from './server';
import type { Browser, TestInfo } from '@playwright/test';

/**
 * A failed payment is shown where the musician looks: the trial ends, the saved card's
 * charge fails, the dashboard and Settings say so until a working card pays. The e-mails of both
 * moments are read from a real SMTP server and looked at on a phone-sized screen.
 */
let smtp: TestSmtp;
let server: RunningServer;
test.beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startServer({ TEST_CLOCK_CONTROL: '1', SMTP_URL: smtp.url });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

async function screenshotEmail(browser: Browser, mail: CapturedMail, testInfo: TestInfo, name: string) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.setContent(mailPart(mail, 'text/html'));
  await saveScreenshot(page, testInfo, name);
  await page.close();
}

test('a failed payment puts a banner on the dashboard and in Settings until a working card pays', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { baseUrl } = server;
  const database = connectDatabase(server.databaseUrl);
  const musician = await createMusician(database.db, {
    stageName: 'Copper Kettle 🎻',
    profile: { bio: 'Reels and jigs.', music_styles: ['Folk'] },
  });
  await database.close();
  const signIn = () =>
    page.request.post(`${baseUrl}/api/auth/signin`, { data: { email: musician.email, password: musician.password } });
  await signIn();
  const moveClock = async (days: number) =>
    expect((await page.request.post(`${baseUrl}/api/test/clock`, { data: { days } })).ok()).toBe(true);

  // A card that saves but whose every charge fails (4000 0000 0000 0341, as at Stripe).
  await page.goto(`${baseUrl}/dashboard`);
  await page.getByRole('button', { name: 'Add payment method' }).click();
  const addCard = page.getByRole('dialog', { name: 'Add Payment Method' });
  await addCard.getByLabel('Card number').fill('4000 0000 0000 0341');
  await addCard.getByLabel('Expiry (MM/YY)').fill('12/39');
  await addCard.getByLabel('Security code').fill('123');
  await addCard.getByRole('button', { name: 'Save card' }).click();
  await expect(addCard).toBeHidden();

  // The trial ends and the first charge fails.
  await moveClock(15);
  await signIn();
  await page.goto(`${baseUrl}/dashboard`);
  const banner = page.getByRole('heading', { name: 'Your last payment failed — update your card' });
  await expect(banner).toBeVisible();
  // Retried like a renewal: the musician keeps going live and is told when the card is tried again.
  await expect(page.getByText(/We try again on \d+ \w+ \d{4}; add a working card before then/)).toBeVisible();
  await expect(page.getByText(/renews on/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'payment-failed-banner');

  await page.goto(`${baseUrl}/settings?tab=subscription`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your last payment failed — update your card' }),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'payment-failed-settings');

  // A working card: the next renewals run charges it and the warning goes.
  await page.goto(`${baseUrl}/dashboard`);
  await page.getByRole('button', { name: 'Update card' }).click();
  await addCard.getByLabel('Card number').fill('4242 4242 4242 4242');
  await addCard.getByLabel('Expiry (MM/YY)').fill('12/39');
  await addCard.getByLabel('Security code').fill('123');
  await addCard.getByRole('button', { name: 'Save card' }).click();
  await expect(addCard).toBeHidden();
  await moveClock(0);
  await page.goto(`${baseUrl}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Stagecall Premium' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Both moments reached the musician by e-mail (each queued e-mail nudges the outbox worker).
  const subjects = () => smtp.to(musician.email).map((mail) => mail.subject);
  await expect
    .poll(subjects, { timeout: 45_000 })
    .toEqual(
      expect.arrayContaining([
        'Your trial has ended and your first Stagecall payment failed: update your card',
        'Your Stagecall receipt: first payment',
      ]),
    );
  const bySubject = (subject: string) => smtp.to(musician.email).find((mail) => mail.subject === subject)!;
  await screenshotEmail(
    browser,
    bySubject('Your trial has ended and your first Stagecall payment failed: update your card'),
    testInfo,
    'email-payment-failed',
  );
  await screenshotEmail(browser, bySubject('Your Stagecall receipt: first payment'), testInfo, 'email-first-payment');
});
