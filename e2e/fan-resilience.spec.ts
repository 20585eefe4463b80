import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { createLiveSession, createMusician } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test, type IsolatedServer } from './fixtures';

/** A phone of the given size; without its service worker unless asked, so each part downloads live. */
async function phone(browser: Browser, size: { width: number; height: number }, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    viewport: size,
    isMobile: true,
    hasTouch: true,
    colorScheme: 'dark',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    ...options,
  });
  return { context, page: await context.newPage() };
}

async function liveMusician(server: IsolatedServer, stageName: string, prices?: { standard: number; premium: number }) {
  const musician = await createMusician(server.db, { stageName });
  if (prices) {
    await server.db
      .updateTable('musician_profiles')
      .set({ custom_pricing_enabled: 1, default_request_price: prices.standard, premium_request_price: prices.premium })
      .where('id', '=', musician.profileId)
      .execute();
  }
  const session = await createLiveSession(server.db, musician.profileId, { venue_name: 'The Night Owl' });
  return { musician, session };
}

const requestsOf = (server: IsolatedServer, sessionId: number) =>
  server.db.selectFrom('song_requests').select(['song_title']).where('session_id', '=', sessionId).execute();

async function expectNoErrorScreen(page: Page) {
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Loading Error' })).toHaveCount(0);
}

const title = `Supercalifragilistic${'expialidocious'.repeat(5)}🎸🔥`;
const message = `For${'everyone'.repeat(20)} at table 4 🎉`;

test('offline while typing, scrolling and sending, then a lost answer retried: the text stays and the request shows once', async ({
  browser,
  isolatedServer,
}, testInfo) => {
  test.slow(); // its own server, and backoff pauses of a few seconds
  const { musician, session } = await liveMusician(isolatedServer, 'Jack Callaghan and the Midnight Ramblers');
  const { context, page } = await phone(browser, { width: 360, height: 740 });
  // The part below the fold cannot download until the connection is back.
  const belowTheFold = '**/assets/how-it-works-box-*.js';
  let failedDownloads = 0;
  await page.route(belowTheFold, (route) => {
    failedDownloads++;
    return route.abort('internetdisconnected');
  });
  await page.goto(`${isolatedServer.baseUrl}/request?qr=${musician.qrCodeId}`);
  const songTitle = page.getByRole('combobox', { name: 'Song title' });
  await expect(songTitle).toBeEnabled();
  await songTitle.fill(title);
  await page.getByLabel('Message (optional)').fill(message);

  // The connection drops: scrolling asks for the parts below the fold, which cannot download.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => failedDownloads).toBeGreaterThan(1);
  await expectNoErrorScreen(page);
  await expect(page.getByRole('heading', { name: 'How it works' })).toHaveCount(0);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send Request' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Unable to connect to the server' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(songTitle).toHaveValue(title);
  await expectNoErrorScreen(page);
  await saveScreenshot(page, testInfo, 'fan-offline-send', { fullPage: false });

  // Back online: the missing parts arrive by themselves, and a reload keeps what was typed.
  await page.unroute(belowTheFold);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await page.reload();
  await expect(songTitle).toHaveValue(title);
  await expect(page.getByLabel('Message (optional)')).toHaveValue(message);

  // The send reaches the server, but its answer is lost on the way back.
  await page.route(
    '**/api/sessions/*/requests',
    async (route) => {
      await route.fetch();
      await route.abort('internetdisconnected');
    },
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Send Request' }).click();
  // The page sends again by itself with the same Idempotency-Key (lib/retry-send.ts): the fan
  // never sees the lost answer, and the server gives back the request the first try stored.
  const sent = page.getByRole('dialog', { name: 'Request Sent!' });
  await expect(sent).toBeVisible();
  await expect(alert).toHaveCount(0);
  await sent.getByRole('button', { name: /Done|No thanks/ }).click();
  const mine = page.getByRole('region', { name: 'Your requests' }).getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(title);
  expect(await requestsOf(isolatedServer, session.id)).toEqual([{ song_title: title }]);
  // Sent, the draft is done with: the form is empty after a reload.
  await page.reload();
  await expect(songTitle).toHaveValue('');
  await expect(mine).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('the card form and the Request Sent! parts fail to download, and the card is paid offline then online: no error screen', async ({
  browser,
  isolatedServer,
}, testInfo) => {
  test.slow();
  const { musician, session } = await liveMusician(isolatedServer, 'Aurora String Quartet of the Northern Lights');
  const { context, page } = await phone(browser, { width: 390, height: 844 });
  // Each of these parts fails twice before it downloads, as on a patchy connection.
  await page.route('**/assets/payment-step-*.js', (route) => route.abort('internetdisconnected'), { times: 2 });
  await page.route('**/assets/request-sent-modal-*.js', (route) => route.abort('internetdisconnected'), { times: 2 });

  await page.goto(`${isolatedServer.baseUrl}/request?qr=${musician.qrCodeId}`);
  await page.getByRole('combobox', { name: 'Song title' }).fill(title);
  await page.locator('label').filter({ hasText: /^£5$/ }).click();
  await page.getByRole('button', { name: 'Send · £5.00' }).click();
  const payment = page.getByRole('dialog', { name: /Pay/ });
  await expect(payment).toBeVisible();
  await expectNoErrorScreen(page);

  // The connection drops while the fan types their card.
  await context.setOffline(true);
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payment.getByLabel('Security code').fill('123');
  await payment.getByRole('button', { name: /^Pay/ }).click();
  await expect(payment.getByRole('alert')).toContainText('Unable to connect to the server');
  await expect(payment.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await saveScreenshot(page, testInfo, 'fan-offline-card-form', { fullPage: false });

  await context.setOffline(false);
  await payment.getByRole('button', { name: /^Pay/ }).click();
  const sent = page.getByRole('dialog', { name: 'Request Sent!' });
  await expect(sent).toBeVisible();
  await expectNoErrorScreen(page);
  await sent.getByRole('button', { name: /Done|No thanks/ }).click();
  const mine = page.getByRole('region', { name: 'Your requests' }).getByRole('listitem');
  await expect(mine).toHaveCount(1);
  expect(await requestsOf(isolatedServer, session.id)).toEqual([{ song_title: title }]);
  await context.close();
});

test('after the first visit the fan’s path is on the phone: offline, every part still shows', async ({
  browser,
  isolatedServer,
}, testInfo) => {
  test.slow();
  const { musician, session } = await liveMusician(isolatedServer, 'Luna Ray');
  const { context, page } = await phone(browser, { width: 390, height: 844 }, { serviceWorkers: 'allow' });
  await page.goto(`${isolatedServer.baseUrl}/request?qr=${musician.qrCodeId}`);
  // The worker installs after the page has loaded, and takes the page over once it has every file.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cached = await page.evaluate(async () => {
    const files: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) files.push(new URL(request.url).pathname);
    }
    return files;
  });
  for (const part of ['request-sent-modal', 'payment-step', 'my-requests-panel', 'how-it-works-box', 'tip-picker']) {
    expect(
      cached.some((file) => file.startsWith(`/assets/${part}-`)),
      `${part} is precached`,
    ).toBe(true);
  }
  expect(cached.some((file) => file.startsWith('/assets/dashboard-page-'))).toBe(false);

  await page.getByRole('combobox', { name: 'Song title' }).fill('Dancing Queen 💃');
  await context.setOffline(true);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to connect to the server' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog', { name: 'Request Sent!' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'fan-sent-after-offline', { fullPage: false });
  expect(await requestsOf(isolatedServer, session.id)).toEqual([{ song_title: 'Dancing Queen 💃' }]);
  await context.close();
});

