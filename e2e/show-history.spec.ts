import fs from 'node:fs';
import { expect, failOnPageErrors, saveScreenshot, signInNewMusician, test } from './fixtures';

test('ending a show opens its summary; past shows keep it, with every request as CSV and a card to share', async ({
  page,
  browser,
  isolatedServer,
}, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  const { baseUrl } = isolatedServer;
  await signInNewMusician(page, isolatedServer, `Harbour Lights ${'Shanty'.repeat(12)} 🎻`);
  const started = await page.request.post(`${baseUrl}/api/sessions/live`, {
    data: { venue_name: `The Anchor ${'&Chain'.repeat(15)} 🍺`, session_name: 'Shanty night 🌊' },
  });
  const sessionId = ((await started.json()) as { session: { id: number } }).session.id;

  // Three phones ask for songs; one asks twice for the same one.
  const fans = await Promise.all([1, 2, 3].map(() => browser.newContext()));
  const send = (index: number, data: Record<string, string>) =>
    fans[index]!.request.post(`${baseUrl}/api/sessions/${sessionId}/requests`, { data });
  expect((await send(0, { song_title: 'Wellerman', fan_name: 'Zoë 🎸' })).status()).toBe(201);
  expect((await send(1, { song_title: 'wellerman', message: `For the crew ${'ahoy'.repeat(40)} ⚓` })).status()).toBe(
    201,
  );
  expect((await send(2, { song_title: 'Drunken Sailor' })).status()).toBe(201);
  await Promise.all(fans.map((fan) => fan.close()));

  await page.goto(`${baseUrl}/live/${sessionId}`);
  await page.getByRole('banner').getByRole('button', { name: 'End Session' }).click();
  await page
    .getByRole('dialog', { name: 'End this live session?' })
    .getByRole('button', { name: 'End Session' })
    .click();

  // The spec sends the musician to the dashboard; the night's summary opens there.
  await expect(page).toHaveURL(/\/dashboard$/);
  const summary = page.getByRole('region', { name: /Your show at The Anchor/ });
  await expect(summary.getByRole('definition').first()).toHaveText('3');
  await expect(summary.getByText('Wellerman', { exact: true })).toBeVisible();
  await expect(summary.getByText('2 requests')).toBeVisible();
  await expect(summary.getByText(/^\d\d:\d\d–\d\d:\d\d · \d requests?$/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'show-ended-summary');

  // The card to share: headless Chromium cannot share files, so it downloads the image.
  const card = page.waitForEvent('download');
  await summary.getByRole('button', { name: 'Share the night' }).click();
  expect((await card).suggestedFilename()).toMatch(/^stagecall-show-\d{4}-\d{2}-\d{2}\.png$/);

  await summary.getByRole('button', { name: 'Close the show summary' }).click();
  await expect(summary).toHaveCount(0);

  // Past shows keep it.
  const past = page.getByRole('region', { name: 'Past shows' });
  await past.getByRole('link', { name: /Shanty night/ }).click();
  await expect(page).toHaveURL(new RegExp(`/shows/${sessionId}$`));
  await expect(page.getByRole('heading', { name: 'Every request (3)' })).toBeVisible();
  await expect(page.getByText('from Zoë 🎸')).toBeVisible();
  await saveScreenshot(page, testInfo, 'show-summary-page');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Download the requests of Shanty night/ }).click();
  const csv = fs.readFileSync((await (await download).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFRequested at,Song,Artist,Fan,Message,Status,Tip (£),Price (£),Price status,Times asked',
  );
  expect(csv).toContain('Zoë 🎸');
  expect(csv.trim().split('\r\n')).toHaveLength(4);
  assertNoPageErrors();
});

test('a musician with no past shows is told where they will appear', async ({ page, isolatedServer }) => {
  await signInNewMusician(page, isolatedServer);
  await page.goto(`${isolatedServer.baseUrl}/dashboard`);
  await expect(page.getByRole('region', { name: 'Past shows' }).getByText('No past shows yet')).toBeVisible();
});
