import { devices, type Browser, type BrowserContextOptions, type Page, type TestInfo } from '@playwright/test';
import { createMusician, createSavedVenue, createSong, createSongRequest } from '../test/factories';
import {
  expect,
  expectNoSeriousA11yViolations,
  failOnPageErrors,
  saveScreenshot,
  test,
  watchQueueReads,
} from './fixtures';
import { closeControls, openControls } from './show-controls';

/** The contexts are made by hand (two people, two devices), so they take the project's look themselves. */
function contextOptions(testInfo: TestInfo, device: 'phone' | 'tablet', baseURL: string): BrowserContextOptions {
  const common = {
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    colorScheme: testInfo.project.use.colorScheme ?? 'dark',
    reducedMotion: 'reduce',
  } as const;
  return device === 'phone'
    ? {
        ...common,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      }
    : { ...common, viewport: { width: 820, height: 1180 }, hasTouch: true };
}

async function openManagerAs(
  browser: Browser,
  testInfo: TestInfo,
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<Page> {
  const context = await browser.newContext(contextOptions(testInfo, 'tablet', baseUrl));
  const { email, password } = credentials;
  const signIn = await context.request.post('/api/auth/signin', { data: { email, password } });
  expect(signIn.ok(), 'the musician signs in').toBe(true);
  return context.newPage();
}

test(
  'a fan scans, sends a song, and it reaches the live manager at once; then the show ends',
  { tag: '@desktop' },
  async ({ browser, isolatedServer }, testInfo) => {
    test.setTimeout(150_000); // its own server, two browsers, three axe scans
    const { db, baseUrl } = isolatedServer;

    const luna = await createMusician(db, {
      stageName: 'Luna Ray',
      profile: {
        bio: 'Acoustic covers and originals from Bristol.',
        music_styles: ['Acoustic', 'Singer-Songwriter'],
        instagram_handle: '@lunaray',
      },
    });
    await createSong(db, { song_title: 'Wonderwall', artist_name: 'Oasis', is_curated: 1 });
    await createSong(db, { song_title: 'Wonderful Tonight', artist_name: 'Eric Clapton', is_curated: 1 });
    await createSong(db, { song_title: 'Wish You Were Here', artist_name: 'Pink Floyd', is_curated: 1 });

    await createSavedVenue(db, luna.profileId, {
      venue_name: 'The Blue Lamp',
      location_address: '3 Nelson Street, Bristol',
    });

    // The musician goes live from the dashboard's card, picking a saved venue from the suggestions.
    const manager = await openManagerAs(browser, testInfo, baseUrl, luna);
    const assertNoManagerErrors = failOnPageErrors(manager);
    await manager.goto('/dashboard');
    const card = manager.getByRole('region', { name: 'Live Session' });
    await expect(card.getByRole('button', { name: 'Start Live Session' })).toBeDisabled();
    await card.getByRole('combobox', { name: 'Venue name' }).fill('Blue');
    await card.getByRole('option', { name: /The Blue Lamp/ }).click();
    await expect(card.getByLabel('Location address (optional)')).toHaveValue('3 Nelson Street, Bristol');
    await card.getByLabel('Session name').fill('Friday Acoustic Night');
    await card.getByRole('button', { name: 'Start Live Session' }).click();
    await expect(card.getByText('Friday Acoustic Night')).toBeVisible();
    await expectNoSeriousA11yViolations(manager);
    await saveScreenshot(manager, testInfo, 'dashboard-live');
    await card.getByRole('link', { name: 'Open Live Manager' }).click();
    await expect(manager).toHaveURL(/\/live\/\d+$/);
    const session = { id: Number(new URL(manager.url()).pathname.split('/').pop()) };

    await expect(manager.getByRole('heading', { level: 1, name: 'Friday Acoustic Night' })).toBeVisible();
    await expect(manager.getByText('LIVE SESSION')).toBeVisible();
    await expect(manager.getByText('No Requests Yet')).toBeVisible();
    await expect(manager.getByText('Share your QR code to start receiving song requests!')).toBeVisible();
    await expect(manager.getByText('Live updates')).toBeVisible();
    await expect(manager.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', `/artist/${luna.qrCodeId}`);

    // Two earlier requests (one with a tip); "Refresh" fetches them on demand.
    const { request: earlier } = await createSongRequest(
      db,
      { id: session.id, musician_id: luna.profileId },
      {
        song_title: 'Fast Car',
        artist_name: 'Tracy Chapman',
        fan_name: 'Priya',
        message: 'Our song! Third row, waving.',
        tip_amount: 500,
        created_at: new Date(Date.now() - 120_000).toISOString(),
      },
    );
    await createSongRequest(
      db,
      { id: session.id, musician_id: luna.profileId },
      { song_title: 'Free Bird', artist_name: 'Lynyrd Skynyrd', status: 'declined' },
    );
    let controls = await openControls(manager);
    await controls.getByRole('button', { name: 'Refresh now' }).click();
    await closeControls(controls);
    await expect(manager.getByRole('heading', { name: 'Song Requests (1)' })).toBeVisible();
    await expect(manager.getByText('£5.00', { exact: true })).toBeVisible();

    // From here on the manager must not reload or navigate: the fan's request has to be pushed.
    await manager.evaluate(() => ((window as unknown as { stillSamePage: boolean }).stillSamePage = true));
    let managerNavigations = 0;
    manager.on('framenavigated', (frame) => {
      if (frame === manager.mainFrame()) managerNavigations += 1;
    });

    // A fan on a phone scans Luna's QR code: her show is already chosen.
    const fanContext = await browser.newContext(contextOptions(testInfo, 'phone', baseUrl));
    const fan = await fanContext.newPage();
    const assertNoFanErrors = failOnPageErrors(fan);
    await fan.goto(`/request?qr=${luna.qrCodeId}`);
    await expect(fan.getByText('Selected', { exact: true })).toBeVisible();
    await expect(fan.getByText('Luna Ray', { exact: true })).toBeVisible();
    await expect(fan.getByText('Friday Acoustic Night')).toBeVisible();

    const songTitle = fan.getByRole('combobox', { name: 'Song title' });
    await songTitle.fill('Wond');
    await expect(fan.getByRole('option')).toHaveCount(2);
    await expect(fan.getByRole('option', { name: /Wonderwall/ })).toContainText('Oasis');
    await saveScreenshot(fan, testInfo, 'request-suggestions-phone');
    await fan.getByRole('option', { name: /Wonderwall/ }).tap();
    await expect(songTitle).toHaveValue('Wonderwall');
    await expect(fan.getByLabel('Artist name (optional)')).toHaveValue('Oasis');
    await expect(fan.getByRole('option')).toHaveCount(0);
    await fan.getByLabel('Your name (optional)').fill('Sam');
    await fan.getByLabel('Message (optional)').fill("It's my birthday!");
    await fan.getByRole('button', { name: 'Send Request' }).tap();
    const sentDialog = fan.getByRole('dialog', { name: 'Request Sent!' });
    await expect(sentDialog).toBeVisible();
    await expect(sentDialog).toContainText('Luna Ray has your request for “Wonderwall”.');

    // The request is on the musician's screen without a reload.
    const row = manager.getByRole('listitem').filter({ hasText: 'Wonderwall' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Oasis');
    await expect(row).toContainText('Sam');
    await expect(row).toContainText("“It's my birthday!”");
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await expect(manager.getByRole('heading', { name: 'Song Requests (2)' })).toBeVisible();
    await expect(manager.getByRole('status').filter({ hasText: 'New request: Wonderwall' })).toBeAttached();
    expect(await manager.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(true);
    expect(managerNavigations, 'the manager did not navigate').toBe(0);
    // Oldest first: the earlier request leads the list.
    await expect(manager.getByRole('listitem').first()).toContainText('Fast Car');

    // The search links, the priority and the message in full are a tap on the song away.
    await row.getByRole('button', { name: 'Wonderwall', exact: true }).click();
    await expect(row.getByRole('list', { name: 'Messages for Wonderwall' })).toContainText("“It's my birthday!”");
    await expect(row.getByRole('link', { name: /Video search for Wonderwall/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/results?search_query=Wonderwall%20Oasis',
    );
    await expect(row.getByRole('link', { name: /Chords for Wonderwall/ })).toHaveAttribute(
      'href',
      'https://www.ultimate-guitar.com/search.php?search_type=title&value=Wonderwall%20Oasis',
    );

    await expectNoSeriousA11yViolations(manager);
    await saveScreenshot(manager, testInfo, 'live-manager-tablet');
    await manager.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(manager, testInfo, 'live-manager-phone');
    await manager.setViewportSize({ width: 1280, height: 800 });
    await saveScreenshot(manager, testInfo, 'live-manager-desktop');
    await manager.setViewportSize({ width: 820, height: 1180 });

    // Raising the new request's priority puts it first.
    await row.getByRole('button', { name: 'Raise priority of Wonderwall' }).click();
    await expect(manager.getByRole('listitem').first()).toContainText('Wonderwall');

    // Accept, then played; the counts follow.
    await row.getByRole('button', { name: 'Accept Wonderwall' }).click();
    await expect(row.getByText('Accepted', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Played Wonderwall' }).click();
    // Played requests fold away below the queue, a tap away.
    await manager.getByText('Played (1)').click();
    await expect(row.getByText('Played', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Mark as Pending Wonderwall' })).toBeVisible();
    const summary = manager.getByRole('region', { name: 'Friday Acoustic Night' });
    await expect(summary.getByRole('definition').nth(2)).toHaveText('1'); // Played

    // Declined requests are hidden until asked for.
    await expect(manager.getByText('Free Bird')).toHaveCount(0);
    controls = await openControls(manager);
    await controls.getByRole('button', { name: 'Show Declined' }).click();
    await closeControls(controls);
    await expect(manager.getByRole('listitem').filter({ hasText: 'Free Bird' })).toContainText('Declined');
    controls = await openControls(manager);
    await controls.getByRole('button', { name: 'Hide Declined' }).click();
    await closeControls(controls);
    await expect(manager.getByText('Free Bird')).toHaveCount(0);

    // Bulk: select the earlier request and accept it from the bar.
    await manager.getByRole('checkbox', { name: `Select ${earlier.song_title}` }).check();
    await manager
      .getByRole('region', { name: 'Selected requests' })
      .getByRole('button', { name: 'Accept All' })
      .click();
    await expect(
      manager.getByRole('listitem').filter({ hasText: 'Fast Car' }).getByText('Accepted', { exact: true }),
    ).toBeVisible();
    await expect(manager.getByRole('region', { name: 'Selected requests' })).toHaveCount(0);
    expect(managerNavigations, 'the manager did not navigate').toBe(0);
    // Every status on one screen, for the eye at arm's length.
    controls = await openControls(manager);
    await controls.getByRole('button', { name: 'Show Declined' }).click();
    await closeControls(controls);
    await expect(manager.getByRole('listitem').filter({ hasText: 'Free Bird' })).toContainText('Declined');
    await expectNoSeriousA11yViolations(manager);
    await saveScreenshot(manager, testInfo, 'live-manager-statuses-tablet');

    // The fan skips the follow; one tap and the same show's form is back for another song.
    await expectNoSeriousA11yViolations(fan);
    await saveScreenshot(fan, testInfo, 'request-sent-modal-phone', { fullPage: false });
    await sentDialog.getByRole('button', { name: 'No thanks' }).tap();
    await expect(fan.getByRole('heading', { name: 'All Done!' })).toBeVisible();
    await fan.getByRole('button', { name: 'Request another song' }).tap();

    // The fan types a second song while the musician ends the show.
    await expect(fan.getByText('Selected', { exact: true })).toBeVisible();
    await fan.getByRole('combobox', { name: 'Song title' }).fill('Wish You Were Here');

    await manager.getByRole('banner').getByRole('button', { name: 'End Session' }).click();
    const endDialog = manager.getByRole('dialog', { name: 'End this live session?' });
    await endDialog.getByRole('button', { name: 'End Session' }).click();
    await expect(manager).toHaveURL(/\/dashboard$/);
    await expect(manager.getByText(/^Session ended: 3 requests, 1 played, £5\.00 in tips\.$/)).toBeVisible();

    // Send waits with the reason, and what the fan typed stays; a reload keeps it too, and shows
    // how each of the phone's requests ended.
    await expect(fan.getByText('This show is no longer in the live list. It may have just ended.')).toBeVisible();
    await expect(fan.getByRole('button', { name: 'Send Request' })).toBeDisabled();
    await expect(
      fan.getByRole('status').filter({ hasText: 'This show has ended and takes no more requests.' }),
    ).toBeVisible();
    await expect(fan.getByRole('combobox', { name: 'Song title' })).toHaveValue('Wish You Were Here');
    await saveScreenshot(fan, testInfo, 'request-show-ended-phone', { fullPage: false });
    await fan.reload();
    await expect(fan.getByRole('region', { name: 'Your requests' })).toContainText(
      'The show has ended. Thank you for your requests!',
    );
    await expect(fan.getByRole('heading', { name: 'Luna Ray is not live right now' })).toBeVisible();
    await expect(fan.getByText('No live shows currently active')).toBeVisible();

    assertNoManagerErrors();
    assertNoFanErrors();
  },
);

test('when the live stream cannot be held, the manager falls back to polling every 3 s', async ({
  browser,
  isolatedServer,
}, testInfo) => {
  test.slow();
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, {
    stageName: 'Polly Fallback',
    profile: { bio: 'Plays through proxies that drop streams.', music_styles: ['Folk'] },
  });
  const manager = await openManagerAs(browser, testInfo, baseUrl, musician);
  const assertNoPageErrors = failOnPageErrors(manager);
  const started = await manager.request.post('/api/sessions/live', { data: { venue_name: 'The Old Bell' } });
  expect(started.status()).toBe(201);
  const { session } = (await started.json()) as { session: { id: number } };

  // A proxy that kills event streams: the browser keeps retrying; the page polls meanwhile.
  await manager.route('**/api/sessions/live/requests/stream', (route) => route.abort('connectionreset'));
  await manager.clock.install();
  const queue = await watchQueueReads(manager);
  await manager.goto(`/live/${session.id}`);
  await expect(manager.getByRole('heading', { level: 1, name: 'Live Session' })).toBeVisible();
  await expect(manager.getByText('Refreshing every 3 s')).toBeVisible();

  const fan = await browser.newContext({ baseURL: baseUrl });
  const sent = await fan.request.post(`/api/sessions/${session.id}/requests`, {
    data: { song_title: 'Galway Girl', artist_name: null, fan_name: null, message: null },
  });
  expect(sent.status()).toBe(201);
  // The next poll (not a deadline) brings it: wait for that read of the queue, then look.
  await manager.waitForResponse((response) => response.url().endsWith('/api/sessions/live/requests'));
  await expect(manager.getByRole('listitem').filter({ hasText: 'Galway Girl' })).toBeVisible();
  await expect(manager.getByRole('listitem').filter({ hasText: 'Galway Girl' })).toContainText('Unknown Artist');

  // Auto-refresh off: neither stream nor polling.
  let controls = await openControls(manager);
  await controls.getByRole('button', { name: 'Auto-refresh' }).click();
  await expect(controls.getByRole('button', { name: 'Auto-refresh' })).toHaveAttribute('aria-pressed', 'false');
  await closeControls(controls);
  await expect(manager.getByText('Auto-refresh is off')).toBeVisible();
  const readsBefore = queue.reads();
  await fan.request.post(`/api/sessions/${session.id}/requests`, { data: { song_title: 'Perfect' } });
  // Ten of the page's polling intervals pass without a read of the queue.
  await manager.clock.runFor(30_000);
  expect(queue.reads()).toBe(readsBefore);
  await expect(manager.getByRole('listitem').filter({ hasText: 'Perfect' })).toHaveCount(0);
  controls = await openControls(manager);
  await controls.getByRole('button', { name: 'Refresh now' }).click();
  await closeControls(controls);
  await expect(manager.getByRole('listitem').filter({ hasText: 'Perfect' })).toBeVisible();
  await fan.close();
  assertNoPageErrors();
});
