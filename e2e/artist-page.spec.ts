import type { Page } from '@playwright/test';
import { todayIso } from '../src/shared/dates';
import { createGig, createLiveSession, createMusician, createSongRequest } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test, scrollToEnd } from './fixtures';

const portrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#3b2f63"/><circle cx="32" cy="26" r="12" fill="#f4c095"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#f4c095"/></svg>',
  );

const lunaBio =
  'Luna Ray writes late-night folk songs about trains, rivers and the people left on platforms. ' +
  'She has played every open mic from Brighton to Leeds and takes requests all night long.';

function londonDateInDays(days: number): string {
  const [year, month, day] = todayIso().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Signs in through the API; the page shares the cookie (page.request uses the page's context). */
async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  const response = await page.request.post(`${baseUrl}/api/auth/signin`, { data: { email, password } });
  expect(response.status()).toBe(200);
}

test(
  'a fan views a live artist: status, counts, five next gigs and the ways to reach them',
  { tag: '@desktop' },
  async ({ page, isolatedServer }, testInfo) => {
    test.slow(); // starts its own server
    const assertNoPageErrors = failOnPageErrors(page);
    const { db, baseUrl } = isolatedServer;

    const luna = await createMusician(db, {
      stageName: 'Luna Ray',
      profile: {
        bio: lunaBio,
        instagram_handle: '@lunaray',
        website_url: 'https://www.lunaray.example',
        profile_photo_url: portrait,
        music_styles: ['Folk', 'Acoustic'],
        favorite_singers: ['Joni Mitchell', 'Nick Drake'],
      },
    });
    const session = await createLiveSession(db, luna.profileId, {
      venue_name: 'The Blue Lamp',
      session_name: 'Friday Acoustic Night',
    });
    await createSongRequest(db, session, { song_title: 'River', tip_amount: 500 });
    await createSongRequest(db, session, { song_title: 'Pink Moon' });
    await createSongRequest(db, session, { song_title: 'Both Sides Now', tip_amount: 200 });
    for (let day = 1; day <= 7; day += 1) {
      await createGig(db, luna.profileId, {
        venue_name: `Venue ${day}`,
        session_name: day === 1 ? 'Album Launch' : null,
        location_address: day === 1 ? '91 Brick Lane, London E1 6QL' : null,
        scheduled_date: londonDateInDays(day),
        scheduled_start_time: '20:00',
        scheduled_end_time: '22:30',
      });
    }
    // Someone else's gig never appears on Luna's page.
    const other = await createMusician(db, { stageName: 'The Lanterns' });
    await createGig(db, other.profileId, { venue_name: 'Rough Trade East', scheduled_date: londonDateInDays(1) });

    await page.goto(`${baseUrl}/artist/${luna.qrCodeId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Luna Ray' })).toBeVisible();
    await expect(page).toHaveTitle('Luna Ray — Stagecall');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', lunaBio.slice(0, 150));
    const structuredData = JSON.parse((await page.locator('#artist-structured-data').textContent()) ?? '{}');
    expect(structuredData).toMatchObject({
      '@type': 'MusicGroup',
      name: 'Luna Ray',
      genre: ['Folk', 'Acoustic'],
      sameAs: ['https://www.instagram.com/lunaray/', 'https://www.lunaray.example/'],
    });

    await expect(page.getByText('LIVE NOW')).toBeVisible();
    await expect(page.getByText('at The Blue Lamp')).toBeVisible();
    await expect(page.getByText(/^Started at \d{2}:\d{2} · Friday Acoustic Night$/)).toBeVisible();
    await expect(page.getByText('Available for requests')).toHaveCount(0);

    await expect(page.getByText('Requests received')).toBeVisible();
    await expect(page.getByRole('definition').first()).toHaveText('3');
    // Tips are shown as the musician keeps them (after the 5 % fee): £4.75 + £1.90.
    await expect(page.getByText('Tips received')).toBeVisible();
    await expect(page.getByText('£6.65')).toBeVisible();

    await expect(page.getByRole('link', { name: 'Send Request Now' })).toHaveAttribute(
      'href',
      `/request?qr=${luna.qrCodeId}`,
    );
    await expect(page.getByRole('link', { name: /Follow on Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/lunaray/',
    );
    await expect(page.getByRole('button', { name: 'Contact Artist' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Profile In Progress' })).toHaveCount(0);

    await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
    await expect(page.getByText('Joni Mitchell')).toBeVisible();

    // Below the profile, the follow forms and the gigs are drawn as the visitor scrolls towards them.
    await scrollToEnd(page);
    const upcoming = page.getByRole('region', { name: 'Upcoming Performances' });
    await expect(upcoming.getByRole('listitem')).toHaveCount(5);
    const first = upcoming.getByRole('listitem').first();
    await expect(first.getByRole('heading', { name: 'Album Launch' })).toBeVisible();
    await expect(first.getByText('Venue 1', { exact: true })).toBeVisible();
    await expect(first.getByText(/ · 20:00 – 22:30$/)).toBeVisible();
    await expect(first.getByText('91 Brick Lane, London E1 6QL')).toBeVisible();
    await expect(
      upcoming.getByRole('listitem').nth(1).getByRole('heading', { name: 'Live Performance' }),
    ).toBeVisible();
    await expect(upcoming.getByText('Rough Trade East')).toHaveCount(0);
    await expect(upcoming.getByText('Venue 6')).toHaveCount(0);

    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'artist-visitor');
    assertNoPageErrors();
  },
);

test('a new artist with an empty profile: in progress, not live, no messages', async ({
  page,
  isolatedServer,
}, testInfo) => {
  test.slow(); // starts its own server
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;
  const fresh = await createMusician(db, { stageName: 'Fresh Face' });
  await db
    .updateTable('musician_profiles')
    .set({ allow_direct_messages: 0 })
    .where('id', '=', fresh.profileId)
    .execute();

  await page.goto(`${baseUrl}/artist/${fresh.qrCodeId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh Face' })).toBeVisible();
  await expect(page.getByText('Available for requests')).toBeVisible();
  await expect(page.getByText('Requests received')).toBeVisible();
  await expect(page.getByText('Tips received')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Profile In Progress' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send Request', exact: true })).toHaveAttribute(
    'href',
    `/request?qr=${fresh.qrCodeId}`,
  );
  await expect(page.getByRole('link', { name: /Follow on Instagram/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Contact Artist' })).toHaveCount(0);
  await expect(page.getByText('No upcoming performances scheduled yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'artist-in-progress');
  assertNoPageErrors();
});

test('the owner sees what to complete and the way back to the dashboard', async ({
  page,
  isolatedServer,
}, testInfo) => {
  test.slow(); // starts its own server
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;
  const owner = await createMusician(db, { stageName: 'Owner Olly', profile: { bio: 'Songs for rainy Sundays.' } });
  await signIn(page, baseUrl, owner.email, owner.password);

  await page.goto(`${baseUrl}/artist/${owner.qrCodeId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Owner Olly' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: /Send Request/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Contact Artist' })).toHaveCount(0);

  const prompt = page.getByRole('region', { name: 'Complete Your Profile' });
  await expect(prompt.getByRole('listitem')).toHaveText([
    'Your music styles',
    'Your musical influences',
    'Your Instagram handle',
  ]);
  await expect(page.getByRole('heading', { name: 'Profile In Progress' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'artist-owner');

  // Edit Profile opens the editor itself, not just the dashboard; closing it leaves the dashboard.
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(editor).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${baseUrl}/artist/${owner.qrCodeId}`);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toHaveCount(0);
  assertNoPageErrors();
});

test('a private profile is private to visitors but not to its owner', async ({
  page,
  browser,
  isolatedServer,
}, testInfo) => {
  test.slow(); // starts its own server
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;
  const hidden = await createMusician(db, {
    stageName: 'Hidden Harper',
    profile: { bio: 'Not ready yet.', public_profile_enabled: false, instagram_handle: '@harper' },
  });

  await page.goto(`${baseUrl}/artist/${hidden.qrCodeId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Not Available' })).toBeVisible();
  await expect(page.getByText('This artist profile is private')).toBeVisible();
  await expect(page.getByText('Not ready yet.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  await expect(page.locator('#artist-structured-data')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'artist-private');

  // The owner, signed in elsewhere, sees the whole page with a note that it is private.
  const ownerContext = await browser.newContext({ baseURL: baseUrl });
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, baseUrl, hidden.email, hidden.password);
  await ownerPage.goto(`${baseUrl}/artist/${hidden.qrCodeId}`);
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Hidden Harper' })).toBeVisible();
  await expect(
    ownerPage.getByText('Your profile is private: only you can see this page.', { exact: false }),
  ).toBeVisible();
  await expect(ownerPage.getByText('Not ready yet.')).toBeVisible();
  await ownerContext.close();
  assertNoPageErrors();
});

test('an unknown code shows Profile Not Available with the way home', async ({ page }, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  await page.goto('/artist/no-such-artist');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Not Available' })).toBeVisible();
  await expect(page.getByText('Artist profile not found')).toBeVisible();
  await expect(page).toHaveTitle('Profile Not Available — Stagecall');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'artist-not-found');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  assertNoPageErrors();
});

test('a server failure offers a retry', async ({ page }, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  await page.route('**/api/musicians/flaky-code', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/artist/flaky-code');
  await expect(page.getByText('Failed to load artist profile')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'artist-load-failed');
  assertNoPageErrors();
});

test('a fan messages the artist through the contact form', async ({ page, isolatedServer }, testInfo) => {
  test.slow(); // starts its own server
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;
  const luna = await createMusician(db, { stageName: 'Luna Ray', profile: { bio: lunaBio } });

  // The page's clock, to move past the sent message's 2 s on screen; time still flows.
  await page.clock.install();
  await page.goto(`${baseUrl}/artist/${luna.qrCodeId}`);
  const contactButton = page.getByRole('button', { name: 'Contact Artist' });
  await contactButton.click();
  const dialog = page.getByRole('dialog', { name: 'Contact Luna Ray' });
  await expect(dialog).toBeVisible();

  // Nothing filled in: the spec's message, with the missing fields marked.
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Please fill in all required fields')).toBeVisible();
  await expect(dialog.getByLabel('Your Name*')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Subject (optional)')).not.toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Your Name*').fill('Sam Fan');
  await dialog.getByLabel('Your Email*').fill('sam-at-example');
  await dialog.getByLabel('Message*').fill('Could you play River at the Blue Lamp next week? It was our first dance.');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByLabel('Your Email*')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'contact-artist-form');

  // The network drops once, then the server refuses once, then it works.
  await dialog.getByLabel('Your Email*').fill('sam@example.com');
  await dialog.getByLabel('Subject (optional)').fill('A wedding song');
  await page.route('**/api/messages/send', (route) => route.abort('internetdisconnected'), { times: 1 });
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Network error. Please try again.')).toBeVisible();
  await page.route('**/api/messages/send', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }), {
    times: 1,
  });
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Failed to send message')).toBeVisible();

  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Message Sent!')).toBeVisible();
  await saveScreenshot(page, testInfo, 'contact-artist-sent');
  // Closes by itself after 2 s, and opens again empty.
  await page.clock.fastForward('00:02');
  await expect(dialog).toBeHidden();
  await expect(contactButton).toBeFocused();

  const rows = await db.selectFrom('messages').selectAll().where('musician_id', '=', luna.profileId).execute();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    name: 'Sam Fan',
    email: 'sam@example.com',
    subject: 'A wedding song',
    message: 'Could you play River at the Blue Lamp next week? It was our first dance.',
  });

  await contactButton.click();
  await expect(dialog.getByLabel('Your Name*')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  assertNoPageErrors();
});
