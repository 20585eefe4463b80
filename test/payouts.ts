import { expect } from 'vitest';
import type { TestClient } from './http-client';
import { testBanks } from '../src/shared/earnings/payouts';
import { connectEvent, type StripeTestApp } from './stripe-app';

/** The local provider's test banks (src/shared/earnings/payouts.ts): one pays, the others fail. */
export const payingBank = testBanks.find((bank) => bank.failure === null)!;
export const failingBank = testBanks.find((bank) => bank.failure !== null)!;

/** The signed-in musician gives a TEST MODE bank for their withdrawals (PAYMENTS=local). */
export async function connectTestBank(client: TestClient, bank = payingBank): Promise<void> {
  const res = await client.put('/api/musicians/payout-account/test-bank', {
    account_holder: 'Copper Kettle',
    sort_code: bank.sortCode,
    account_number: bank.accountNumber,
  });
  expect(res.status, res.text).toBe(200);
  expect(res.body.payouts_enabled).toBe(true);
}

/**
 * The signed-in musician connects Stripe (PAYMENTS=stripe, the stand-in): the app creates the
 * Express account and an Account Link; Stripe's onboarding is finished in the stand-in and its
 * account.updated arrives on the Connect endpoint. Returns the connected account's id.
 */
export async function connectStripeAccount(app: StripeTestApp, client: TestClient): Promise<string> {
  const link = await client.post('/api/musicians/payout-account/onboarding');
  expect(link.status, link.text).toBe(200);
  const accountId = /\/setup\/e\/(acct_[^/]+)\//.exec(link.body.url as string)![1]!;
  const account = app.standIn.completeOnboarding(accountId);
  expect((await app.deliverConnect(connectEvent('account.updated', account, accountId))).status).toBe(200);
  expect((await client.get('/api/musicians/payout-account')).body.payouts_enabled).toBe(true);
  return accountId;
}
