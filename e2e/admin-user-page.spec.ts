import { createAdmin, createLiveSession, createMusician, createSongRequest } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';

/**
 * The back office's page for one user: from Users, the musician's shows, tips, refunds,
 * withdrawals, plan payments and ledger; Refund tip asks for a reason and confirms, then the
 * refund shows on the page.
 */
test('an admin opens a musician from Users and refunds part of a tip', async ({ page, isolatedServer }, testInfo) => {
  test.setTimeout(90_000);
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl, serverSecret } = isolatedServer;
  const admin = await createAdmin(db, { serverSecret });
  const musician = await createMusician(db, { stageName: 'Lighthouse Keepers' });
  const session = await createLiveSession(db, musician.profileId, { venue_name: 'The Lamp Room' });
  await createSongRequest(db, session, { song_title: 'Galway Girl', tip_amount: 2000, fan_name: 'Róisín 🎻' });
  // The tip's payment, as the local test provider recorded it when the fan paid.
  const tip = await db
    .selectFrom('tips')
    .select(['provider_payment_id', 'amount'])
    .where('musician_id', '=', musician.profileId)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await db
    .insertInto('local_payments')
    .values({
      id: tip.provider_payment_id!,
      amount: tip.amount,
      currency: 'gbp',
      status: 'succeeded',
      client_secret: `${tip.provider_payment_id!}_secret`,
      description: 'Tip',
      metadata: '{}',
      idempotency_key: `e2e-${tip.provider_payment_id!}`,
      last_error: null,
      card_brand: 'visa',
      card_last4: '4242',
      created_at: now,
      updated_at: now,
    })
    .execute();

  await page.request.post(`${baseUrl}/api/admin/login`, { data: admin.login() });
  await page.goto(`${baseUrl}/admin/dashboard`);
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search users').fill('Lighthouse');
  await page.getByRole('button', { name: `View ${musician.email}` }).click();

  const panel = page.getByRole('region', { name: 'Lighthouse Keepers' });
  await expect(panel.getByRole('region', { name: 'Shows' })).toContainText('The Lamp Room');
  const tips = panel.getByRole('region', { name: 'Tips' });
  await expect(tips).toContainText('£20.00');
  await expect(panel.getByRole('region', { name: 'Refunds' })).toContainText('None yet.');
  await expect(panel.getByRole('region', { name: 'Ledger' })).toContainText('tip received');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'admin-user-page');

  await tips.getByRole('button', { name: /^Refund tip of £20\.00/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund tip' });
  await expect(dialog).toContainText('£20.00 of it is left to refund');
  // No reason: refused in words, nothing refunded.
  await dialog.getByLabel('Amount (£)').fill('5');
  await dialog.getByRole('button', { name: 'Refund £5.00' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give a reason for the refund');
  await dialog.getByLabel('Reason').fill(`Thefanaskedforthisbackafterthesongwasplayedtwice🎸🙏${'Sorry'.repeat(20)}`);
  await saveScreenshot(page, testInfo, 'admin-refund-tip');
  await dialog.getByRole('button', { name: 'Refund £5.00' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Refunded £5.00 of the tip')).toBeVisible();

  const refunds = panel.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText('£5.00');
  await expect(refunds).toContainText('Thefanaskedforthisback');
  await expect(panel.getByRole('region', { name: 'Ledger' })).toContainText('tip refunded');
  await saveScreenshot(page, testInfo, 'admin-user-page-refunded');

  await panel.getByRole('button', { name: 'Back to Users' }).click();
  await expect(page.getByRole('button', { name: `View ${musician.email}` })).toBeVisible();
  assertNoPageErrors();
});
