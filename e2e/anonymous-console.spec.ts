import { createGig, createLiveSession, createMusician } from '../test/factories';
import { expect, test } from './fixtures';

test('the fan pages log no console errors for a visitor who is not signed in', async ({ page, isolatedServer }) => {
  test.slow(); // starts its own server
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, { stageName: 'Quiet Console' });
  await createLiveSession(db, musician.profileId, { venue_name: 'The Hush' });
  await createGig(db, musician.profileId, { venue_name: 'The Hush' });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

  // [path, its heading, whether the page asks who is signed in]
  const pages: Array<[string, RegExp, boolean]> = [
    ['/', /Request a song from the stage/, true],
    ['/future-events', /Upcoming Events/, false],
    [`/request?qr=${musician.qrCodeId}`, /Send a Song Request/, false],
    [`/artist/${musician.qrCodeId}`, /Quiet Console/, true],
  ];
  for (const [path, heading, checksSession] of pages) {
    const sessionCheck = checksSession ? page.waitForResponse('**/api/auth/session') : null;
    await page.goto(`${baseUrl}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (sessionCheck) expect((await sessionCheck).status(), `the session check on ${path}`).toBe(200);
  }
  expect(errors).toEqual([]);
});
