import type { Page } from '@playwright/test';
import { createMusician } from '../test/factories';
import { connectDatabase } from '../src/server/db/connection';
import { expect, expectNoSeriousA11yViolations, projectContextOptions, saveScreenshot, test } from './fixtures';
import { startServer, type RunningServer } from './server';

/**
 * A musician's subscription from trial to lapse, on a server of its own whose clock the journey
 * moves (TEST_CLOCK_CONTROL=1: POST /api/test/clock advances it and runs the renewals). One
 * musician's month in the steps they would live it, each a test of its own: one page and one
 * server carry the state from step to step, and a step that fails skips the rest.
 */
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let page: Page;
let baseUrl: string;
let musician: { email: string; password: string };

const longText = `🎸${'4242'.repeat(30)}🎶no-such-card-number-at-all`;

async function moveClock(days: number): Promise<void> {
  const res = await page.request.post(`${baseUrl}/api/test/clock`, { data: { days } });
  expect(res.ok()).toBe(true);
}

test.beforeAll(async ({ browser }, testInfo) => {
  server = await startServer({ TEST_CLOCK_CONTROL: '1' });
  baseUrl = server.baseUrl;
  const database = connectDatabase(server.databaseUrl);
  musician = await createMusician(database.db, {
    stageName: 'Harbour Lights',
    profile: { bio: 'Sea shanties and singalongs.', music_styles: ['Folk'] },
  });
  await database.close();
  const context = await browser.newContext(projectContextOptions(testInfo));
  page = await context.newPage();
  await page.request.post(`${baseUrl}/api/auth/signin`, {
    data: { email: musician.email, password: musician.password },
  });
});
test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
});

test('a new musician sees the trial, saves a card and removes it again', async () => {
  // A new musician: the trial banner with 14 days, and the offer of a card.
  await page.goto(`${baseUrl}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Free trial: 14 days left' })).toBeVisible();
  await saveScreenshot(page, test.info(), 'subscription-trial-banner');

  // Add Payment Method: TEST MODE, a mistyped and a declined card, then one that saves and closes.
  await page.getByRole('button', { name: 'Add payment method' }).click();
  const addCard = page.getByRole('dialog', { name: 'Add Payment Method' });
  await expect(addCard.getByText('TEST MODE: no real card is saved or charged.')).toBeVisible();
  await addCard.getByLabel('Card number').fill(longText);
  await addCard.getByLabel('Expiry (MM/YY)').fill('12/39');
  await addCard.getByLabel('Security code').fill('123');
  await addCard.getByRole('button', { name: 'Save card' }).click();
  await expect(addCard.getByRole('alert')).toHaveText('Test mode: use one of the test card numbers shown');
  await addCard.getByLabel('Card number').fill('4000 0000 0000 0002');
  await addCard.getByRole('button', { name: 'Save card' }).click();
  await expect(addCard.getByRole('alert')).toHaveText('Your card was declined');
  await saveScreenshot(page, test.info(), 'subscription-add-card');
  await addCard.getByLabel('Card number').fill('4242 4242 4242 4242');
  await addCard.getByRole('button', { name: 'Save card' }).click();
  await expect(addCard.getByText('Payment method added')).toBeVisible();
  await expect(addCard).toBeHidden();
  await expect(
    page.getByText('Your card ending 4242 starts the monthly plan (£15.00) when the trial ends.'),
  ).toBeVisible();

  // Saying no to the card in Settings: the trial no longer turns into a plan by itself.
  await page.goto(`${baseUrl}/settings?tab=subscription`);
  await page.getByRole('button', { name: 'Remove card' }).click();
  await page.getByRole('dialog', { name: 'Remove your card?' }).getByRole('button', { name: 'Remove card' }).click();
  await expect(page.getByRole('button', { name: 'Add payment method' })).toBeVisible();
});

test('three days before the trial ends, the extra warning', async () => {
  // Three days left: the extra warning.
  await moveClock(11);
  await page.goto(`${baseUrl}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Free trial: 3 days left' })).toBeVisible();
  await expect(
    page.getByText('Your trial ends in 3 days. Subscribe now to keep going live after it ends.'),
  ).toBeVisible();
  await saveScreenshot(page, test.info(), 'subscription-trial-warning');
});

test('the trial expires: going live is locked and the plans are offered', async () => {
  // Expired: going live is locked and says why; the lock leads to the upgrade modal.
  await moveClock(4);
  await page.goto(`${baseUrl}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Trial Expired' })).toBeVisible();
  await expect(page.getByText('Your free trial has ended', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Live Session' })).toHaveCount(0);
  await saveScreenshot(page, test.info(), 'subscription-trial-expired');
  await page.getByRole('button', { name: 'See plans' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Join Us Today' });
  await expect(upgrade.getByText('£15.00')).toBeVisible();
  await expect(upgrade.getByText('£144.00')).toBeVisible();
  await expect(upgrade.getByText('Save 20%')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, test.info(), 'subscription-upgrade-modal');
  await upgrade.getByRole('button', { name: 'Choose Monthly' }).click();
});

test('the monthly plan through the test-mode checkout, declined cards first', async () => {
  // The local provider's checkout (TEST MODE): nothing charged until a test card goes through.
  await expect(page).toHaveURL(/\/subscribe\/checkout\/lcs_/);
  await expect(page.getByText('Due today')).toBeVisible();
  await page.getByLabel('Card number').fill(longText);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /Subscribe: £15.00 per month/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Test mode: use one of the test card numbers shown');
  await page.getByLabel('Card number').fill('4000 0000 0000 9995');
  await page.getByRole('button', { name: /Subscribe: £15.00 per month/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card has insufficient funds');
  await saveScreenshot(page, test.info(), 'subscription-checkout');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /Subscribe: £15.00 per month/ }).click();

  // Premium: the banner, and going live unlocked.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome to Stagecall Premium!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stagecall Premium' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Live Session' })).toBeVisible();
  await saveScreenshot(page, test.info(), 'subscription-premium');
});

test('Settings: cancel keeps access to the period end, reactivate undoes it', async () => {
  // Settings: cancel keeps access to the period end; reactivate returns to active.
  await page.goto(`${baseUrl}/settings?tab=subscription`);
  await expect(page.getByText('Visa ending 4242')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Paid' })).toContainText('£15.00');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your subscription?' })
    .getByRole('button', { name: 'Cancel subscription' })
    .click();
  await expect(page.getByText('Cancelled (active until the period ends)')).toBeVisible();
  await saveScreenshot(page, test.info(), 'subscription-settings-cancelling');
  await page.getByRole('button', { name: 'Reactivate subscription' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your subscription?' })
    .getByRole('button', { name: 'Cancel subscription' })
    .click();
  await page.goto(`${baseUrl}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Premium until the end of your plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Live Session' })).toBeVisible();
});

test('the cancelled period ends: the plan lapses and going live is locked again', async () => {
  // The end of the cancelled period: inactive, and locked again. A month away also ends the
  // sign-in (sessions last 30 idle days, on the server's clock), so the musician signs in again.
  await moveClock(32);
  await page.goto(`${baseUrl}/dashboard`);
  await expect(page).toHaveURL(`${baseUrl}/`);
  await page.request.post(`${baseUrl}/api/auth/signin`, {
    data: { email: musician.email, password: musician.password },
  });
  await page.goto(`${baseUrl}/dashboard`);
  await expect(page.getByRole('heading', { name: 'No Active Subscription' })).toBeVisible();
  await expect(page.getByText('No active subscription', { exact: true })).toBeVisible();
  await saveScreenshot(page, test.info(), 'subscription-inactive');
});
