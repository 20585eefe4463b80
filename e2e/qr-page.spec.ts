import fs from 'node:fs';
import path from 'node:path';
import { createLiveSession, createMusician } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';

// A tiny portrait as a data URL: the CSP allows data: images.
const portrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1f4e5f"/><circle cx="32" cy="26" r="12" fill="#f1c27d"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#f1c27d"/></svg>',
  );

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(file: Buffer): { width: number; height: number } {
  expect(file.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  expect(file.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

test('a musician shows, downloads and shares their QR code', async ({ page, context, isolatedServer }, testInfo) => {
  test.slow(); // starts its own server
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, {
    stageName: "DJ O'Neil & The Night-Owls",
    profile: { profile_photo_url: portrait, bio: 'Soul and funk covers.' },
  });
  await createLiveSession(db, musician.profileId, { venue_name: 'The Blue Lamp', session_name: 'Late Show' });
  const requestUrl = `${baseUrl}/request?qr=${musician.qrCodeId}`;

  // Force the copy fallback: this Chromium may or may not offer the Web Share API.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });

  // The QR library is its own chunk, fetched on demand: when that fails, the page offers Retry.
  const qrLibraryChunk = /\/assets\/browser-[\w-]+\.js$/;
  await page.route(qrLibraryChunk, (route) => route.abort());
  await page.goto(`${baseUrl}/qr/${musician.qrCodeId}`);
  await expect(page.getByText('Failed to generate QR code. Please try refreshing the page.')).toBeVisible();
  await page.getByRole('button', { name: 'Download QR Code' }).click();
  await expect(page.getByText('QR code is not ready for download. Please wait and try again.')).toBeVisible();
  await page.unroute(qrLibraryChunk);
  await page.getByRole('button', { name: 'Retry' }).click();

  await expect(page.getByRole('heading', { level: 1, name: "QR Code for DJ O'Neil & The Night-Owls" })).toBeVisible();
  await expect(page).toHaveTitle("QR Code for DJ O'Neil & The Night-Owls — Stagecall");
  const qrImage = page.getByRole('img', { name: /QR code that opens the song request page/ });
  await expect(qrImage).toBeVisible();
  await expect(page.getByText('Generating QR code…')).toHaveCount(0);
  expect(await qrImage.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.src.slice(0, 22)])).toEqual([
    300,
    'data:image/png;base64,',
  ]);
  await expect(page.getByTestId('request-url')).toHaveText(requestUrl);
  await expect(page.getByRole('link', { name: /Test Request Page/ })).toHaveAttribute('href', requestUrl);

  // The musician card and the tips.
  const card = page.getByRole('region', { name: "DJ O'Neil & The Night-Owls" });
  await expect(card.getByText('Live', { exact: true })).toBeVisible();
  await expect(card.getByText(/Playing at The Blue Lamp/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'View Public Profile' })).toHaveAttribute(
    'href',
    `/artist/${musician.qrCodeId}`,
  );
  await expect(page.getByRole('heading', { name: 'Tips for using your QR code at a gig' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'qr-page');

  // Download: the branded 800x1000 poster, named after the stage name.
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download QR Code' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe('DJ_O_Neil___The_Night_Owls_QR_Code.png');
  const saved = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(saved);
  expect(pngSize(fs.readFileSync(saved))).toEqual({ width: 800, height: 1000 });
  // Kept beside the screenshots, to look at.
  const screenshots = path.join(testInfo.project.outputDir, 'screenshots');
  fs.mkdirSync(screenshots, { recursive: true });
  fs.copyFileSync(saved, path.join(screenshots, `qr-download-${testInfo.project.name}.png`));

  // Share without the Web Share API copies the request URL.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('Request URL copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(requestUrl);

  // With it, the native share sheet gets the same URL.
  await page.evaluate(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedForTest: shared });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedForTest: ShareData[] }).sharedForTest))
    .toEqual([expect.objectContaining({ url: requestUrl })]);
  assertNoPageErrors();
});

test('an unknown QR code says so and offers a way home', async ({ page }, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);

  // A server failure first: the reason differs from an unknown code.
  await page.route('**/api/musicians/*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await page.goto('/qr/no-such-code');
  await expect(page.getByRole('heading', { level: 1, name: 'QR Code Not Found' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Failed to load musician data')).toBeVisible();

  await page.unroute('**/api/musicians/*');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('Musician profile not found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'QR Code Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('QR Code Not Found — Stagecall');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'qr-not-found');

  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  assertNoPageErrors();
});
