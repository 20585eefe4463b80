import { createLiveSession, createMusician, createSongRequest } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';

test('a fan follows their own request from waiting to played while the musician works the queue @desktop', async ({
  page,
  browser,
  isolatedServer,
}, testInfo) => {
  test.slow(); // its own server and two browsers
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, { stageName: 'Luna Ray' });
  const session = await createLiveSession(db, musician.profileId, { venue_name: 'The Blue Lamp' });
  // Another fan's song is already up next: ours will have one song ahead once accepted.
  await createSongRequest(db, session, {
    song_title: 'Someone Else’s Song',
    artist_name: 'Other Band',
    fan_name: 'Private Person',
    message: 'not for anyone else to read',
    status: 'accepted',
    accepted_at: new Date().toISOString(),
  });

  // The musician works the queue on a tablet.
  const assertNoManagerErrors = failOnPageErrors(page);
  await page.request.post(`${baseUrl}/api/auth/signin`, {
    data: { email: musician.email, password: musician.password },
  });
  await page.goto(`${baseUrl}/live/${session.id}`);
  await expect(page.getByText('Up next (1)')).toBeVisible();

  // The fan, on their phone, sends a song with a long unbroken title and emoji.
  const fanPhone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    colorScheme: 'dark',
    reducedMotion: 'reduce',
  });
  const fan = await fanPhone.newPage();
  const assertNoFanErrors = failOnPageErrors(fan);
  // The page's streams, to check it holds one connection however much it follows.
  const streamsOpened: string[] = [];
  fan.on('request', (request) => {
    if (request.url().includes('/stream'))
      streamsOpened.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  const title = `Bohemian${'Rhapsody'.repeat(6)}🎤🔥`;
  await fan.goto(`${baseUrl}/request?qr=${musician.qrCodeId}`);
  await fan.getByRole('combobox', { name: 'Song title' }).fill(title);
  await fan.getByRole('button', { name: 'Send Request' }).click();
  await fan
    .getByRole('dialog', { name: 'Request Sent!' })
    .getByRole('button', { name: /Done|No thanks/ })
    .click();

  const panel = fan.getByRole('region', { name: 'Your requests' });
  const mine = panel.getByRole('listitem').filter({ hasText: title });
  await expect(mine).toContainText('Waiting');
  await expect(mine).toContainText('Sent. Waiting for the artist to pick it.');
  await expect(panel.getByRole('listitem')).toHaveCount(1);

  // The musician accepts it: the fan's phone says it is coming up, behind one song.
  await page.getByRole('button', { name: `Accept ${title}` }).click();
  await expect(mine).toContainText('Coming up: 1 song ahead of yours.');
  // Pushed on the page's one stream: the live list with this phone's requests on it, no second one.
  expect(streamsOpened).toContain(`/api/sessions/active/stream?my_requests=${session.id}&songs=${session.id}`);
  expect(streamsOpened.filter((url) => url.includes('/my-requests/stream'))).toEqual([]);
  await expectNoSeriousA11yViolations(fan);
  await saveScreenshot(fan, testInfo, 'fan-my-requests-coming-up', { fullPage: false });

  // The song ahead is played: ours is next. A reload keeps the list for the rest of the show.
  await page.getByRole('button', { name: 'Played Someone Else’s Song' }).click();
  await expect(mine).toContainText('Coming up next. Get ready to sing along!');
  await fan.reload();
  await expect(mine).toContainText('Coming up next. Get ready to sing along!');

  await page.getByRole('button', { name: `Played ${title}` }).click();
  await expect(mine).toContainText('Played. We hope you enjoyed it!');

  // A second song, declined: kind words, and the first stays played.
  await fan.getByRole('combobox', { name: 'Song title' }).fill('Free Bird');
  await fan.getByRole('button', { name: 'Send Request' }).click();
  await fan
    .getByRole('dialog', { name: 'Request Sent!' })
    .getByRole('button', { name: /Done|No thanks/ })
    .click();
  await page.getByRole('button', { name: 'Decline Free Bird' }).click();
  const declined = panel.getByRole('listitem').filter({ hasText: 'Free Bird' });
  await expect(declined).toContainText('The artist can’t fit this one in tonight.');
  await expect(panel.getByRole('listitem')).toHaveCount(2);

  // The show ends: the phone says so, and nothing of the other fan ever reached it.
  await page.getByRole('banner').getByRole('button', { name: 'End Session' }).click();
  await page
    .getByRole('dialog', { name: 'End this live session?' })
    .getByRole('button', { name: 'End Session' })
    .click();
  await expect(panel).toContainText('The show has ended. Thank you for your requests!');
  await saveScreenshot(fan, testInfo, 'fan-my-requests-ended', { fullPage: false });
  for (const secret of ['Someone Else', 'Private Person', 'not for anyone else to read']) {
    await expect(panel).not.toContainText(secret);
  }

  assertNoFanErrors();
  assertNoManagerErrors();
  await fanPhone.close();
});
