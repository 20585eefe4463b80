import { createLiveSession, createMusician } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test } from './fixtures';

const pricing = (on: boolean) => ({
  custom_pricing_enabled: on,
  default_request_price: 200,
  premium_request_price: 500,
  suggested_tip_amounts: '1.00, 3.00',
});

test('prices switched on and off while the fan has the page open: the form follows, and the money is shown apart', async ({
  page: fan,
  browser,
  isolatedServer,
}, testInfo) => {
  test.slow(); // its own server and two browsers
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, { stageName: 'Copper Kettle' });
  const session = await createLiveSession(db, musician.profileId, { venue_name: 'The Old Bell' });
  const manager = await browser.newContext({ baseURL: baseUrl, viewport: { width: 820, height: 1180 } });
  await manager.request.post('/api/auth/signin', { data: { email: musician.email, password: musician.password } });

  await fan.goto(`${baseUrl}/request?qr=${musician.qrCodeId}`);
  await fan.getByRole('combobox', { name: 'Song title' }).fill('Galway Girl');
  await expect(fan.getByText('Request type')).toHaveCount(0);

  // Prices on: the fan sees them before sending, not at the payment step.
  expect((await manager.request.put('/api/musicians/pricing', { data: pricing(true) })).ok()).toBe(true);
  await expect(fan.getByText('Request type')).toBeVisible();
  await fan.locator('label').filter({ hasText: 'Premium £5.00' }).click();
  await fan.locator('label').filter({ hasText: /^£1$/ }).click();
  await fan.getByRole('button', { name: 'Send · £6.00' }).click();
  const payment = fan.getByRole('dialog', { name: 'Pay £6.00 for your request' });
  const lines = payment.getByRole('definition');
  await expect(payment.getByRole('term')).toHaveText(['Premium request', 'Tip', 'Total']);
  await expect(lines).toHaveText(['£5.00', '£1.00', '£6.00']);
  await expectNoSeriousA11yViolations(fan);
  await saveScreenshot(fan, testInfo, 'payment-step-breakdown', { fullPage: false });
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payment.getByLabel('Security code').fill('123');
  await payment.getByRole('button', { name: 'Pay £6.00 and send' }).click();
  await fan
    .getByRole('dialog', { name: 'Request Sent!' })
    .getByRole('button', { name: /Done|No thanks/ })
    .click();

  // The manager's row shows the price and the tip apart; Tips counts the tip alone.
  const queue = await manager.newPage();
  await queue.goto(`/live/${session.id}`);
  const row = queue.getByRole('listitem').filter({ hasText: 'Galway Girl' });
  // The price is held on the fan's card until the musician takes the request; then it is paid.
  await expect(row).toContainText('£5.00 held');
  await expect(row).toContainText('£1.00 tip');
  await expect(queue.getByText(/Request prices paid/)).toHaveCount(0);
  await row.getByRole('button', { name: /^Accept/ }).click();
  await expect(row).toContainText('£5.00 paid');
  await expect(
    queue
      .getByRole('term')
      .filter({ hasText: /^Tips$/ })
      .locator('..')
      .getByRole('definition'),
  ).toHaveText('£1.00');
  await expect(queue.getByText('Request prices paid: £5.00 (not in Tips).')).toBeVisible();
  await saveScreenshot(queue, testInfo, 'manager-price-and-tip');

  // Premium chosen, then prices off: the choice goes, and the request is sent free.
  await fan.getByRole('combobox', { name: 'Song title' }).fill('Whiskey in the Jar 🥃');
  await fan.locator('label').filter({ hasText: 'Premium £5.00' }).click();
  expect((await manager.request.put('/api/musicians/pricing', { data: pricing(false) })).ok()).toBe(true);
  await expect(fan.getByText('Request type')).toHaveCount(0);
  await fan.getByRole('button', { name: 'Send Request' }).click();
  await expect(fan.getByRole('dialog', { name: 'Request Sent!' })).toBeVisible();
  const rows = await db.selectFrom('song_requests').select(['song_title', 'price_amount', 'tip_amount']).execute();
  expect(rows).toEqual([
    { song_title: 'Galway Girl', price_amount: 500, tip_amount: 100 },
    { song_title: 'Whiskey in the Jar 🥃', price_amount: 0, tip_amount: 0 },
  ]);
  await manager.close();
});
