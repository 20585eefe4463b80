import fs from 'node:fs';
import { createAdmin, createLiveSession, createMusician, createSongRequest } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test } from './fixtures';

const DAY_MS = 86_400_000;
const daysAgo = (days: number, hour = 20) => {
  const day = new Date(Date.now() - days * DAY_MS);
  day.setUTCHours(hour, 0, 0, 0);
  return day;
};

/**
 * The Analytics tab: an admin opens it, reads the totals, charts and table of the last 30 days,
 * narrows the range to the last 7 days (an older show drops out) and downloads the CSV.
 */
test('an admin opens Analytics, changes the range and downloads the CSV', async ({
  page,
  isolatedServer,
}, testInfo) => {
  test.setTimeout(90_000);
  const { db, baseUrl, serverSecret } = isolatedServer;
  const admin = await createAdmin(db, { serverSecret });
  const recent = await createMusician(db, { stageName: 'Harbour Lights', now: daysAgo(3, 9) });
  const older = await createMusician(db, { stageName: 'Quay Street', now: daysAgo(20, 9) });
  const recentShow = await createLiveSession(db, recent.profileId, {
    started_at: daysAgo(2).toISOString(),
    status: 'ended',
    ended_at: daysAgo(2, 23).toISOString(),
  });
  const olderShow = await createLiveSession(db, older.profileId, {
    started_at: daysAgo(12).toISOString(),
    status: 'ended',
    ended_at: daysAgo(12, 23).toISOString(),
  });
  for (const [minutes, tip] of [
    [10, 500],
    [20, 0],
    [30, 1000],
  ] as const) {
    await createSongRequest(db, recentShow, {
      created_at: new Date(daysAgo(2).getTime() + minutes * 60_000).toISOString(),
      tip_amount: tip,
    });
  }
  await createSongRequest(db, olderShow, { created_at: daysAgo(12, 21).toISOString(), tip_amount: 200 });

  await page.request.post(`${baseUrl}/api/admin/login`, { data: admin.login() });
  await page.goto(`${baseUrl}/admin/dashboard`);
  await page.getByRole('tab', { name: 'Analytics' }).click();

  const totals = page.getByRole('list', { name: 'Totals for the range' });
  await expect(totals.getByRole('listitem').filter({ hasText: 'Requests' })).toContainText('4');
  await expect(totals.getByRole('listitem').filter({ hasText: 'Tips' })).toContainText('£17.00');
  await expect(totals.getByRole('listitem').filter({ hasText: 'Active musicians' })).toContainText('2');
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  // Each chart says in words what it draws.
  const requestsChart = page.getByRole('figure', { name: 'Requests' });
  await expect(requestsChart).toContainText('Requests 4 in all');
  await expect(requestsChart.locator('canvas')).toBeVisible();
  await page.getByText('Show the figures as a table').click();
  await expect(page.getByRole('table', { name: 'Analytics by day' }).getByRole('row')).toHaveCount(31);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'admin-analytics');

  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(totals.getByRole('listitem').filter({ hasText: 'Requests' })).toContainText('3');
  await expect(totals.getByRole('listitem').filter({ hasText: 'Tips' })).toContainText('£15.00');
  await expect(totals.getByRole('listitem').filter({ hasText: 'Active musicians' })).toContainText('1');
  await expect(page.getByRole('table', { name: 'Analytics by day' }).getByRole('row')).toHaveCount(8);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^stagecall-analytics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync((await download.path())!, 'utf8')
    .replace('\uFEFF', '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'day,requests,tips,fees,payouts,active_musicians,signups,trials_ended,trials_converted,mrr,churned',
  );
  expect(lines).toHaveLength(8);
  expect(lines).toContain(`${daysAgo(2).toISOString().slice(0, 10)},3,1500,75,0,1,0,0,0,0,0`);
  await saveScreenshot(page, testInfo, 'admin-analytics-7-days');
});
