import { createAdmin, createLiveSession, createMusician, createSongRequest } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';

/**
 * Money that reaches the musician, on the local provider's TEST MODE bank: the musician
 * gives payout details, withdraws, an admin approves in the back office, and the musician sees it
 * paid, with the transfer's reference.
 */
test('a musician connects a test bank, withdraws, an admin approves, and it is paid', async ({
  page,
  browser,
  isolatedServer,
}, testInfo) => {
  test.setTimeout(90_000);
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl, serverSecret } = isolatedServer;
  const admin = await createAdmin(db, { serverSecret });
  const musician = await createMusician(db, {
    stageName: 'Harbour Lights',
    profile: { bio: 'Sea shanties.', music_styles: ['Folk'] },
  });
  const session = await createLiveSession(db, musician.profileId, { venue_name: 'The Anchor' });
  await createSongRequest(db, session, { song_title: 'Wellerman', tip_amount: 2000 });

  await page.request.post(`${baseUrl}/api/auth/signin`, {
    data: { email: musician.email, password: musician.password },
  });
  await page.goto(`${baseUrl}/dashboard`);
  const card = page.getByRole('region', { name: 'Withdraw Tips' });
  await card.scrollIntoViewIfNeeded();
  // No payout details yet: no Withdraw button, and the card says what is missing.
  await expect(card.getByText('Add where your money is paid before withdrawing', { exact: false })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Withdraw', exact: true })).toHaveCount(0);

  // A bank that is not one of the test banks is refused in words; then the paying test bank.
  await card.getByLabel('Account holder').fill(`Harbour Lights Shanty Collective 🎻⚓${'Ahoy'.repeat(18)}`);
  await card.getByLabel('Sort code').fill('20-00-00');
  await card.getByLabel('Account number').fill('55779911');
  await card.getByRole('button', { name: 'Save payout details' }).click();
  await expect(card.getByRole('alert')).toHaveText('Test mode: use one of the test bank accounts shown');
  await saveScreenshot(page, testInfo, 'payout-details-form');
  await card.getByLabel('Sort code').fill('10-88-00');
  await card.getByLabel('Account number').fill('00012345');
  await card.getByRole('button', { name: 'Save payout details' }).click();
  await expect(card.getByText('Stagecall Test Bank ••2345')).toBeVisible();

  await card.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await card.getByLabel('Amount (£)').fill('15');
  await card.getByRole('button', { name: 'Request Withdrawal' }).click();
  await expect(card.getByRole('status')).toContainText('Withdrawal of £15.00 requested');
  await expect(card.getByRole('listitem').first()).toContainText('Pending review');

  // The admin approves it in the back office; it is paid to the test bank at once.
  const adminContext = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  const adminPage = await adminContext.newPage();
  await adminPage.request.post('/api/admin/login', { data: admin.login() });
  await adminPage.goto('/admin/dashboard');
  await adminPage.getByRole('tab', { name: 'Withdrawals' }).click();
  await adminPage.getByRole('button', { name: 'Approve withdrawal of £15.00 for Harbour Lights' }).click();
  await adminPage
    .getByRole('dialog', { name: 'Approve this withdrawal?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  const row = adminPage.getByRole('row', { name: /Harbour Lights/ });
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(/tr_local_/);
  await adminContext.close();

  // The musician sees it paid, with its reference.
  await page.reload();
  const paid = page.getByRole('region', { name: 'Withdraw Tips' }).getByRole('listitem').first();
  await expect(paid).toContainText('Paid');
  await expect(paid).toContainText(/Reference tr_local_/);
  const earnings = page.getByRole('region', { name: 'Tips & Earnings' });
  await expect(earnings.getByText('Withdrawn').locator('..')).toContainText('£15.00');
  await expect(earnings.getByText('Available').locator('..')).toContainText('£4.00');
  await page.getByRole('region', { name: 'Withdraw Tips' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'withdrawal-paid');

  await expectNoSeriousA11yViolations(page);
  assertNoPageErrors();
});
