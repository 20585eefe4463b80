import { createLiveSession, createMusician, createSong, createSongRequest } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

test('the dashboard ranks what fans request across Stagecall, by week, month and all time', async ({
  page,
  isolatedServer,
}, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;
  const reader = await createMusician(db, {
    stageName: 'Trend Reader',
    profile: { bio: 'Covers.', music_styles: ['Pop'] },
  });
  const other = await createMusician(db, { stageName: 'Other Act', profile: { bio: 'Rock.', music_styles: ['Rock'] } });
  const session = await createLiveSession(db, other.profileId, { venue_name: 'The Anchor' });

  // This week: 17 songs, "Mr. Brightside" most requested (3, one with a tip and one played), then
  // "Valerie" (2); the other 15 once each, so the list stops at 15.
  const request = async (title: string, artist: string, at: string, extra = {}) => {
    const song =
      (await db.selectFrom('songs').selectAll().where('song_title', '=', title).executeTakeFirst()) ??
      (await createSong(db, { song_title: title, artist_name: artist, is_curated: 1 }));
    await createSongRequest(db, session, {
      song_id: song.id,
      song_title: title,
      artist_name: artist,
      created_at: at,
      ...extra,
    });
  };
  await request('Mr. Brightside', 'The Killers', daysAgo(1), { tip_amount: 300 });
  await request('Mr. Brightside', 'The Killers', daysAgo(2), { status: 'played' });
  await request('Mr. Brightside', 'The Killers', daysAgo(3));
  await request('Valerie', 'Amy Winehouse', daysAgo(1));
  await request('Valerie', 'Amy Winehouse', daysAgo(2));
  for (let index = 1; index <= 15; index += 1) await request(`Weekly Song ${index}`, 'Various', daysAgo(4));
  // Earlier this month, and long ago.
  for (let count = 0; count < 4; count += 1) await request('Sweet Caroline', 'Neil Diamond', daysAgo(12));
  for (let count = 0; count < 6; count += 1) await request('Hey Jude', 'The Beatles', daysAgo(200));

  await page.request.post(`${baseUrl}/api/auth/signin`, { data: { email: reader.email, password: reader.password } });
  await page.goto(`${baseUrl}/dashboard`);
  const trending = page.getByRole('region', { name: 'Trending Songs' });
  const period = (name: string) => trending.getByRole('group', { name: 'Time period' }).getByRole('button', { name });
  await expect(period('This week')).toHaveAttribute('aria-pressed', 'true');

  const list = trending.getByRole('list');
  await expect(list).toHaveAccessibleName('Top 15 songs, This week');
  const rows = list.getByRole('listitem');
  await expect(rows).toHaveCount(15);
  await expect(rows.nth(0)).toContainText('Mr. Brightside');
  await expect(rows.nth(0)).toContainText('The Killers');
  await expect(rows.nth(0)).toContainText('3 requests · £3.00 tips · 1 played');
  await expect(rows.nth(1)).toContainText('Valerie');
  await expect(rows.nth(1)).toContainText('2 requests');
  await expect(rows.nth(0).getByRole('link', { name: /Video search for Mr\. Brightside/ })).toHaveAttribute(
    'href',
    'https://www.youtube.com/results?search_query=Mr.%20Brightside%20The%20Killers',
  );
  await expect(rows.nth(0).getByRole('link', { name: /Chords for Mr\. Brightside/ })).toBeVisible();
  // Totals of the 15 shown: 3 + 2 + 13 requests, £3.00, 1 played.
  const totals = trending.getByRole('definition');
  await expect(totals.nth(0)).toHaveText('18');
  await expect(totals.nth(1)).toHaveText('£3.00');
  await expect(totals.nth(2)).toHaveText('1');
  await expect(trending.locator('time')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'trending-week');

  await period('This month').click();
  await expect(list).toHaveAccessibleName('Top 15 songs, This month');
  await expect(rows.nth(0)).toContainText('Sweet Caroline');
  await expect(rows.nth(0)).toContainText('4 requests');

  await period('All Time').click();
  await expect(list).toHaveAccessibleName('Top 15 songs, All Time');
  await expect(rows.nth(0)).toContainText('Hey Jude');
  await expect(rows.nth(0)).toContainText('6 requests');

  // Refresh picks up a request made since.
  await request('Hey Jude', 'The Beatles', new Date().toISOString());
  await trending.getByRole('button', { name: 'Refresh' }).click();
  await expect(rows.nth(0)).toContainText('7 requests');
  assertNoPageErrors();
});
