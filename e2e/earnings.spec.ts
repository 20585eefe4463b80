import { createLiveSession, createMusician, createSongRequest } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';

test('a musician sees their tips, withdraws some, and the balance shows it pending', async ({
  page,
  isolatedServer,
}, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, {
    stageName: 'Copper Kettle',
    profile: { bio: 'Pub favourites.', music_styles: ['Folk'] },
  });
  const session = await createLiveSession(db, musician.profileId, { venue_name: 'The Old Bell' });
  // £10 and £5 tips: £14.25 once the 5 % fee is taken from each.
  await createSongRequest(db, session, { song_title: 'Galway Girl', tip_amount: 1000 });
  await createSongRequest(db, session, { song_title: 'Dirty Old Town', tip_amount: 500 });

  await page.request.post(`${baseUrl}/api/auth/signin`, {
    data: { email: musician.email, password: musician.password },
  });
  // Payout details given already (e2e/payouts.spec.ts fills the form itself).
  const bank = { account_holder: 'Copper Kettle', sort_code: '108800', account_number: '00012345' };
  expect((await page.request.put(`${baseUrl}/api/musicians/payout-account/test-bank`, { data: bank })).status()).toBe(
    200,
  );
  await page.goto(`${baseUrl}/dashboard`);
  const card = page.getByRole('region', { name: 'Tips & Earnings' });
  await expect(card.getByText('Available').locator('..')).toContainText('£14.25');
  await expect(card.getByText('Total Tips').locator('..')).toContainText('£14.25');
  await expect(card.getByText('Pending').locator('..')).toContainText('£0.00');

  // The eye hides every amount.
  await card.getByRole('button', { name: 'Hide amounts' }).click();
  await expect(card.getByText('***')).toHaveCount(4);
  await expect(card).not.toContainText('£14.25');
  await card.getByRole('button', { name: 'Show amounts' }).click();

  // 'Withdraw Tips' leads to the withdrawal card at the bottom.
  await card.getByRole('button', { name: 'Withdraw Tips' }).click();
  const withdrawal = page.getByRole('region', { name: 'Withdraw Tips' });
  await expect(withdrawal).toBeInViewport();
  await withdrawal.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const amount = withdrawal.getByLabel('Amount (£)');

  // Mistakes are caught with the spec's words.
  await amount.fill('4.99');
  await withdrawal.getByRole('button', { name: 'Request Withdrawal' }).click();
  await expect(withdrawal.getByRole('alert')).toHaveText('Minimum withdrawal amount is £5.00');
  await amount.fill('20');
  await withdrawal.getByRole('button', { name: 'Request Withdrawal' }).click();
  await expect(withdrawal.getByRole('alert')).toHaveText('Insufficient funds available for withdrawal');
  await saveScreenshot(page, testInfo, 'withdrawal-form-error');

  await amount.fill('5.00');
  await withdrawal.getByRole('button', { name: 'Request Withdrawal' }).click();
  await expect(withdrawal.getByRole('status')).toContainText('Withdrawal of £5.00 requested');
  await expect(withdrawal.getByRole('listitem').first()).toContainText('Pending review');
  await expect(card.getByText('Available').locator('..')).toContainText('£9.25');
  await expect(card.getByText('Pending').locator('..')).toContainText('£5.00');
  await saveScreenshot(page, testInfo, 'earnings-after-withdrawal');

  await expectNoSeriousA11yViolations(page);
  assertNoPageErrors();
});

test('below £5.00 the card explains the threshold instead of offering the form', async ({
  page,
  isolatedServer,
}, testInfo) => {
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, { profile: { bio: 'New here.', music_styles: ['Pop'] } });
  const session = await createLiveSession(db, musician.profileId);
  await createSongRequest(db, session, { song_title: 'First tip', tip_amount: 300 });
  await page.request.post(`${baseUrl}/api/auth/signin`, {
    data: { email: musician.email, password: musician.password },
  });
  // Payout details given already (e2e/payouts.spec.ts fills the form itself).
  const bank = { account_holder: 'Copper Kettle', sort_code: '108800', account_number: '00012345' };
  expect((await page.request.put(`${baseUrl}/api/musicians/payout-account/test-bank`, { data: bank })).status()).toBe(
    200,
  );
  await page.goto(`${baseUrl}/dashboard`);
  const withdrawal = page.getByRole('region', { name: 'Withdraw Tips' });
  await expect(withdrawal).toContainText('Minimum withdrawal amount is £5.00. Keep performing to reach the threshold!');
  await expect(withdrawal.getByRole('button', { name: 'Withdraw', exact: true })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'withdrawal-threshold');
});
