import type { Page } from '@playwright/test';
import { createGig, createLiveSession, createMessage, createMusician, createSongRequest } from '../test/factories';
import { expect, failOnPageErrors, saveScreenshot, test, scrollToEnd } from './fixtures';

/**
 * Whatever people type, no screen may grow wider than a small phone: every user-typed field is
 * filled with long unbroken text, a long URL and emoji, and each screen is checked at 360 and
 * 390 px for sideways scrolling and for any element that reaches past the right edge.
 */
const unbroken = (label: string, length: number) => `${label}${'x'.repeat(length)}🎸🎤`;
const longUrl = `https://example.com/${'a-very-long-path-segment-without-breaks'.repeat(4)}?utm_source=${'y'.repeat(60)}`;

/** Elements past the right edge that no ancestor clips or scrolls (those are truncated, not overflowing). */
async function expectNothingPastTheEdge(page: Page, screen: string): Promise<void> {
  const offenders = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' && parent !== document.documentElement && parent !== document.body)
          return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= width + 1) continue;
      if (getComputedStyle(element).position === 'fixed' && rect.left >= width) continue; // off-canvas toasts
      if (clipped(element)) continue;
      const text = (element.textContent ?? '').trim().slice(0, 40);
      found.push(
        `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} right=${Math.round(rect.right)} "${text}"`,
      );
    }
    return found.slice(0, 8);
  });
  expect(offenders, `elements past the right edge on ${screen}`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
}

for (const width of [360, 390]) {
  test(`long names, titles, messages and URLs fit a ${width} px phone on every screen`, async ({
    page,
    isolatedServer,
  }, testInfo) => {
    test.slow(); // its own server and eight screens
    const assertNoPageErrors = failOnPageErrors(page);
    await page.setViewportSize({ width, height: 844 });
    const { db, baseUrl } = isolatedServer;
    const stageName = unbroken('Kofi', 120);
    const musician = await createMusician(db, {
      stageName,
      profile: {
        bio: `${unbroken('Bio', 200)} ${longUrl}`,
        instagram_handle: `@${'k'.repeat(30)}`,
        website_url: longUrl,
        music_styles: ['Folk', 'Jazz'],
        favorite_singers: [unbroken('Singer', 150)],
      },
    });
    await createMusician(db, { stageName: 'Short Name' });
    const session = await createLiveSession(db, musician.profileId, {
      venue_name: unbroken('Venue', 150),
      session_name: unbroken('Session', 150),
      location_address: unbroken('Address', 150),
    });
    for (let day = 1; day <= 3; day += 1)
      await createGig(db, musician.profileId, {
        venue_name: unbroken(`Venue${day}`, 150),
        session_name: unbroken(`Gig${day}`, 150),
        location_address: `${unbroken('Street', 120)} ${longUrl}`,
        scheduled_date: new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10),
      });
    for (const [index, status] of (['pending', 'accepted', 'played', 'pending'] as const).entries()) {
      await createSongRequest(db, session, {
        song_title: unbroken(`Title${index}`, 200),
        artist_name: unbroken('Artist', 150),
        fan_name: unbroken('Fan', 100),
        message: `Play this! ${longUrl} ${unbroken('Msg', 150)}`,
        tip_amount: index === 1 ? 123_456 : 0,
        status,
      });
    }
    await createMessage(db, musician.profileId, {
      name: unbroken('Sender', 120),
      email: `${'e'.repeat(60)}@example.com`,
      subject: unbroken('Subject', 150),
      message: `${unbroken('Body', 300)} ${longUrl}`,
    });
    const shot = (name: string) => saveScreenshot(page, testInfo, `long-content-${name}-${width}`);

    await page.goto(`${baseUrl}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(stageName).first()).toBeVisible();
    await scrollToEnd(page);
    await expect(page.getByRole('region', { name: 'Upcoming Performances' }).getByRole('article')).toHaveCount(3);
    await expectNothingPastTheEdge(page, 'the landing page');
    await shot('landing');

    await page.goto(`${baseUrl}/future-events`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNothingPastTheEdge(page, 'future events');
    await shot('future-events');

    await page.goto(`${baseUrl}/artist/${musician.qrCodeId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The follow controls and the gigs are drawn as the visitor scrolls towards them.
    await scrollToEnd(page);
    // One boundary holds the e-mail form and the push button: with the form, the button is in too.
    await expect(page.getByRole('region', { name: `Follow ${stageName}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Upcoming Performances' }).getByRole('listitem')).toHaveCount(3);
    await expectNothingPastTheEdge(page, 'the artist page');
    await shot('artist');

    await page.goto(`${baseUrl}/request?qr=${musician.qrCodeId}`);
    await expect(page.getByText('Selected', { exact: true })).toBeVisible();
    const songTitle = unbroken('Song', 200);
    await page.getByRole('combobox', { name: 'Song title' }).fill(songTitle);
    await page.getByLabel('Artist name (optional)').fill(unbroken('Band', 150));
    await page.getByLabel('Your name (optional)').fill(unbroken('Me', 100));
    await page.getByLabel(/Message/).fill(`${longUrl} ${unbroken('Note', 150)}`);
    await expectNothingPastTheEdge(page, 'the filled request form');
    await shot('request-form');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByRole('dialog', { name: 'Request Sent!' })).toBeVisible();
    await expectNothingPastTheEdge(page, "the 'Request Sent!' dialog");
    await saveScreenshot(page, testInfo, `long-content-request-sent-${width}`, { fullPage: false });

    await page.request.post(`${baseUrl}/api/auth/signin`, {
      data: { email: musician.email, password: musician.password },
    });
    await page.goto(`${baseUrl}/live/${session.id}`);
    await expect(page.getByRole('heading', { name: /^Song Requests/ })).toBeVisible();
    await expect(page.getByText(/^Title0x+/).first()).toBeVisible();
    await expectNothingPastTheEdge(page, 'the live manager');
    await shot('live-manager');

    await page.goto(`${baseUrl}/dashboard`);
    await expect(page.getByRole('region', { name: 'Messages' })).toBeVisible();
    await expectNothingPastTheEdge(page, 'the dashboard');
    await shot('dashboard');

    await page.goto(`${baseUrl}/settings`);
    await expect(page.getByRole('tablist', { name: 'Settings sections' })).toBeVisible();
    for (const tab of ['Account', 'Profile', 'Subscription', 'Privacy', 'Marketing']) {
      const button = page.getByRole('tab', { name: tab });
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `the ${tab} tab is on screen`).toBe(true);
    }
    await expectNothingPastTheEdge(page, 'settings');
    await shot('settings');
    assertNoPageErrors();
  });
}
