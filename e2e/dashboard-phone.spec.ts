import { createGig, createMusician } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';

test('on a phone the dashboard puts going live first and reaches every upcoming gig', async ({
  page,
  isolatedServer,
}, testInfo) => {
  test.slow(); // starts its own server
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, {
    stageName: 'Seven Nights',
    profile: { bio: 'A gig every night this week.', music_styles: ['Folk'] },
  });
  for (let day = 1; day <= 7; day += 1) {
    await createGig(db, musician.profileId, {
      venue_name: `Night ${day} Venue`,
      scheduled_date: new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10),
    });
  }
  await page.request.post(`${baseUrl}/api/auth/signin`, {
    data: { email: musician.email, password: musician.password },
  });
  await page.goto(`${baseUrl}/dashboard`);

  const liveCard = page.getByRole('region', { name: 'Live Session' });
  await expect(liveCard).toBeVisible();
  await expect(liveCard).toBeInViewport();
  const liveTop = (await liveCard.boundingBox())?.y ?? Infinity;
  const artistTop = (await page.locator('section[aria-labelledby="artist-card-title"]').boundingBox())?.y ?? -1;
  expect(liveTop, 'the live card sits above the artist card').toBeLessThan(artistTop);

  const gigs = page.getByRole('region', { name: 'Upcoming Gigs' });
  await expect(gigs.getByRole('listitem')).toHaveCount(6);
  await gigs.getByRole('button', { name: 'Show all 7 gigs' }).click();
  await expect(gigs.getByRole('listitem')).toHaveCount(7);
  await expect(gigs.getByRole('listitem').last()).toContainText('Night 7 Venue');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'dashboard-phone-order');
  assertNoPageErrors();
});
