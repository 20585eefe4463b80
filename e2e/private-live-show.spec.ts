import { createLiveSession, createMusician } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test } from './fixtures';

test('a live musician with a private profile takes a request by QR code, and both sides say so', async ({
  page: fan,
  browser,
  isolatedServer,
}, testInfo) => {
  test.slow(); // its own server and two browsers
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, {
    stageName: 'Aurora String Quartet of the Northern Lights',
    profile: { public_profile_enabled: false, bio: 'A private bio' },
  });
  const session = await createLiveSession(db, musician.profileId, { venue_name: 'The Snug' });

  // The musician's side: the QR page says the code reaches the show, and why it is on no list.
  const musicianContext = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 740 } });
  await musicianContext.request.post('/api/auth/signin', {
    data: { email: musician.email, password: musician.password },
  });
  const qrPage = await musicianContext.newPage();
  await qrPage.goto(`/qr/${musician.qrCodeId}`);
  await expect(qrPage.getByText('Fans who scan now can send requests straight to this show.')).toBeVisible();
  await expect(qrPage.getByText(/Your profile is private: the show is not in the public live lists/)).toBeVisible();
  await saveScreenshot(qrPage, testInfo, 'qr-page-private-live');
  await qrPage.goto('/settings');
  await qrPage.getByRole('tab', { name: 'Privacy' }).click();
  await expect(
    qrPage.getByText(/Off: your artist page and the lists are closed to fans, but a live show still takes requests/),
  ).toBeVisible();

  // The fan's side: the QR link finds the show live, the form is open, and the request arrives.
  await fan.goto(`${baseUrl}/request?qr=${musician.qrCodeId}`);
  await expect(fan.getByText('Selected', { exact: true })).toBeVisible();
  await expect(fan.getByText(/is not live right now/)).toHaveCount(0);
  await expect(fan.getByText('This show is no longer in the live list. It may have just ended.')).toHaveCount(0);
  // Nothing of the private profile shows, and the show is not in the public list.
  await expect(fan.getByText('A private bio')).toHaveCount(0);
  await fan.getByRole('combobox', { name: 'Song title' }).fill('Pachelbel’s Canon in D 🎻');
  await fan.getByRole('button', { name: 'Send Request' }).click();
  await fan
    .getByRole('dialog', { name: 'Request Sent!' })
    .getByRole('button', { name: /Done|No thanks/ })
    .click();
  const mine = fan.getByRole('region', { name: 'Your requests' }).getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Waiting');
  await expectNoSeriousA11yViolations(fan);
  await saveScreenshot(fan, testInfo, 'request-private-live-show');
  const rows = await db.selectFrom('song_requests').select('song_title').where('session_id', '=', session.id).execute();
  expect(rows).toEqual([{ song_title: 'Pachelbel’s Canon in D 🎻' }]);

  // The musician pauses requests, then resumes, while the fan's page is open: the show is on no
  // list, so only the page's stream can tell it, and the form follows each change.
  const typed = 'Eine kleine Nachtmusik'.repeat(4) + ' 🎶';
  await fan.getByRole('combobox', { name: 'Song title' }).fill(typed);
  const send = fan.getByRole('button', { name: 'Send Request' });
  const pause = await musicianContext.request.post(`/api/sessions/live/${session.id}/pause`);
  expect(pause.status()).toBe(200);
  await expect(
    fan.getByText('Requests are paused for a moment. You can send yours as soon as they resume.'),
  ).toBeVisible();
  await expect(send).toBeDisabled();
  await saveScreenshot(fan, testInfo, 'request-private-live-show-paused');
  const resume = await musicianContext.request.post(`/api/sessions/live/${session.id}/resume`);
  expect(resume.status()).toBe(200);
  await expect(send).toBeEnabled();
  await expect(fan.getByText('Requests are paused for a moment.', { exact: false })).toHaveCount(0);
  await expect(fan.getByRole('combobox', { name: 'Song title' })).toHaveValue(typed);

  const live = await fan.request.get(`${baseUrl}/api/sessions/active`);
  expect(((await live.json()) as { id: number }[]).map((show) => show.id)).not.toContain(session.id);
  await musicianContext.close();
});
