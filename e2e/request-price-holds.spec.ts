import type { APIRequestContext } from '@playwright/test';
import { createLiveSession, createMusician } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test } from './fixtures';

const pricing = {
  custom_pricing_enabled: true,
  default_request_price: 200,
  premium_request_price: 500,
  suggested_tip_amounts: '1.00',
};

/** A priced request sent and paid from the fan's own phone (its device cookie): the request's id. */
async function sendAndPay(fan: APIRequestContext, baseUrl: string, sessionId: number, song: string): Promise<number> {
  const sent = await fan.post(`${baseUrl}/api/sessions/${sessionId}/requests`, { data: { song_title: song } });
  expect(sent.status(), await sent.text()).toBe(202);
  const { checkout } = (await sent.json()) as { checkout: { payment_id: string; client_secret: string } };
  const paid = await fan.post(`${baseUrl}/api/payments/local/${checkout.payment_id}/confirm`, {
    data: { client_secret: checkout.client_secret, card_number: '4242424242424242', expiry: '12/30', cvc: '123' },
  });
  return ((await paid.json()) as { checkout: { request_id: number } }).checkout.request_id;
}

test('a paid request is paid only if it is played: declined (released, the fan told), played (paid), still pending at the end (released)', async ({
  page: fan,
  browser,
  isolatedServer,
}, testInfo) => {
  test.slow(); // its own server and two browsers
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, { stageName: 'Copper Kettle' });
  const session = await createLiveSession(db, musician.profileId, { venue_name: 'The Old Bell' });
  const manager = await browser.newContext({ baseURL: baseUrl });
  await manager.request.post('/api/auth/signin', { data: { email: musician.email, password: musician.password } });
  expect((await manager.request.put('/api/musicians/pricing', { data: pricing })).ok()).toBe(true);

  // The fan sends from the page: the pay sheet says the price is only held.
  await fan.goto(`${baseUrl}/request?qr=${musician.qrCodeId}`);
  await fan.getByRole('combobox', { name: 'Song title' }).fill('Galway Girl');
  await fan.getByRole('button', { name: /^Send/ }).click();
  const payment = fan.getByRole('dialog', { name: 'Pay £2.00 for your request' });
  await expect(payment).toContainText("£2.00 held — you pay only if it's played");
  await expectNoSeriousA11yViolations(fan);
  await saveScreenshot(fan, testInfo, 'price-held-pay-sheet', { fullPage: false });
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payment.getByLabel('Security code').fill('123');
  await payment.getByRole('button', { name: /^Pay £2\.00/ }).click();
  await fan
    .getByRole('dialog', { name: 'Request Sent!' })
    .getByRole('button', { name: /Done|No thanks/ })
    .click();
  const panel = fan.getByRole('region', { name: 'Your requests' });
  const galway = panel.getByRole('listitem').filter({ hasText: 'Galway Girl' });
  await expect(galway).toContainText("£2.00 held — you pay only if it's played");

  // Two more from the same phone, then the musician declines one and plays another.
  const played = await sendAndPay(fan.request, baseUrl, session.id, 'Whiskey in the Jar 🥃');
  await sendAndPay(fan.request, baseUrl, session.id, 'Dirty Old Town');
  const requests = (await (await manager.request.get('/api/sessions/live/requests')).json()) as {
    requests: { id: number; song_title: string }[];
  };
  const declined = requests.requests.find((r) => r.song_title === 'Galway Girl')!.id;
  expect((await manager.request.put(`/api/requests/${declined}/status`, { data: { status: 'declined' } })).ok()).toBe(
    true,
  );
  expect((await manager.request.put(`/api/requests/${played}/status`, { data: { status: 'played' } })).ok()).toBe(true);
  await expect(galway).toContainText('£2.00 released — not charged');
  await expect(panel.getByRole('listitem').filter({ hasText: 'Whiskey in the Jar' })).toContainText('£2.00 paid');
  const pending = panel.getByRole('listitem').filter({ hasText: 'Dirty Old Town' });
  await expect(pending).toContainText('£2.00 held');

  // The show ends with the last one still pending: its hold is released too.
  expect((await manager.request.post(`/api/sessions/live/${session.id}/end`, { data: {} })).ok()).toBe(true);
  await fan.reload();
  await expect(
    fan.getByRole('region', { name: 'Your requests' }).getByRole('listitem').filter({ hasText: 'Dirty Old Town' }),
  ).toContainText('£2.00 released — not charged');
  await saveScreenshot(fan, testInfo, 'price-released-and-paid', { fullPage: true });
  const prices = await db.selectFrom('request_prices').select(['status']).orderBy('id').execute();
  expect(prices.map((p) => p.status)).toEqual(['released', 'captured', 'released']);
  await manager.close();
});
