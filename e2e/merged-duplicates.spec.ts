import { expect, saveScreenshot, signInNewMusician, test } from './fixtures';

test('three fans asking for one song are one row, accepted together @desktop', async ({
  page,
  browser,
  isolatedServer,
}, testInfo) => {
  const { baseUrl } = isolatedServer;
  await signInNewMusician(page, isolatedServer);
  const live = await page.request.post(`${baseUrl}/api/sessions/live`, { data: { venue_name: 'The Anchor' } });
  const sessionId = ((await live.json()) as { session: { id: number } }).session.id;

  // Three phones, one song (typed three ways), one tip; and one other song.
  const asks = [
    { song_title: 'Wonderwall', artist_name: 'Oasis', fan_name: 'Priya', message: `Our song 💍 ${'la'.repeat(60)}` },
    { song_title: 'wonderwall ', artist_name: 'OASIS', fan_name: 'Tom', tip_amount: 0 },
    { song_title: 'Wonderwall', artist_name: 'oasis', fan_name: 'Ana', message: 'Please!' },
    { song_title: 'Galway Girl', fan_name: 'Finn' },
  ];
  for (const ask of asks) {
    const phone = await browser.newContext();
    const res = await phone.request.post(`${baseUrl}/api/sessions/${sessionId}/requests`, { data: ask });
    expect(res.status()).toBe(201);
    await phone.close();
  }

  await page.goto(`${baseUrl}/live/${sessionId}`);
  const group = page.getByRole('listitem').filter({ hasText: 'Wonderwall' });
  await expect(group).toHaveCount(1);
  await expect(group.getByRole('heading')).toHaveText('Wonderwall×3 requests');
  const fans = group.getByRole('list', { name: 'Fans who asked for Wonderwall' }).getByRole('listitem');
  await expect(fans).toHaveCount(3);
  await expect(fans.first()).toContainText('Priya');
  await expect(page.getByText('New requests (4)')).toBeVisible();
  await saveScreenshot(page, testInfo, 'manager-merged-duplicates');

  await group.getByRole('button', { name: 'Accept Wonderwall' }).click();
  await expect(page.getByText('Up next (3)')).toBeVisible();
  await expect(page.getByText('New requests (1)')).toBeVisible();
  const queue = await page.request.get(`${baseUrl}/api/sessions/live/requests`);
  const statuses = ((await queue.json()) as { requests: { song_title: string; status: string }[] }).requests
    .filter((request) => request.song_title.trim().toLowerCase() === 'wonderwall')
    .map((request) => request.status);
  expect(statuses).toEqual(['accepted', 'accepted', 'accepted']);
});
