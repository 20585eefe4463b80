import { createGig } from '../test/factories';
import { todayIso } from '../src/shared/dates';
import { expect, failOnPageErrors, saveScreenshot, signInNewMusician, test } from './fixtures';

test('tonight’s gig offers “Go live now”; the show starts with the gig’s details and the musician pauses, blocks a phone and caps requests', async ({
  page,
  browser,
  isolatedServer,
}, testInfo) => {
  test.slow(); // its own server, two browsers, and the show's controls opened three times
  const { db, baseUrl } = isolatedServer;
  const musician = await signInNewMusician(page, isolatedServer);
  const venue = `The Anchor & ${'Chain'.repeat(10)} 🍺`;
  await createGig(db, musician.profileId, {
    venue_name: venue,
    session_name: 'Shanty night 🌊',
    location_address: '1 Harbour Row, Whitby',
    scheduled_date: todayIso(),
    scheduled_start_time: '20:00',
    scheduled_end_time: '23:00',
  });
  // Not tomorrow's gig: only tonight's offers to go live.
  await createGig(db, musician.profileId, { venue_name: 'Tomorrow Tavern' });

  await page.goto(`${baseUrl}/dashboard`);
  await expect(page.getByRole('button', { name: `Go live now at ${venue}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go live now at Tomorrow Tavern' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'go-live-from-gig');
  await page.getByRole('button', { name: `Go live now at ${venue}` }).click();

  await expect(page).toHaveURL(/\/live\/\d+$/);
  const current = await page.request.get(`${baseUrl}/api/sessions/live/current`);
  expect(((await current.json()) as { session: Record<string, unknown> }).session).toMatchObject({
    venue_name: venue,
    session_name: 'Shanty night 🌊',
    location_address: '1 Harbour Row, Whitby',
  });
  // A fan at the show has the request page open on their phone, the musician's show chosen.
  const fanPhone = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  const fan = await fanPhone.newPage();
  const assertNoFanPageErrors = failOnPageErrors(fan);
  await fan.goto(`${baseUrl}/request?qr=${musician.qrCodeId}`);
  await fan.getByRole('combobox', { name: 'Song title' }).fill('Wellerman');
  const sendButton = fan.getByRole('button', { name: 'Send Request' });
  await expect(sendButton).toBeEnabled();

  // A break without ending the show: fans are refused politely until the musician resumes. The
  // show's controls are in their sheet, a tap away.
  const sheet = page.getByRole('dialog', { name: 'Show controls' });
  await page.getByRole('button', { name: /^Controls/ }).click();
  await sheet.getByRole('button', { name: 'Pause requests' }).click();
  await page.keyboard.press('Escape');
  // The bar under the thumb says so too, and resumes from there.
  const stageBar = page.getByRole('region', { name: 'Stage actions' });
  await expect(stageBar.getByRole('button', { name: 'Resume requests' })).toBeVisible();
  await expect(page.getByText('Requests are paused. Fans cannot send requests until you resume.')).toBeVisible();
  // The fan's page learns at once, from the live-shows stream: the show stays, its requests paused.
  await expect(fan.getByText('Requests paused', { exact: true })).toBeVisible();
  await expect(fan.getByRole('status').filter({ hasText: 'Requests are paused for a moment.' })).toBeVisible();
  await expect(sendButton).toBeDisabled();
  await expect(fan.getByRole('combobox', { name: 'Song title' })).toHaveValue('Wellerman');
  await saveScreenshot(fan, testInfo, 'fan-requests-paused');
  const sessionId = Number(page.url().split('/').pop());
  const refused = await page.request.post(`${baseUrl}/api/sessions/${sessionId}/requests`, {
    data: { song_title: 'Wellerman' },
  });
  expect(refused.status()).toBe(409);
  await saveScreenshot(page, testInfo, 'manager-paused');
  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(stageBar.getByRole('button', { name: 'Pause requests' })).toBeVisible();
  await expect(fan.getByText('Requests paused', { exact: true })).toHaveCount(0);
  await expect(sendButton).toBeEnabled();
  assertNoFanPageErrors();
  await fanPhone.close();

  // One phone floods the queue: blocked from its request's row, it is refused without being told why.
  const send = (request: typeof page.request, song: string) =>
    request.post(`${baseUrl}/api/sessions/${sessionId}/requests`, { data: { song_title: song } });
  expect((await send(page.request, 'Wellerman')).status()).toBe(201);
  // Block is in the request's details, a tap on the song away.
  await page.getByRole('button', { name: 'Wellerman', exact: true }).click();
  await page.getByRole('button', { name: 'Block phone that requested Wellerman' }).click();
  await page.getByRole('dialog', { name: 'Block this phone?' }).getByRole('button', { name: 'Block phone' }).click();
  await expect(page.getByText('That phone’s requests are now refused for this show.')).toBeVisible();
  const blocked = await send(page.request, 'Drunken Sailor');
  expect(blocked.status()).toBe(409);
  expect(((await blocked.json()) as { error: string }).error).not.toMatch(/block/i);

  // A cap of two requests: the next fan's first fits, the second is told the show is full.
  await page.getByRole('button', { name: /^Controls/ }).click();
  await sheet.getByLabel('Request limit').fill('2');
  await sheet.getByRole('button', { name: 'Set limit' }).click();
  await expect(
    sheet.getByText('This show takes at most 2 requests (1 so far, declined ones too, like Total).'),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'manager-show-controls');
  await page.keyboard.press('Escape');
  const fanContext = await browser.newContext();
  expect((await send(fanContext.request, 'Leave Her Johnny')).status()).toBe(201);
  const full = await send(fanContext.request, 'Spanish Ladies');
  expect(((await full.json()) as { error: string }).error).toContain('all the requests it can take');
  await fanContext.close();

  await page.goto(`${baseUrl}/dashboard`);
  await expect(page.getByText('You are live')).toBeVisible();
  await expect(page.getByRole('button', { name: /Go live now/ })).toHaveCount(0);
});
