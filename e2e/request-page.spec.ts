import type { Page } from '@playwright/test';
import type { Db } from '../src/server/db/connection';
import {
  REDIRECT_AFTER_FOLLOW_MS,
  REDIRECT_AFTER_SKIP_MS,
} from '../src/web/features/requests/components/all-done-screen';
import { createGig, createLiveSession, createMusician } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, failOnPageErrors, saveScreenshot, test } from './fixtures';

function isoDateInDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Two live shows and five public gigs, as a fan would find them on a busy night. */
async function seedNight(db: Db) {
  const luna = await createMusician(db, {
    stageName: 'Luna Ray',
    profile: { bio: 'Acoustic covers and originals from Bristol.', instagram_handle: '@lunaray' },
  });
  await createLiveSession(db, luna.profileId, {
    venue_name: 'The Blue Lamp',
    session_name: 'Friday Acoustic Night',
    started_at: new Date(Date.now() - 30 * 60_000).toISOString(),
  });
  const lanterns = await createMusician(db, { stageName: 'The Lanterns', profile: { bio: 'Folk-rock five-piece.' } });
  await createLiveSession(db, lanterns.profileId, { venue_name: 'Rough Trade East', session_name: 'Late Set' });
  for (let day = 1; day <= 5; day += 1) {
    await createGig(db, lanterns.profileId, {
      venue_name: `Venue ${day}`,
      location_address: `${day} High Street, London`,
      session_name: `Tour night ${day}`,
      scheduled_date: isoDateInDays(day),
    });
  }
  return { luna, lanterns };
}

/** Taps the show's visible "Choose" button (the radio inside it is visually hidden). */
async function chooseShow(page: Page, name: string): Promise<void> {
  await page.locator('label', { has: page.getByRole('radio', { name }) }).click();
  // The list folds away to the chosen show, so step two is one short scroll away.
  await expect(page.getByText('Selected', { exact: true })).toBeVisible();
}

/**
 * 'All Done!', then back to the same show's empty form, ready for the next song, after the spec's
 * delay. The page's clock is paused before the tap that ends the flow and moved by hand, so the
 * journey never waits real time: in steps until 'All Done!' shows (React reveals a lazy screen on
 * a timer too), then to a millisecond short of the delay (still there), then past it (back).
 */
