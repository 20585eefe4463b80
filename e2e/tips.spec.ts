import type { Browser, Page } from '@playwright/test';
import { createLiveSession, createMusician, createSongRequest } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';

async function signedInPage(browser: Browser, baseUrl: string, credentials: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 820, height: 1180 } });
  const { email, password } = credentials;
  const signIn = await context.request.post('/api/auth/signin', { data: { email, password } });
  expect(signIn.ok(), 'the musician signs in').toBe(true);
  return context.newPage();
}

async function chooseTipAndSend(fan: Page, song: string, tip: string) {
  await fan.getByRole('combobox', { name: 'Song title' }).fill(song);
  // The chips are labels around visually hidden radios: a fan taps the label.
  await fan
    .locator('label')
    .filter({ hasText: new RegExp(`^${tip}$`) })
    .click();
  await expect(fan.getByRole('radio', { name: tip, exact: true })).toBeChecked();
  // Send names what the card will be asked for.
  await fan.getByRole('button', { name: /^Send · £/ }).click();
}

test('a fan tips £5 with the test card; the request reaches the manager only once paid, and the money follows', async ({
  page: fan,
  browser,
  isolatedServer,
}, testInfo) => {
  test.slow();
  const assertNoPageErrors = failOnPageErrors(fan);
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, {
    stageName: 'Copper Kettle',
    profile: { bio: 'Pub favourites.', music_styles: ['Folk'], instagram_handle: '@copperkettle' },
  });
  const session = await createLiveSession(db, musician.profileId, { venue_name: 'The Old Bell' });
  // An earlier £10 tip (£9.50 after the fee), so a £5.00 withdrawal is possible after tonight's tip.
  await createSongRequest(db, session, { song_title: 'Dirty Old Town', tip_amount: 1000 });

  const manager = await signedInPage(browser, baseUrl, musician);
  await manager.goto(`/live/${session.id}`);
  const list = manager.getByRole('heading', { name: /^Song Requests/ });
  await expect(list).toHaveText('Song Requests (1)');

  await fan.goto(`${baseUrl}/request?qr=${musician.qrCodeId}`);
  await expect(fan.getByRole('radio', { name: '£5', exact: true })).toBeAttached();

  // A declined card: no request, no tip, and the fan is told why.
  await chooseTipAndSend(fan, 'Galway Girl', '£5');
  const payment = fan.getByRole('dialog', { name: 'Pay your £5.00 tip' });
  await expect(payment).toContainText('TEST MODE');
  await payment.getByLabel('Card number').fill('4000 0000 0000 0002');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payment.getByLabel('Security code').fill('123');
  await payment.getByRole('button', { name: 'Pay £5.00 and send' }).click();
  await expect(payment.getByRole('alert')).toHaveText('Your card was declined');
  await expect(payment.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await saveScreenshot(fan, testInfo, 'tip-declined');
  await expect(list).toHaveText('Song Requests (1)');

  // The test card that succeeds: the request arrives with its £5.00 badge.
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByRole('button', { name: 'Pay £5.00 and send' }).click();
  await expect(fan.getByRole('dialog', { name: 'Request Sent!' })).toContainText('Galway Girl');
  await saveScreenshot(fan, testInfo, 'tip-request-sent');
  await expect(list).toHaveText('Song Requests (2)');
  const row = manager.getByRole('listitem').filter({ hasText: 'Galway Girl' });
  await expect(row).toContainText('£5.00');

  // The dashboard shows the new balance; the musician withdraws £5.00 and sees it pending.
  // Payout details given already (e2e/payouts.spec.ts fills the form itself): Withdraw needs them.
  const bank = { account_holder: 'Copper Kettle', sort_code: '108800', account_number: '00012345' };
  expect((await manager.request.put('/api/musicians/payout-account/test-bank', { data: bank })).status()).toBe(200);
  await manager.goto('/dashboard');
  const card = manager.getByRole('region', { name: 'Tips & Earnings' });
  await expect(card.getByText('Available').locator('..')).toContainText('£14.25');
  await card.getByRole('button', { name: 'Withdraw Tips' }).click();
  const withdrawal = manager.getByRole('region', { name: 'Withdraw Tips' });
  await withdrawal.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await withdrawal.getByLabel('Amount (£)').fill('5.00');
  await withdrawal.getByRole('button', { name: 'Request Withdrawal' }).click();
  await expect(withdrawal.getByRole('listitem').first()).toContainText('Pending review');
  await expect(card.getByText('Pending').locator('..')).toContainText('£5.00');
  await expect(card.getByText('Available').locator('..')).toContainText('£9.25');

  await fan.getByRole('button', { name: 'No thanks' }).click();
  await expectNoSeriousA11yViolations(fan);
  assertNoPageErrors();
});

