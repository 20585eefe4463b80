import type { Db } from '../src/server/db/connection';
import { createAdmin, createLiveSession, createMusician, createSongRequest } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';

/** A paid tip as the local test provider records it, with the checkout a fan's receipt quotes. */
async function paidTip(
  db: Db,
  session: { id: number; musician_id: number },
  amount: number,
  receipt: { reference: string; email: string | null },
) {
  const { request, tip } = await createSongRequest(db, session, {
    song_title: 'Galway Girl',
    tip_amount: amount,
    fan_name: 'Róisín 🎻',
  });
  const now = new Date().toISOString();
  const paymentId = tip!.provider_payment_id!;
  await db
    .insertInto('local_payments')
    .values({
      id: paymentId,
      amount,
      currency: 'gbp',
      status: 'succeeded',
      client_secret: `${paymentId}_secret`,
      description: 'Tip',
      metadata: '{}',
      idempotency_key: `e2e-${paymentId}`,
      last_error: null,
      card_brand: 'visa',
      card_last4: '4242',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('request_checkouts')
    .values({
      public_id: receipt.reference,
      session_id: session.id,
      musician_id: session.musician_id,
      provider: 'local',
      provider_payment_id: paymentId,
      amount,
      tip_amount: amount,
      song_title: 'Galway Girl',
      artist_name: null,
      fan_name: 'Róisín 🎻',
      message: null,
      device_id: 'e2e-device',
      ip_hash: 'e2e',
      status: 'completed',
      failure_message: null,
      request_id: request.id,
      receipt_email: receipt.email,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/**
 * Support answers a fan's "please refund me": the back office's Tips tab finds the tip by the
 * receipt's address among every musician's, and refunds it from the row with the user page's dialog.
 */
test('an admin finds a fan’s tip by its receipt address and refunds it from the row', async ({
  page,
  isolatedServer,
}, testInfo) => {
  test.setTimeout(90_000);
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl, serverSecret } = isolatedServer;
  const admin = await createAdmin(db, { serverSecret });
  const longName = `Lighthouse🎸Keepers${'Longname'.repeat(6)}`;
  const one = await createMusician(db, { stageName: longName });
  const other = await createMusician(db, { stageName: 'The Anchor Band' });
  const showOne = await createLiveSession(db, one.profileId, { venue_name: 'The Lamp Room' });
  const showOther = await createLiveSession(db, other.profileId, { venue_name: 'The Anchor' });
  await paidTip(db, showOne, 2000, {
    reference: 'T_e2eRefundMePlease0001',
    email: `roisin.averyveryverylongaddress${'x'.repeat(30)}@example.com`,
  });
  await paidTip(db, showOther, 750, { reference: 'T_e2eSomeoneElse000002', email: null });

  await page.request.post(`${baseUrl}/api/admin/login`, { data: admin.login() });
  await page.goto(`${baseUrl}/admin/dashboard?tab=tips`);
  const panel = page.getByRole('tabpanel');
  const table = panel.getByRole('table', { name: 'Tips' });
  await expect(table).toContainText('£20.00');
  await expect(table).toContainText('£7.50');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'admin-tips');

  await panel.getByLabel('Receipt address').fill('roisin.averyvery');
  await expect(table).not.toContainText('£7.50');
  await expect(table).toContainText('T_e2eRefundMePlease0001');
  await panel.getByLabel('Amount from (£)').fill('abc');
  await expect(panel.getByText('Enter an amount in pounds, like 5 or 12.50')).toBeVisible();
  await panel.getByLabel('Amount from (£)').fill('19.99');
  await expect(table).toContainText('£20.00');
  await saveScreenshot(page, testInfo, 'admin-tips-searched');

  await table.getByRole('button', { name: /^Refund the £20\.00 tip to Lighthouse/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund tip' });
  await expect(dialog).toContainText('£20.00 of it is left to refund');
  await dialog.getByLabel('Amount (£)').fill('5');
  await dialog.getByLabel('Reason').fill('Fan wrote in: the song was never played 🙏');
  await dialog.getByRole('button', { name: 'Refund £5.00' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Refunded £5.00 of the tip')).toBeVisible();
  await expect(table).toContainText('Part refunded');
  await expect(table).toContainText('£5.00');
  await saveScreenshot(page, testInfo, 'admin-tips-refunded');

  await panel.getByLabel('Musician').fill('no such musician');
  await expect(panel.getByText('No tips match.')).toBeVisible();
  assertNoPageErrors();
});