test('a reload in a dead spot keeps the request page and the draft', async ({ browser, isolatedServer }, testInfo) => {
  test.slow(); // its own server, and the worker's install
  const { musician, session } = await liveMusician(isolatedServer, 'Jack Callaghan and the Midnight Ramblers');
  const { context, page } = await phone(browser, { width: 390, height: 844 }, { serviceWorkers: 'allow' });
  await page.goto(`${isolatedServer.baseUrl}/request?qr=${musician.qrCodeId}`);
  const songTitle = page.getByRole('combobox', { name: 'Song title' });
  await expect(songTitle).toBeEnabled();
  await songTitle.fill(title);
  await page.getByLabel('Message (optional)').fill(message);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Send a Song Request' })).toBeVisible();
  await expect(page.getByText('Jack Callaghan and the Midnight Ramblers').first()).toBeVisible();
  await expect(songTitle).toHaveValue(title);
  await expect(page.getByLabel('Message (optional)')).toHaveValue(message);
  await saveScreenshot(page, testInfo, 'fan-offline-reload', { fullPage: false });

  // Sent in the dead spot, it says why; back online, Retry sends it.
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to connect to the server' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog', { name: 'Request Sent!' })).toBeVisible();
  const rows = await isolatedServer.db
    .selectFrom('song_requests')
    .select(['song_title', 'message'])
    .where('session_id', '=', session.id)
    .execute();
  expect(rows).toEqual([{ song_title: title, message }]);
  await context.close();
});