test('a custom tip with the second-step test card, failed and then approved, and a long name and message', async ({
  page: fan,
  isolatedServer,
}, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(fan);
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, {
    stageName: 'Luna Ray',
    profile: { bio: 'Acoustic covers.', music_styles: ['Acoustic'] },
  });
  const session = await createLiveSession(db, musician.profileId, { venue_name: 'The Crown' });

  await fan.goto(`${baseUrl}/request?qr=${musician.qrCodeId}`);
  const long = `🎸${'Wonderwall'.repeat(12)}🎶`;
  await fan.getByLabel('Your name (optional)').fill(`Aoife${'x'.repeat(60)}🎉`);
  await fan.getByLabel('Message (optional)').fill(`${'Dedicated-to-table-nine'.repeat(10)} 💛`);
  await fan.getByRole('combobox', { name: 'Song title' }).fill(long);
  await fan
    .locator('label')
    .filter({ hasText: /^Other$/ })
    .click();
  const amount = fan.getByLabel('Tip amount (£)');
  await amount.fill('abc');
  await fan.getByRole('button', { name: 'Send Request' }).click();
  await expect(fan.getByText('Enter a tip in pounds, such as £5, up to £500')).toBeVisible();
  await amount.fill('2.50');
  await fan.getByRole('button', { name: 'Send · £2.50' }).click();

  const payment = fan.getByRole('dialog', { name: 'Pay your £2.50 tip' });
  await payment.getByLabel('Card number').fill('4000002500003155');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payment.getByLabel('Security code').fill('123');
  await payment.getByRole('button', { name: 'Pay £2.50 and send' }).click();
  await payment.getByRole('button', { name: 'Fail test payment' }).click();
  await expect(payment.getByRole('alert')).toHaveText('The card could not be verified');
  await payment.getByRole('button', { name: 'Pay £2.50 and send' }).click();
  await saveScreenshot(fan, testInfo, 'tip-second-step');
  await payment.getByRole('button', { name: 'Approve test payment' }).click();
  await expect(fan.getByRole('dialog', { name: 'Request Sent!' })).toBeVisible();

  const stored = await db
    .selectFrom('song_requests')
    .select(['song_title', 'tip_amount'])
    .where('session_id', '=', session.id)
    .execute();
  expect(stored).toEqual([{ song_title: long, tip_amount: 250 }]);
  const width = await fan.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no sideways scroll').toBeLessThanOrEqual(390);
  assertNoPageErrors();
});

test('with custom pricing a fan pays for a premium request, and it goes ahead of the standard ones', async ({
  page: fan,
  browser,
  isolatedServer,
}, testInfo) => {
  test.slow();
  const assertNoPageErrors = failOnPageErrors(fan);
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, {
    stageName: 'Copper Kettle',
    profile: { bio: 'Pub favourites.', music_styles: ['Folk'] },
  });
  await db
    .updateTable('musician_profiles')
    .set({ custom_pricing_enabled: 1, default_request_price: 300, premium_request_price: 750 })
    .where('id', '=', musician.profileId)
    .execute();
  const session = await createLiveSession(db, musician.profileId, { venue_name: 'The Old Bell' });
  await createSongRequest(db, session, { song_title: 'Dirty Old Town' });

  const manager = await signedInPage(browser, baseUrl, musician);
  await manager.goto(`/live/${session.id}`);
  await expect(manager.getByRole('heading', { name: /^Song Requests/ })).toHaveText('Song Requests (1)');

  await fan.goto(`${baseUrl}/request?qr=${musician.qrCodeId}`);
  await fan.getByRole('combobox', { name: 'Song title' }).fill('Galway Girl');
  await expect(fan.getByRole('group', { name: 'Request type' })).toContainText('Standard £3.00');
  await fan
    .locator('label')
    .filter({ hasText: /^Premium £7\.50$/ })
    .click();
  await fan.getByRole('button', { name: 'Send · £7.50' }).click();
  const payment = fan.getByRole('dialog', { name: 'Pay £7.50 for your request' });
  await payment.getByLabel('Card number').fill('4242424242424242');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payment.getByLabel('Security code').fill('123');
  await saveScreenshot(fan, testInfo, 'premium-payment');
  await payment.getByRole('button', { name: 'Pay £7.50 and send' }).click();
  await expect(fan.getByRole('dialog', { name: 'Request Sent!' })).toBeVisible();

  // The premium request is listed first among the new ones, with its badge.
  const rows = manager.getByRole('listitem').filter({ hasText: /Galway Girl|Dirty Old Town/ });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Galway Girl');
  await expect(rows.first()).toContainText('Premium');
  await saveScreenshot(manager, testInfo, 'premium-in-manager');
  assertNoPageErrors();
});
