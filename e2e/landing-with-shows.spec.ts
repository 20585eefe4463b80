import { createGig, createLiveSession, createMusician } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test, scrollToEnd } from './fixtures';

// A tiny portrait as a data URL: the CSP allows data: images, and it exercises the photo path.
const portrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#3b2f63"/><circle cx="32" cy="26" r="12" fill="#f4c095"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#f4c095"/></svg>',
  );

function isoDateInDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test(
  'the home page lists live shows and upcoming public gigs',
  { tag: '@desktop' },
  async ({ page, isolatedServer }, testInfo) => {
    test.slow(); // starts its own server
    const assertNoPageErrors = failOnPageErrors(page);
    const { db, baseUrl } = isolatedServer;

    const luna = await createMusician(db, {
      stageName: 'Luna Ray',
      profile: { instagram_handle: '@lunaray', profile_photo_url: portrait },
    });
    await createLiveSession(db, luna.profileId, { venue_name: 'The Blue Lamp', session_name: 'Friday Acoustic Night' });
    const lanterns = await createMusician(db, {
      stageName: 'The Lanterns',
      profile: { instagram_handle: 'the.lanterns' },
    });
    await createGig(db, lanterns.profileId, {
      venue_name: 'Rough Trade East',
      location_address: '91 Brick Lane, London E1 6QL',
      session_name: 'Album Launch',
      scheduled_date: isoDateInDays(3),
      scheduled_start_time: '19:30',
      scheduled_end_time: '22:00',
    });
    await createGig(db, lanterns.profileId, {
      venue_name: 'Private Party',
      is_publicly_visible: 0,
      scheduled_date: isoDateInDays(4),
    });

    await page.goto(`${baseUrl}/`);

    const liveNow = page.getByRole('region', { name: 'Live Right Now' });
    const liveCard = liveNow.getByRole('article').filter({ hasText: 'Luna Ray' });
    await expect(liveCard).toBeVisible();
    await expect(liveCard.getByText('Live', { exact: true })).toBeVisible();
    await expect(liveCard.getByText('The Blue Lamp')).toBeVisible();
    await expect(liveCard.getByText('Friday Acoustic Night')).toBeVisible();
    await expect(liveCard.getByText(/^Started \d{2}:\d{2}$/)).toBeVisible();
    await expect(liveCard.getByRole('link', { name: 'Send Request Now' })).toHaveAttribute(
      'href',
      `/request?qr=${luna.qrCodeId}`,
    );
    await expect(liveCard.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/lunaray/',
    );
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

    await scrollToEnd(page);

    const upcoming = page.getByRole('region', { name: 'Upcoming Performances' });
    await expect(upcoming.getByRole('article')).toHaveCount(1); // the private gig stays private
    const gigCard = upcoming.getByRole('article').filter({ hasText: 'The Lanterns' });
    await expect(gigCard.getByText('Album Launch · 19:30 – 22:00')).toBeVisible();
    await expect(gigCard.getByText('91 Brick Lane, London E1 6QL')).toBeVisible();
    await expect(gigCard.getByRole('link', { name: /Directions/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('91 Brick Lane, London E1 6QL')}`,
    );
    await expect(gigCard.getByRole('link', { name: /View Artist/ })).toHaveAttribute(
      'href',
      `/artist/${lanterns.qrCodeId}`,
    );
    // Stored without the '@' here: the link works either way.
    await expect(gigCard.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/the.lanterns/',
    );

    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'landing-with-shows');
    assertNoPageErrors();
  },
);
