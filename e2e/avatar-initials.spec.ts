import { createMusician } from '../test/factories';
import { expect, saveScreenshot, test } from './fixtures';

/**
 * A stage name that starts with an emoji shows that whole emoji as its avatar, not half of its
 * surrogate pair or the first person of a family: looked at on the phone (dark) and desktop (light).
 */
test('an emoji at the start of a stage name is the avatar’s whole initial', async ({
  page,
  isolatedServer,
}, testInfo) => {
  test.slow(); // starts its own server
  const { db, baseUrl } = isolatedServer;
  for (const [stageName, initial, shot] of [
    ['👨‍👩‍👧 Family Band', '👨‍👩‍👧', 'avatar-initial-family'],
    ['🇬🇧 Brit Pop Revival', '🇬🇧', 'avatar-initial-flag'],
  ] as const) {
    const musician = await createMusician(db, { stageName });
    await page.goto(`${baseUrl}/artist/${musician.qrCodeId}`);
    await expect(page.getByRole('heading', { level: 1, name: stageName })).toBeVisible();
    const avatar = page.locator('span[aria-hidden="true"].rounded-full').first();
    await expect(avatar).toHaveText(initial);
    await saveScreenshot(page, testInfo, shot, { fullPage: false });
  }
});
