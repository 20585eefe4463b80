import { createLiveSession, createMusician } from '../test/factories';
import { fanReceiptMessages } from '../src/shared/tips/fan-receipt';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test } from './fixtures';

/** A fan may type an address on the payment step and gets one receipt, nothing else. */
test('a fan asks for a receipt on the payment step; a mistyped address is refused politely', async ({
  page: fan,
  isolatedServer,
}, testInfo) => {
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, {
    stageName: 'Harbour Lights',
    profile: { bio: 'Shanties.', music_styles: ['Folk'] },
  });
  await createLiveSession(db, musician.profileId, { venue_name: 'The Old Bell' });

  await fan.goto(`${baseUrl}/request?qr=${musician.qrCodeId}`);
  await fan.getByRole('combobox', { name: 'Song title' }).fill('Wellerman');
  await fan.locator('label').filter({ hasText: /^£5$/ }).click();
  await fan.getByRole('button', { name: 'Send · £5.00' }).click();
  const payment = fan.getByRole('dialog', { name: 'Pay your £5.00 tip' });
  const receipt = payment.getByRole('textbox', { name: fanReceiptMessages.label });
  await expect(receipt).toBeVisible();
  await expect(payment.getByText(fanReceiptMessages.hint)).toBeVisible();

  await receipt.fill(`🎶${'not-an-address'.repeat(8)}`);
  await payment.getByLabel('Card number').focus();
  await expect(payment.getByText(fanReceiptMessages.invalid)).toBeVisible();
  await expectNoSeriousA11yViolations(fan);
  await saveScreenshot(fan, testInfo, 'fan-receipt-invalid', { fullPage: false });

  const address = `fan.${'longname'.repeat(6)}@example.test`;
  await receipt.fill(address);
  await payment.getByLabel('Card number').focus();
  await expect(payment.getByText(fanReceiptMessages.saved(address))).toBeVisible();
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payment.getByLabel('Security code').fill('123');
  await saveScreenshot(fan, testInfo, 'fan-receipt-field', { fullPage: false });
  await payment.getByRole('button', { name: 'Pay £5.00 and send' }).click();
  await expect(payment).toBeHidden();

  // One receipt in the outbox for that address, and the address nowhere else.
  await expect
    .poll(async () =>
      db.selectFrom('email_outbox').select(['kind', 'subject']).where('to_address', '=', address).execute(),
    )
    .toEqual([{ kind: 'fan_receipt', subject: 'Your receipt: £5.00 to Harbour Lights' }]);
});
