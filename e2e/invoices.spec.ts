import {
  expect,
  expectNoSeriousA11yViolations,
  failOnPageErrors,
  saveScreenshot,
  signInNewMusician,
  test,
} from './fixtures';

test('a musician finds an invoice for each plan payment and a credit note for a refund, and prints one', async ({
  page,
  isolatedServer,
}, testInfo) => {
  test.slow(); // starts its own server
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;
  const musician = await signInNewMusician(
    page,
    isolatedServer,
    'Ivory Keys 🎹 TheLongestStageNameAnyoneHasEverTypedIntoAForm',
  );
  await db
    .updateTable('platform_settings')
    .set({ business_name: 'Stagecall Ltd', business_address: '1 Music Row, Bristol BS1 1AA' })
    .execute();
  const { id: subscriptionId } = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('musician_id', '=', musician.profileId)
    .executeTakeFirstOrThrow();
  const paid = (day: number, refunded = 0) => ({
    subscription_id: subscriptionId,
    amount: 999,
    refunded_amount: refunded,
    status: refunded ? ('refunded' as const) : ('paid' as const),
    provider_payment_id: `pay_${day}`,
    period_start: `2026-0${day}-01T00:00:00.000Z`,
    period_end: `2026-0${day + 1}-01T00:00:00.000Z`,
    created_at: `2026-0${day}-01T09:00:00.000Z`,
    updated_at: `2026-0${day}-03T09:00:00.000Z`,
  });
  await db
    .insertInto('subscription_payments')
    .values([paid(7), paid(8, 999)])
    .execute();

  await page.goto(`${baseUrl}/settings?tab=subscription`);
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByRole('link')).toHaveCount(3);
  await expect(invoices.getByRole('link', { name: /INV-000001 Invoice/ })).toContainText('£9.99');
  await expect(invoices.getByRole('link', { name: /CN-000001 Credit note/ })).toContainText('−£9.99');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'settings-invoices');

  await invoices.getByRole('link', { name: /INV-000001/ }).click();
  await expect(page).toHaveURL(/\/settings\/invoices\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
  const invoice = page.getByRole('article');
  await expect(invoice).toContainText('Stagecall Ltd');
  await expect(invoice).toContainText('1 Music Row, Bristol BS1 1AA');
  await expect(invoice).toContainText('Ivory Keys 🎹 TheLongestStageNameAnyoneHasEverTypedIntoAForm');
  await expect(invoice).toContainText(musician.email);
  await expect(invoice).toContainText('Stagecall Premium plan');
  await expect(invoice).toContainText('1 Jul 2026 – 1 Aug 2026');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'invoice');
  // As printed: the buttons stay off the paper.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Admin Login' })).toBeHidden();
  await saveScreenshot(page, testInfo, 'invoice-print');
  await page.emulateMedia({ media: 'screen' });

  // Someone else's number, or none: said plainly.
  await page.goto(`${baseUrl}/settings/invoices/999999`);
  await expect(page.getByText('Invoice not found')).toBeVisible();
  assertNoPageErrors();
});
