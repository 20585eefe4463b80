import { createLiveSession, createMusician, createSong } from '../test/factories';
import { expect, saveScreenshot, test } from './fixtures';

// A 390 x 844 phone with its on-screen keyboard up (about 336 px): 508 px of page are left.
test.use({ viewport: { width: 390, height: 508 } });

test('with the keyboard up, five suggestions or more show without scrolling; names wrap; fields stop at the server’s limits', async ({
  page,
  isolatedServer,
}, testInfo) => {
  test.slow(); // its own server
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, { stageName: 'Jack Callaghan and the Midnight Ramblers of Cork' });
  await createLiveSession(db, musician.profileId, { venue_name: 'The Crane Lane Theatre' });
  for (const title of ['Wonder', 'Wonderful Tonight', 'Wonderwall', 'Wonderland', 'Wondering', 'Wonder Why']) {
    await createSong(db, { song_title: title, artist_name: 'Various Artists', is_curated: 1, total_requests: 3 });
  }
  await createSong(db, { song_title: 'Wonders', artist_name: null, is_curated: 1, total_requests: 3 });
  await createSong(db, { song_title: 'Wonderous Stories', artist_name: 'Yes', is_curated: 1, total_requests: 3 });

  await page.goto(`${baseUrl}/request?qr=${musician.qrCodeId}`);
  // The whole name, on two lines rather than cut.
  const name = page.getByText('Jack Callaghan and the Midnight Ramblers of Cork', { exact: true });
  await expect(name).toBeVisible();
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  const title = page.getByRole('combobox', { name: 'Song title' });
  await title.fill('Wonder');
  const options = page.getByRole('option');
  await expect(options).toHaveCount(8);
  // Counted once the field has scrolled to the top of what the keyboard leaves: whole options,
  // inside both the screen and the list's own scrolling box.
  await expect
    .poll(async () => {
      const list = await page.getByRole('listbox').boundingBox();
      if (!list) return 0;
      const bottom = Math.min(508, list.y + list.height);
      let inView = 0;
      for (let index = 0; index < 8; index += 1) {
        const box = await options.nth(index).boundingBox();
        if (box && box.y >= 0 && box.y + box.height <= bottom + 1) inView += 1;
      }
      return inView;
    })
    .toBeGreaterThanOrEqual(5);
  await saveScreenshot(page, testInfo, 'request-suggestions-keyboard', { fullPage: false });

  // Every fan field stops at the server's limit; no placeholder pretends to be a value.
  await expect(title).toHaveAttribute('maxlength', '200');
  await expect(page.getByLabel('Artist name (optional)')).toHaveAttribute('maxlength', '200');
  await expect(page.getByLabel('Your name (optional)')).toHaveAttribute('maxlength', '80');
  await expect(page.getByLabel('Message (optional)')).toHaveAttribute('maxlength', '500');
});

test.describe('on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a QR visit to /request does not move while the show loads (CLS 0)', async ({ page, isolatedServer }) => {
    test.slow(); // its own server
    const { db, baseUrl } = isolatedServer;
    const musician = await createMusician(db, {
      stageName: 'Luna Ray',
      profile: { bio: 'Acoustic covers and originals from Bristol, every Friday at the Blue Lamp.' },
    });
    await createLiveSession(db, musician.profileId, { venue_name: 'The Blue Lamp', session_name: 'Friday Night' });
    // Every layout shift from the first paint on, as Lighthouse counts them.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The show's data comes late, as on a slow connection: held until the page has painted its
    // skeleton (the load event and two frames), then let through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/musicians/*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/request?qr=${musician.qrCodeId}`);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
    );
    await expect(page.getByText('Selected', { exact: true })).toHaveCount(0);
    release();
    await expect(page.getByText('Selected', { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Song title' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  });
});
