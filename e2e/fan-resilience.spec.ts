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

async function liveMusician(server: IsolatedServer, stageName: string) {
  const musician = await createMusician(server.db, { stageName });
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
  await page.getByRole('button', { name: 'Send Request' }).click();
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
