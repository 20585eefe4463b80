import { createLiveSession, createMusician } from '../test/factories';
import { startTestPushService, type TestPushService } from '../test/push-service';
import { connectDatabase } from '../src/server/db/connection';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';
import { startServer, type RunningServer } from './server';

/**
 * "Buzz me when it's next" end to end. Headless Chromium reaches no real push service, so the
 * fan's browser is given a subscription whose endpoint is a local push service stand-in, with keys
 * the test made: the server encrypts each push for them and the stand-in decrypts what arrives.
 */
let pushService: TestPushService;
let server: RunningServer;
test.beforeAll(async () => {
  pushService = await startTestPushService();
  server = await startServer({ PUSH_ALLOW_LOCAL_ENDPOINTS: '1' });
});
test.afterAll(async () => {
  await server?.stop();
  await pushService?.close();
});

test('a fan asks to be buzzed and is told when their song is up next and playing now', async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // its own server and two browsers
  const { baseUrl } = server;
  const database = connectDatabase(server.databaseUrl);
  const musician = await createMusician(database.db, { stageName: 'Luna Ray' });
  const session = await createLiveSession(database.db, musician.profileId, { venue_name: 'The Blue Lamp' });
  await database.close();

  const assertNoManagerErrors = failOnPageErrors(page);
  await page.request.post(`${baseUrl}/api/auth/signin`, {
    data: { email: musician.email, password: musician.password },
  });
  await page.goto(`${baseUrl}/live/${session.id}`);

  const subscription = pushService.subscribe();
  const fanPhone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    colorScheme: 'dark',
    reducedMotion: 'reduce',
    permissions: ['notifications'],
  });
  // The browser's PushManager answers with the stand-in's subscription.
  await fanPhone.addInitScript((json) => {
    const bytes = (text: string) => {
      const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
      return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0)).buffer;
    };
    let isSubscribed = false;
    const fake = {
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: (name: 'p256dh' | 'auth') => bytes(json.keys[name]),
      toJSON: () => json,
      unsubscribe: async () => {
        isSubscribed = false;
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => {
      isSubscribed = true;
      return fake;
    };
    PushManager.prototype.getSubscription = async () => (isSubscribed ? fake : null);
  }, subscription);
  const fan = await fanPhone.newPage();
  const assertNoFanErrors = failOnPageErrors(fan);
  // The push code's chunk among the files the page has fetched (from the network or its worker).
  const pushCodeLoaded = () =>
    fan.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/web-push-')));

  const title = `Bohemian${'Rhapsody'.repeat(6)}🎤🔥`;
  await fan.goto(`${baseUrl}/request?qr=${musician.qrCodeId}`);
  await fan.getByRole('combobox', { name: 'Song title' }).fill(title);
  await fan.getByRole('button', { name: 'Send Request' }).click();
  await fan
    .getByRole('dialog', { name: 'Request Sent!' })
    .getByRole('button', { name: /Done|No thanks/ })
    .click();

  const panel = fan.getByRole('region', { name: 'Your requests' });
  const buzz = panel.getByRole('button', { name: 'Buzz me when it’s next' });
  await expect(buzz).toHaveAttribute('aria-pressed', 'false');
  // The push code comes with the tap, not with the page.
  expect(await pushCodeLoaded()).toBe(false);
  await buzz.click();
  await expect(buzz).toHaveAttribute('aria-pressed', 'true');
  await expect(panel).toContainText('Buzz is on');
  expect(await pushCodeLoaded()).toBe(true);
  await expectNoSeriousA11yViolations(fan);
  await saveScreenshot(fan, testInfo, 'fan-buzz-on', { fullPage: false });

  // The musician accepts it: nothing else is ahead, so it is up next, on the page and on the phone.
  await page.getByRole('button', { name: `Accept ${title}` }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: title })).toContainText('Coming up next.');
  const [upNext] = await pushService.waitFor(subscription, 1);
  const url = `/request?qr=${musician.qrCodeId}`;
  expect(upNext!.payload).toEqual({ status: 'up_next', song_title: title, url });

  // And plays it.
  await page.getByRole('button', { name: `Play now ${title}` }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: title })).toContainText('Playing now');
  const pushes = await pushService.waitFor(subscription, 2);
  expect(pushes[1]!.payload).toEqual({ status: 'playing_now', song_title: title, url });

  // A second tap stops the buzz.
  await buzz.click();
  await expect(buzz).toHaveAttribute('aria-pressed', 'false');

  assertNoFanErrors();
  assertNoManagerErrors();
  await fanPhone.close();
});
