import { createLiveSession, createMusician, createSongRequest } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test } from './fixtures';

test('three phones back one song, the counts move live on each, and the musician orders by how many asked @desktop', async ({
  page,
  browser,
  isolatedServer,
}, testInfo) => {
  test.slow(); // its own server and four browsers
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, {
    stageName: 'Luna Ray',
    profile: { bio: 'Covers', music_styles: ['Pop'] },
  });
  const session = await createLiveSession(db, musician.profileId, { venue_name: 'The Blue Lamp' });
  const accepted = { status: 'accepted' as const, accepted_at: new Date().toISOString() };
  // Yellow asked twice, then Wonderwall once (with a fan's words no other fan may read).
  await createSongRequest(db, session, { song_title: 'Yellow', artist_name: 'Coldplay', ...accepted });
  await createSongRequest(db, session, { song_title: 'yellow', artist_name: 'Coldplay', ...accepted });
  const title = `Wonder${'wall'.repeat(12)}🎸🔥`;
  await createSongRequest(db, session, {
    song_title: title,
    artist_name: 'Oasis',
    fan_name: 'Private Person',
    message: 'not for anyone else to read',
    ...accepted,
  });

  // The musician orders Up Next by how many asked: Yellow (×2) first.
  await page.request.post(`${baseUrl}/api/auth/signin`, {
    data: { email: musician.email, password: musician.password },
  });
  await page.goto(`${baseUrl}/live/${session.id}`);
  await page.getByRole('combobox', { name: 'Order' }).selectOption('asked');
  const upNextHeadings = page.getByRole('heading', { level: 3 });
  await expect(page.getByRole('heading', { name: /Yellow\s*×2/ })).toBeVisible();

  // Three phones at the venue, each on the request page from the QR code.
  const phones = await Promise.all(
    [0, 1, 2].map(async () => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const fan = await context.newPage();
      await fan.goto(`${baseUrl}/request?qr=${musician.qrCodeId}`);
      return { context, fan, list: fan.getByRole('region', { name: 'Asked for tonight' }) };
    }),
  );
  const row = (list: (typeof phones)[number]['list']) => list.getByRole('listitem').filter({ hasText: 'Oasis' });
  for (const { list } of phones) await expect(row(list)).toContainText('Asked once');
  await expectNoSeriousA11yViolations(phones[0]!.fan);

  // Each phone adds its +1 in turn: every phone sees the count move, without reloading.
  for (const [index, { fan }] of phones.entries()) {
    await fan.getByRole('button', { name: `Add your +1 to ${title} by Oasis` }).click();
    await expect(fan.getByRole('button', { name: `Take back your +1 for ${title} by Oasis` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const { list } of phones) await expect(row(list)).toContainText(`Asked ${index + 2} times`);
  }
  // The +1 is the phone's request: its own list follows it.
  await expect(phones[0]!.fan.getByRole('region', { name: 'Your requests' })).toContainText(title);
  await phones[2]!.list.scrollIntoViewIfNeeded();
  await saveScreenshot(phones[2]!.fan, testInfo, 'back-a-song-phone', { fullPage: false });

  // The musician's order follows: Wonderwall, asked four times, now comes first.
  await expect(page.getByRole('heading', { name: new RegExp(`${title}\\s*×4`) })).toBeVisible();
  await expect(upNextHeadings.filter({ hasText: /×/ }).first()).toContainText(title);
  await expect(phones[0]!.fan.getByRole('region', { name: 'Your requests' })).toContainText('Coming up next');

  // The first phone takes its +1 back: the counts drop on every phone and on the stage.
  await phones[0]!.fan.getByRole('button', { name: `Take back your +1 for ${title} by Oasis` }).click();
  for (const { list } of phones) await expect(row(list)).toContainText('Asked 3 times');
  await expect(page.getByRole('heading', { name: new RegExp(`${title}\\s*×3`) })).toBeVisible();
  await expect(phones[0]!.fan.getByRole('button', { name: `Add your +1 to ${title} by Oasis` })).toBeVisible();

  // Nothing of the fan who asked first ever reached a phone.
  for (const { fan } of phones) {
    for (const secret of ['Private Person', 'not for anyone else to read']) {
      await expect(fan.locator('body')).not.toContainText(secret);
    }
  }
  await saveScreenshot(page, testInfo, 'back-a-song-manager', { fullPage: false });

  // The musician switches +1s off in the show's controls: the list leaves every phone; on again, it is back.
  await page.getByRole('button', { name: 'Controls' }).click();
  const sheet = page.getByRole('dialog', { name: 'Show controls' });
  const fansBack = sheet.getByRole('switch', { name: /Fans back songs/ });
  await expect(fansBack).toBeChecked();
  await fansBack.click();
  await expect(fansBack).not.toBeChecked();
  for (const { list } of phones) await expect(list).toHaveCount(0);
  await fansBack.click();
  for (const { list } of phones) await expect(row(list)).toContainText('Asked 3 times');
  await page.keyboard.press('Escape');
  // The list on a wide screen.
  await page.goto(`${baseUrl}/request?qr=${musician.qrCodeId}`);
  const wide = page.getByRole('region', { name: 'Asked for tonight' });
  await expect(row(wide)).toContainText('Asked 3 times');
  await wide.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'back-a-song-wide', { fullPage: false });
  for (const { context } of phones) await context.close();
});
