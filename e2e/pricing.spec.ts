import { createMusician } from '../test/factories';
import { pricingMessages } from '../src/shared/pricing';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';

const longText = `£${'9'.repeat(60)}🎸🎤${'x'.repeat(80)}`;

test('a musician sets request prices and tip chips in the Pricing Settings modal', async ({
  page,
  isolatedServer,
}, testInfo) => {
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

  const card = page.getByRole('region', { name: 'Request pricing' });
  await expect(card).toContainText('Requests are free; tips are optional.');
  await card.getByRole('button', { name: 'Pricing Settings' }).click();
  const modal = page.getByRole('dialog', { name: 'Pricing Settings' });
  await expect(modal).toBeVisible();

  await modal.getByRole('switch', { name: 'Custom pricing' }).click();
  await modal.getByLabel('Standard Request Price (£)').fill('2.50');
  await modal.getByLabel('Premium Request Price (£)').fill('-1');
  await modal.getByRole('button', { name: 'Save Settings' }).click();
  await expect(modal.getByRole('alert')).toHaveText(pricingMessages.price);
  await expect(modal.getByLabel('Premium Request Price (£)')).toHaveAttribute('aria-invalid', 'true');
  await modal.getByLabel('Premium Request Price (£)').fill('1.999');
  await modal.getByRole('button', { name: 'Save Settings' }).click();
  await expect(modal.getByRole('alert')).toHaveText(pricingMessages.price);
  await modal.getByLabel('Premium Request Price (£)').fill('5');

  // The add box refuses empty, nonsense (long text and emoji) and duplicates.
  const addBox = modal.getByLabel('Add a tip amount');
  await expect(addBox).toHaveAttribute('placeholder', '£15');
  await modal.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(modal.getByRole('alert')).toHaveText(pricingMessages.tipEmpty);
  await addBox.fill(longText);
  await addBox.press('Enter');
  await expect(modal.getByRole('alert')).toHaveText(pricingMessages.tipInvalid);
  await saveScreenshot(page, testInfo, 'pricing-modal-error');
  await addBox.fill('£5');
  await addBox.press('Enter');
  await expect(modal.getByRole('alert')).toHaveText(pricingMessages.tipDuplicate);
  await addBox.fill('15');
  await modal.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(modal.getByRole('alert')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Remove £1', exact: true }).click();
  await expect(modal.getByRole('listitem')).toHaveText(['£2', '£5', '£10', '£15']);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'pricing-modal');

  await modal.getByRole('button', { name: 'Save Settings' }).click();
  await expect(modal.getByRole('button', { name: 'Saved!' })).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(card).toContainText('Requests cost £2.50, premium £5.00.');
  await expect(card).toContainText('Suggested tips: £2, £5, £10, £15.');

  const saved = await page.request.get(`${baseUrl}/api/musicians/pricing`);
  expect(await saved.json()).toEqual({
    custom_pricing_enabled: true,
    default_request_price: 250,
    premium_request_price: 500,
    suggested_tip_amounts: '£2,£5,£10,£15',
  });

  // Cancel changes nothing.
  await card.getByRole('button', { name: 'Pricing Settings' }).click();
  await modal.getByLabel('Standard Request Price (£)').fill('9');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  await expect(card).toContainText('Requests cost £2.50');
  await saveScreenshot(page, testInfo, 'pricing-card');
  assertNoPageErrors();
});
