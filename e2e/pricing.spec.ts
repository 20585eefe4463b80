import { createMusician } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';

test('a musician sets request prices and the tip chips fans see', async ({ page, isolatedServer }, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, {
    stageName: 'Copper Kettle',
    profile: { bio: 'Pub favourites.', music_styles: ['Folk'] },
  });
  await page.request.post(`${baseUrl}/api/auth/signin`, {
    data: { email: musician.email, password: musician.password },
  });
  await page.goto(`${baseUrl}/dashboard`);
  await page.getByRole('button', { name: 'Pricing Settings' }).click();
  const modal = page.getByRole('dialog', { name: 'Pricing Settings' });
  await expect(modal.getByRole('listitem')).toHaveText(['£1', '£2', '£5', '£10']);

  // Tip chips: empty, unreadable, duplicate are refused with the spec's words; long text too.
  const add = modal.getByLabel('Add a tip amount');
  await modal.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(modal.getByRole('alert')).toHaveText('Enter a tip amount');
  await add.fill(`🎸${'£'.repeat(40)}fifteen-pounds-please🎶`);
  await add.press('Enter');
  await expect(modal.getByRole('alert')).toHaveText('Enter a tip amount in pounds, such as £15');
  await expect(add).toHaveAttribute('aria-invalid', 'true');
  await add.fill('5');
  await add.press('Enter');
  await expect(modal.getByRole('alert')).toHaveText('That tip amount is already in the list');
  await add.fill('£15');
  await add.press('Enter');
  await modal.getByRole('button', { name: 'Remove £1.00' }).click();
  await expect(modal.getByRole('listitem')).toHaveText(['£2', '£5', '£10', '£15']);

  // Custom pricing with a premium below the standard price is refused; then saved.
  await modal.getByRole('switch', { name: /Custom pricing/ }).click();
  await modal.getByLabel('Standard Request Price (£)').fill('3');
  await modal.getByLabel('Premium Request Price (£)').fill('2.50');
  await modal.getByRole('button', { name: 'Save Settings' }).click();
  await expect(modal.getByRole('alert')).toHaveText('The premium price must be at least the standard price');
  await modal.getByLabel('Premium Request Price (£)').fill('7.50');
  await saveScreenshot(page, testInfo, 'pricing-modal');
  await modal.getByRole('button', { name: 'Save Settings' }).click();
  await expect(modal.getByRole('button', { name: 'Saved!' })).toBeVisible();
  await expect(modal).toBeHidden();

  const stored = await db
    .selectFrom('musician_profiles')
    .select(['custom_pricing_enabled', 'default_request_price', 'premium_request_price', 'suggested_tip_amounts'])
    .where('id', '=', musician.profileId)
    .executeTakeFirstOrThrow();
  expect(stored).toEqual({
    custom_pricing_enabled: 1,
    default_request_price: 300,
    premium_request_price: 750,
    suggested_tip_amounts: '£2,£5,£10,£15',
  });

  // Reopened, it shows what was saved; Cancel changes nothing.
  await page.getByRole('button', { name: 'Pricing Settings' }).click();
  await expect(modal.getByLabel('Premium Request Price (£)')).toHaveValue('7.50');
  await modal.getByRole('button', { name: 'Remove £15.00' }).click();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Pricing Settings' }).click();
  await expect(modal.getByRole('listitem')).toHaveText(['£2', '£5', '£10', '£15']);
  await expectNoSeriousA11yViolations(page);
  assertNoPageErrors();
});
