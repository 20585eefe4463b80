import { createLiveSession, createMusician, createSongRequest } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';

test('on a phone the manager shows what to play next, folds away what is done, and says what it cannot do', async ({
  page,
  isolatedServer,
}, testInfo) => {
  test.slow(); // starts its own server
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, { stageName: 'Stage Ready' });
  const session = await createLiveSession(db, musician.profileId, {
    venue_name: 'The Stand',
    session_name: 'Late Set',
  });
  const rows: Array<[string, 'pending' | 'accepted' | 'played' | 'declined']> = [
    ['Galway Girl', 'pending'],
    ['Dirty Old Town', 'accepted'],
    ['Whiskey in the Jar', 'pending'],
    ['Wild Rover', 'accepted'],
    ['Raglan Road', 'played'],
    ['Fields of Athenry', 'declined'],
    ['The Parting Glass', 'pending'],
  ];
  for (const [index, [song_title, status]] of rows.entries()) {
    await createSongRequest(db, session, {
      song_title,
      status,
      fan_name: 'Aoife',
      message: index === 0 ? 'For my sister, it is her birthday!' : null,
      tip_amount: index === 1 ? 500 : 0,
      created_at: new Date(Date.now() - (rows.length - index) * 60_000).toISOString(),
    });
  }
  await page.request.post(`${baseUrl}/api/auth/signin`, {
    data: { email: musician.email, password: musician.password },
  });
  await page.goto(`${baseUrl}/live/${session.id}`);

  // Declined requests are hidden from the list (six in it), but Total counts every request of the
  // show, as the request limit does (its form says so): seven.
  await expect(page.getByRole('heading', { name: /^Song Requests/ })).toHaveText('Song Requests (6)');
  await expect(page.getByRole('definition').first()).toHaveText('7');
  const upNext = page.getByRole('region', { name: 'Up next' });
  await expect(upNext.getByRole('heading', { level: 3 })).toHaveText(['Up next (2)', 'Dirty Old Town', 'Wild Rover']);
  const fresh = page.getByRole('region', { name: 'New requests' });
  await expect(fresh.getByRole('listitem')).toHaveCount(3);
  // Played requests are folded away below the queue.
  await expect(page.getByText('Played (1)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Raglan Road' })).toBeHidden();

  // Now Playing, the totals and the show's controls come first; the first request still starts
  // on the first screen of a 390 x 844 phone (stage.spec.ts checks the same at 1280 x 800).
  await expect(page.getByRole('listitem').first()).toBeInViewport();

  // Every header control says what it is in words.
  const header = page.getByRole('banner');
  for (const label of ['Dashboard', 'Profile', 'Enable sound', 'End'])
    await expect(header.getByText(label, { exact: false }).first()).toBeVisible();
  // Until the musician taps, the browser keeps the chime silent: the sound button asks for that tap.
  const enableSound = header.getByRole('button', { name: 'Enable sound' });
  await expect(enableSound).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'live-manager-phone-first-screen', { fullPage: false });
  await enableSound.tap();
  await expect(enableSound).toBeHidden();
  await expect(header.getByRole('button', { name: 'Sound', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // The show's controls are one tap away in their sheet: the limit says what it counts, and the
  // screen is kept on by default while live.
  const openControls = async () => {
    await page.getByRole('button', { name: /^Controls/ }).click();
    return page.getByRole('dialog', { name: 'Show controls' });
  };
  let controls = await openControls();
  await expect(controls.getByText('A limit counts every request, declined ones too, like Total.')).toBeVisible();
  await expect(controls.getByRole('button', { name: /Keep screen on/ })).toHaveAttribute('aria-pressed', 'true');
  await saveScreenshot(page, testInfo, 'live-manager-phone-controls', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(controls).toBeHidden();

  // A bulk decline over an accepted and a new request declines one and says it skipped the other.
  await page.getByRole('checkbox', { name: 'Select Wild Rover' }).check();
  await page.getByRole('checkbox', { name: 'Select Galway Girl' }).check();
  await page.getByRole('button', { name: /Decline All/ }).click();
  await expect(page.getByText('Declined 1 request; 1 request skipped (1 already accepted).')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Song Requests/ })).toHaveText('Song Requests (5)');

  controls = await openControls();
  await controls.getByRole('button', { name: 'Show Declined' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Declined (2)')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Song Requests/ })).toHaveText('Song Requests (7)');
  await saveScreenshot(page, testInfo, 'live-manager-phone-sections');

  assertNoPageErrors();
});

test('on a phone the manager says in a banner when it has lost the connection', async ({
  page,
  isolatedServer,
}, testInfo) => {
  test.slow(); // starts its own server
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, { stageName: 'Signal Lost' });
  const session = await createLiveSession(db, musician.profileId, { venue_name: 'The Cellar' });
  await createSongRequest(db, session, { song_title: 'Underground' });
  await page.request.post(`${baseUrl}/api/auth/signin`, {
    data: { email: musician.email, password: musician.password },
  });
  // No stream at all: the manager polls; then the polls fail too.
  await page.route('**/api/sessions/live/requests/stream', (route) => route.abort('connectionreset'));
  // The page's clock, to move through the polling and its retries instead of waiting them out.
  await page.clock.install();
  await page.goto(`${baseUrl}/live/${session.id}`);
  await expect(page.getByRole('heading', { name: 'Underground' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Connection lost' })).toHaveCount(0);
  let failedReads = 0;
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname === '/api/sessions/live/requests') failedReads += 1;
  });
  await page.route('**/api/sessions/live/requests', (route) => route.abort('connectionreset'));
  // The next poll (every 3 s) fails, then its two retries (after 1 s and 2 s): only then is the
  // connection lost. Each step waits for the failure before it moves the clock on.
  for (const [step, wait] of (['00:03', '00:01', '00:02'] as const).entries()) {
    await page.clock.fastForward(wait);
    await expect.poll(() => failedReads).toBeGreaterThanOrEqual(step + 1);
  }
  await expect(page.getByRole('alert').filter({ hasText: 'Connection lost' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'live-manager-phone-offline', { fullPage: false });
});
