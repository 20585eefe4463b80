import sharp from 'sharp';
import { createMusician } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test, uniqueEmail } from './fixtures';

/** A small real PNG, made here so the journey needs no binary fixture in the repository. */
function portraitPng(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 320, channels: 3, background: '#b45309' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="320" height="320"><circle cx="160" cy="130" r="70" fill="#fde68a"/><rect x="70" y="220" width="180" height="120" rx="60" fill="#fde68a"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
}

test(
  'a new musician completes the profile with a photo and the locks lift',
  { tag: '@desktop' },
  async ({ page }, testInfo) => {
    const assertNoPageErrors = failOnPageErrors(page);
    const email = uniqueEmail(testInfo, 'profile');
    const stageName = `Velvet Static ${testInfo.project.name}`;

    await page.goto('/');
    await page.getByRole('button', { name: 'Start Your 14-Day Free Trial' }).click();
    await page.getByLabel('Stage name').fill(stageName);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse');
    await page.getByLabel('Confirm password', { exact: true }).fill('correct horse');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A new profile is incomplete: the banner lists what is missing and both panels are locked.
    await expect(page.getByRole('heading', { level: 1, name: stageName })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Complete Your Profile to Unlock All Features' })).toBeVisible();
    await expect(page.getByText('A bio that tells fans who you are')).toBeVisible();
    await expect(page.getByText('At least one music style')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Complete Profile Required' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Live Sessions Locked' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View QR Code' })).toHaveAttribute('href', /^\/qr\/.+/);
    // No gigs yet: no Upcoming Gigs panel; the inbox says what to expect.
    await expect(page.getByRole('heading', { name: 'Upcoming Gigs' })).toHaveCount(0);
    await expect(page.getByText('No messages yet')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'dashboard-incomplete');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(dialog).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Save Profile' });
    await expect(save).toBeDisabled();

    // Save is aria-disabled, so it stays focusable and pressable: pressing it says what is missing
    // first, in the spec's words. (Playwright treats aria-disabled as disabled, hence force.)
    const pressSave = () => save.click({ force: true });
    await pressSave();
    await expect(dialog.getByRole('alert')).toHaveText('Bio is required');
    await expect(dialog.getByLabel('Bio')).toBeFocused();

    await dialog.getByLabel('Bio').fill('Dream-pop duo from Leeds playing covers and originals.');
    await pressSave();
    await expect(dialog.getByRole('alert')).toHaveText('Instagram handle is required');
    await dialog.getByLabel('Instagram handle').fill('velvetstatic');
    await pressSave();
    await expect(dialog.getByRole('alert')).toHaveText('Website URL is required');
    await dialog.getByLabel('Website URL').fill('velvetstatic.example.com');
    await pressSave();
    await expect(dialog.getByRole('alert')).toHaveText('At least one music style is required');

    await dialog.getByRole('button', { name: 'Indie' }).click();
    await dialog.getByRole('button', { name: 'Acoustic' }).click();
    await expect(dialog.getByRole('button', { name: 'Indie' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('button', { name: 'Rock' })).toHaveAttribute('aria-pressed', 'false');
    await expect(dialog.getByRole('group', { name: /Music styles/ }).getByRole('button')).toHaveCount(22);
    await pressSave();
    await expect(dialog.getByRole('alert')).toHaveText('At least one musical influence is required');

    // Influences: added with Enter, trimmed, duplicates ignored, removable.
    const influences = dialog.getByRole('textbox', { name: 'Musical influences' });
    await influences.fill('  Beach House ');
    await influences.press('Enter');
    await influences.fill('beach house');
    await influences.press('Enter');
    await influences.fill('Cocteau Twins');
    await influences.press('Enter');
    await influences.fill('Slowdive');
    await influences.press('Enter');
    const influenceList = dialog.getByRole('list', { name: 'Your musical influences' });
    await expect(influenceList.getByRole('listitem')).toHaveText(['Beach House', 'Cocteau Twins', 'Slowdive']);
    await dialog.getByRole('button', { name: 'Remove Slowdive' }).click();
    await expect(influenceList.getByRole('listitem')).toHaveText(['Beach House', 'Cocteau Twins']);

    // The photo: not an image, then a real one with a preview.
    const gallery = dialog.locator('input[name="profile_photo_gallery"]');
    await gallery.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(dialog.getByText('Please select an image file (JPG, PNG, GIF, etc.)')).toBeVisible();
    await gallery.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await portraitPng() });
    await expect(dialog.getByText(/New photo ready/)).toBeVisible();
    await expect(dialog.locator('img[src^="data:image/png"]')).toBeVisible();
    await expect(dialog.locator('input[name="profile_photo_camera"]')).toHaveAttribute('capture', 'user');
    await expect(save).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'edit-profile-filled');

    await save.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Profile saved')).toBeVisible();

    // Complete: the banner and the locks are gone, the photo is a short /media URL, links normalised.
    await expect(page.getByRole('heading', { name: 'Complete Your Profile to Unlock All Features' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Complete Profile Required' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Live Sessions Locked' })).toHaveCount(0);
    const artistCard = page.getByRole('region', { name: stageName });
    await expect(artistCard.locator('img')).toHaveAttribute('src', /^\/media\//);
    await expect(artistCard.getByRole('link', { name: /@velvetstatic/ })).toBeVisible();
    await expect(artistCard.getByRole('link', { name: /velvetstatic\.example\.com/ })).toHaveAttribute(
      'href',
      'https://www.velvetstatic.example.com',
    );
    const profile = await (await page.request.get('/api/musicians/profile')).json();
    expect(profile).toMatchObject({
      instagram_handle: '@velvetstatic',
      website_url: 'https://www.velvetstatic.example.com',
      music_styles: ['Indie', 'Acoustic'],
      favorite_singers: ['Beach House', 'Cocteau Twins'],
      is_complete: true,
    });
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'dashboard-complete');

    // Reopening the editor shows the saved photo and lets it be removed.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(dialog.locator('img[src^="/media/"]')).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove photo' }).click();
    await expect(dialog.locator('img')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    assertNoPageErrors();
  },
);

test('a musician without a stage name must choose one before using the dashboard', async ({
  page,
  isolatedServer,
}, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  const musician = await createMusician(isolatedServer.db, { stageName: '' });
  const base = isolatedServer.baseUrl;
  await page.request.post(`${base}/api/auth/signin`, { data: { email: musician.email, password: musician.password } });

  await page.goto(`${base}/dashboard`);
  const dialog = page.getByRole('dialog', { name: 'Choose Your Stage Name' });
  await expect(dialog).toBeVisible();
  // Blocking: no close button, and Escape does not dismiss it.
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Save Stage Name' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Stage name is required');
  await dialog.getByLabel('Stage name').fill('   ');
  await dialog.getByRole('button', { name: 'Save Stage Name' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Stage name is required');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'stage-name-modal');

  await dialog.getByLabel('Stage name').fill('  Northern Lights  ');
  await dialog.getByRole('button', { name: 'Save Stage Name' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Northern Lights' })).toBeVisible();
  assertNoPageErrors();
});

test('the dashboard explains a failed load, reloads, and sends an expired session home', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'dash-error');
  const signedUp = await page.request.post('/api/auth/signup', {
    data: { email, password: 'correct horse', stageName: 'Error Tester' },
  });
  expect(signedUp.status()).toBe(201);

  // A server failure: the spec's 5xx text and the Reload Dashboard button.
  await page.route('**/api/musicians/profile', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard Error' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Database connection issue. Please refresh the page or contact support.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'dashboard-error');

  await page.unroute('**/api/musicians/profile');
  await page.getByRole('button', { name: 'Reload Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Error Tester' })).toBeVisible();

  // No connection at all.
  await page.route('**/api/musicians/profile', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(
    page.getByText('Connection error. Please check your internet connection and refresh the page.'),
  ).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/api/musicians/profile');

  // The session ends elsewhere: the next 401 sends the musician to the home page.
  await page.getByRole('button', { name: 'Reload Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Error Tester' })).toBeVisible();
  await page.route('**/api/messages', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"error":"Please sign in to continue"}' }),
  );
  await page.getByRole('button', { name: 'Refresh messages' }).click();
  await expect(page).toHaveURL(/\/$/);
});