async function expectBackAtTheShow(page: Page, stageName: string, delayMs: number) {
  const allDone = page.getByRole('heading', { name: 'All Done!' });
  let stepped = 0;
  while (!(await allDone.isVisible())) {
    expect(stepped, "'All Done!' within a second of the tap").toBeLessThan(1000);
    await page.clock.runFor(50);
    stepped += 50;
  }
  await expect(page.getByRole('button', { name: 'Request another song' })).toBeVisible();
  // The redirect's timer started within the `stepped` ms just moved.
  await page.clock.runFor(delayMs - stepped - 1);
  await expect(allDone).toBeVisible();
  await page.clock.runFor(stepped + 1);
  await expect(page.getByRole('heading', { level: 1, name: 'Send a Song Request' })).toBeVisible();
  await page.clock.resume();
  await expect(page.getByText('Selected', { exact: true })).toBeVisible();
  await expect(page.getByText(stageName).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Song title' })).toHaveValue('');
}

test('the request form guides a fan who has not chosen a show or a song, and lists future gigs', async ({
  page,
  isolatedServer,
}, testInfo) => {
  test.slow(); // starts its own server
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;
  const { lanterns } = await seedNight(db);

  await page.goto(`${baseUrl}/request`);
  await expect(page.getByRole('heading', { level: 1, name: 'Send a Song Request' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Live shows' }).getByRole('radio')).toHaveCount(2);
  // Newest first, each with stage name, bio, venue, start time and session name.
  const options = page.getByRole('group', { name: 'Live shows' });
  await expect(options).toContainText('Acoustic covers and originals from Bristol.');
  await expect(options).toContainText('Friday Acoustic Night');
  await expect(options.getByText(/^Started \d{2}:\d{2}$/).first()).toBeVisible();

  // Step two waits for step one.
  const songTitle = page.getByRole('combobox', { name: 'Song title' });
  await expect(songTitle).toBeDisabled();
  await expect(page.getByLabel('Your name (optional)')).toBeDisabled();
  await expect(page.getByText('Please select a live show first')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'request-page');

  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a live show first');
  await expect(page.getByRole('group', { name: 'Live shows' }).getByRole('radio').first()).toBeFocused();

  await chooseShow(page, 'Choose Luna Ray at The Blue Lamp');
  await expect(page.getByText('Selected', { exact: true })).toBeVisible();
  await expect(songTitle).toBeEnabled();
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Please enter a song title')).toBeVisible();
  await expect(songTitle).toBeFocused();
  await expect(songTitle).toHaveAttribute('aria-invalid', 'true');

  // "Change show" brings the list back.
  await page.getByRole('button', { name: 'Change show' }).click();
  await chooseShow(page, 'Choose The Lanterns at Rough Trade East');
  await expect(page.getByText('Late Set')).toBeVisible();

  // Submit errors of the spec's catalogue: no connection, then a 500 without a body.
  await songTitle.fill('Harvest Moon');
  let sendTries = 0;
  await page.route('**/api/sessions/*/requests', (route) => (sendTries++, route.abort('internetdisconnected')));
  await page.getByRole('button', { name: 'Send Request' }).click();
  // The page tries four times by itself (about 4 s, lib/retry-send.ts) before it tells the fan.
  await expect(page.getByRole('alert')).toHaveText(
    'Unable to connect to the server. Please check your internet connection and try again.',
    { timeout: 10_000 },
  );
  expect(sendTries).toBe(4);
  await page.unroute('**/api/sessions/*/requests');
  await page.route('**/api/sessions/*/requests', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('alert')).toHaveText('Server error occurred. Please try again in a moment.');
  await page.unroute('**/api/sessions/*/requests');

  // Future gigs, below the fold and loaded as the fan scrolls to them: three shown of five, the rest on /future-events.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const futureGigs = page.getByRole('region', { name: 'Future Gigs' });
  await expect(futureGigs.getByRole('article')).toHaveCount(3);
  const firstGig = futureGigs.getByRole('article').first();
  await expect(firstGig).toContainText('Venue 1');
  await expect(firstGig.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('1 High Street, London')}`,
  );
  await expect(firstGig.getByRole('link', { name: /View Artist/ })).toHaveAttribute(
    'href',
    `/artist/${lanterns.qrCodeId}`,
  );
  await page.getByRole('link', { name: 'See More Events (2 more)' }).click();
  await expect(page).toHaveURL(`${baseUrl}/future-events`);

  assertNoPageErrors();
});

test('after sending, following the artist opens their profile and the fan comes back to the same show', async ({
  page,
  context,
  isolatedServer,
}, testInfo) => {
  test.slow();
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;
  const { luna } = await seedNight(db);
  // The follow button opens Instagram in a new window; the test never leaves this machine.
  await context.route('https://www.instagram.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Instagram</title>' }),
  );

  // The page's clock runs as usual until the journey pauses it to time the return to the show.
  await page.clock.install();
  await page.goto(`${baseUrl}/request?qr=${luna.qrCodeId}`);
  await expect(page.getByText('Selected', { exact: true })).toBeVisible();
  // A song that is not in the catalogue is fine: free text, no artist.
  await page.getByRole('combobox', { name: 'Song title' }).fill('Harvest Moon');
  // The send button is on the first screen of a phone once the show and the song are chosen.
  await expect(page.getByRole('button', { name: 'Send Request' })).toBeInViewport({ ratio: 1 });
  await page.getByRole('button', { name: 'Send Request' }).click();

  const dialog = page.getByRole('dialog', { name: 'Request Sent!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Luna Ray has your request for “Harvest Moon”.');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'request-sent-modal', { fullPage: false });

  const popup = page.waitForEvent('popup');
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await dialog.getByRole('link', { name: /Follow on Instagram/ }).click();
  await expect(await popup).toHaveURL('https://www.instagram.com/lunaray/');
  await expectBackAtTheShow(page, 'Luna Ray', REDIRECT_AFTER_FOLLOW_MS);

  // The same song again from the same phone within 30 minutes: the server's own words. A fan's own
  // title is never suggested to other fans (public songs are curated, decision 004), so it is typed.
  const songTitle = page.getByRole('combobox', { name: 'Song title' });
  await songTitle.fill('Harvest Moon');
  await expect(page.getByRole('option', { name: /Harvest Moon/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'You already requested this song for this show in the last 30 minutes.',
  );

  // A different song, skipping the follow: back at the show after 1.5 s.
  await page.getByRole('combobox', { name: 'Song title' }).fill('Heart of Gold');
  await page.getByRole('button', { name: 'Send Request' }).click();
  const skipped = page.getByRole('dialog', { name: 'Request Sent!' }).getByRole('button', { name: 'No thanks' });
  await expect(skipped).toBeVisible();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await skipped.click();
  await expectBackAtTheShow(page, 'Luna Ray', REDIRECT_AFTER_SKIP_MS);

  assertNoPageErrors();
});

test('a QR code of a musician who is not live leads with their next gigs and a way to message them', async ({
  page,
  isolatedServer,
}, testInfo) => {
  test.slow(); // starts its own server
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;
  await seedNight(db);
  const name = 'Mara Quinn 🎻 Averyveryveryverylongunbrokenstagenamewithoutanyspaces';
  const mara = await createMusician(db, { stageName: name });
  for (let day = 1; day <= 4; day += 1) {
    await createGig(db, mara.profileId, { venue_name: `Mara's venue ${day}`, scheduled_date: isoDateInDays(day) });
  }

  await page.goto(`${baseUrl}/request?qr=${mara.qrCodeId}`);
  const scanned = page.getByRole('region', { name: `${name} is not live right now` });
  await expect(scanned).toBeVisible();
  // Their own next gigs first (three of four), each with the reminder bell.
  const gigs = scanned.getByRole('region', { name: `${name}’s next gigs` }).getByRole('listitem');
  await expect(gigs).toHaveCount(3);
  await expect(gigs.first()).toContainText("Mara's venue 1");
  await expect(gigs.first().getByRole('button', { name: /^Remind me about / })).toBeVisible();
  await expect(scanned.getByRole('link', { name: `View profile of ${name}` })).toHaveAttribute(
    'href',
    `/artist/${mara.qrCodeId}`,
  );
  // Other artists' live shows come after, apart.
  const stepOne = page.getByRole('region', { name: 'Step 1. Choose the live show' });
  await expect(stepOne).toContainText('Or send a request to another artist who is live now.');
  await expect(stepOne.getByRole('radio')).toHaveCount(2);
  const scannedBox = await scanned.boundingBox();
  const stepOneBox = await stepOne.boundingBox();
  expect(scannedBox!.y + scannedBox!.height).toBeLessThanOrEqual(stepOneBox!.y);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'request-page-scanned-not-live');

  await scanned.getByRole('button', { name: `Send a message to ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Contact ${name}` });
  await expect(dialog).toBeVisible();
  // A long unbroken stage name wraps inside the dialog: nothing scrolls sideways.
  await saveScreenshot(page, testInfo, 'request-page-scanned-contact', { fullPage: false });
  await dialog.getByLabel('Your Name*').fill('Sam');
  await dialog.getByLabel('Your Email*').fill('sam@example.com');
  await dialog.getByLabel('Message*').fill('Will you play Fast Car at the next one? 🎸');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Message Sent!')).toBeVisible();
  const sent = await db.selectFrom('messages').select(['message', 'musician_id']).executeTakeFirstOrThrow();
  expect(sent).toEqual({ message: 'Will you play Fast Car at the next one? 🎸', musician_id: mara.profileId });

  assertNoPageErrors();
});