test('a priced show’s Send names what the card is asked for, and Pay is on screen at 360×740', async ({
  browser,
  isolatedServer,
}, testInfo) => {
  test.slow();
  const { musician } = await liveMusician(isolatedServer, 'Aurora String Quartet', { standard: 200, premium: 500 });
  const { context, page } = await phone(browser, { width: 360, height: 740 });
  await page.goto(`${isolatedServer.baseUrl}/request?qr=${musician.qrCodeId}`);
  await page.getByRole('combobox', { name: 'Song title' }).fill(title);
  const send = page.getByRole('button', { name: /^Send/ });
  await expect(send).toHaveText('Send · £2.00');
  await page.locator('label').filter({ hasText: 'Premium £5.00' }).click();
  await expect(send).toHaveText('Send · £5.00');
  await page.locator('label').filter({ hasText: /^£1$/ }).click();
  await expect(send).toHaveText('Send · £6.00');
  await page
    .locator('label')
    .filter({ hasText: /^Other$/ })
    .click();
  await page.getByLabel('Tip amount (£)').fill('2.5');
  await expect(send).toHaveText('Send · £7.50');
  await page.getByLabel('Tip amount (£)').fill('🎸 lots');
  await expect(send).toHaveText('Send · £5.00');
  await page.locator('label').filter({ hasText: /^£1$/ }).click();
  await saveScreenshot(page, testInfo, 'fan-send-priced', { fullPage: false });

  await send.click();
  const payment = page.getByRole('dialog', { name: 'Pay £6.00 for your request' });
  const pay = payment.getByRole('button', { name: 'Pay £6.00 and send' });
  await expect(pay).toBeInViewport({ ratio: 1 });
  await payment.getByLabel(/receipt/i).fill(`${'a'.repeat(60)}🎻@example.com`);
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await expect(pay).toBeInViewport({ ratio: 1 });
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'fan-pay-sheet-360', { fullPage: false });
  await context.close();
});

test('Send answers every tap: busy while the pay sheet downloads, the reason when it cannot, then the sheet', async ({
  browser,
  isolatedServer,
}, testInfo) => {
  test.slow(); // its own server, and backoff pauses of a few seconds
  const { musician } = await liveMusician(isolatedServer, 'Luna Ray');
  const { context, page } = await phone(browser, { width: 390, height: 844 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let tries = 0;
  const paySheet = '**/assets/payment-step-*.js';
  await page.route(paySheet, async (route) => {
    tries++;
    await held;
    await route.abort('internetdisconnected');
  });
  await page.goto(`${isolatedServer.baseUrl}/request?qr=${musician.qrCodeId}`);
  await page.getByRole('combobox', { name: 'Song title' }).fill(title);
  await page.locator('label').filter({ hasText: /^£5$/ }).click();
  const send = page.getByRole('button', { name: /^Send/ });
  await expect(send).toHaveText('Send · £5.00');
  await send.click();
  // The tap is answered while the sheet's code is still on its way (held open above).
  expect(await send.getAttribute('aria-busy')).toBe('true');
  await expect(send).toHaveText('Sending…');
  await expect.poll(() => tries).toBe(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  release();
  const alert = page.getByRole('alert').filter({ hasText: 'The payment step could not load' });
  await expect(alert).toBeVisible();
  expect(tries).toBe(3);
  await expect(send).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('combobox', { name: 'Song title' })).toHaveValue(title);
  await saveScreenshot(page, testInfo, 'fan-pay-sheet-unloaded', { fullPage: false });

  await page.unroute(paySheet);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog', { name: 'Pay your £5.00 tip' })).toBeVisible();
  await context.close();
});

test('a send whose Request Sent! cannot download yet still says it was sent', async ({
  browser,
  isolatedServer,
}, testInfo) => {
  test.slow();
  const { musician } = await liveMusician(isolatedServer, 'Luna Ray');
  const { context, page } = await phone(browser, { width: 360, height: 740 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/request-sent-modal-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${isolatedServer.baseUrl}/request?qr=${musician.qrCodeId}`);
  await page.getByRole('combobox', { name: 'Song title' }).fill(title);
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Request Sent!' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'fan-sent-before-its-dialog', { fullPage: false });
  release();
  await expect(page.getByRole('dialog', { name: 'Request Sent!' })).toBeVisible();
  await context.close();
});

test('after sending, the form comes first and “Your requests” below it', async ({ page, isolatedServer }, testInfo) => {
  test.slow();
  const { musician } = await liveMusician(isolatedServer, 'Copper Kettle');
  await page.goto(`${isolatedServer.baseUrl}/request?qr=${musician.qrCodeId}`);
  const songTitle = page.getByRole('combobox', { name: 'Song title' });
  for (const song of ['Galway Girl 🎻', `Whiskey${'InTheJar'.repeat(12)}🥃`]) {
    await songTitle.fill(song);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page
      .getByRole('dialog', { name: 'Request Sent!' })
      .getByRole('button', { name: /Done|No thanks/ })
      .click();
    await page.getByRole('button', { name: 'Request another song' }).click();
  }
  const mine = page.getByRole('region', { name: 'Your requests' });
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  await expect(songTitle).toBeInViewport();
  const field = (await songTitle.boundingBox())!;
  const panel = (await mine.boundingBox())!;
  expect(panel.y).toBeGreaterThan(field.y + field.height);
  await saveScreenshot(page, testInfo, 'fan-after-sending');
});
