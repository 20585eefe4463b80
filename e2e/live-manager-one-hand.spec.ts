import type { Locator, Page } from '@playwright/test';
import { createLiveSession, createMusician, createSongRequest } from '../test/factories';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test } from './fixtures';

const LONG_TITLE = `Supercalifragilisticexpialidocious${'Ooh'.repeat(30)}🎸🔥`;

/** Rows wholly on screen between the header and the action bar, and where the first Accept sits. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect().bottom;
    const rail = document.querySelector('[aria-label="Stage actions"]')!.getBoundingClientRect();
    // On a phone on its side the bar is a rail beside the list, not under it.
    const bar = rail.width > window.innerWidth / 2 ? rail.top : window.innerHeight;
    const rows = [...document.querySelectorAll('li[id^="request-row-"]')].map((row) => row.getBoundingClientRect());
    const accept = [...document.querySelectorAll('button')].find((button) =>
      button.textContent?.trim().startsWith('Accept'),
    );
    return {
      rowsVisible: rows.filter((row) => row.top >= header && row.bottom <= bar).length,
      rowHeight: Math.round(rows[0]!.height),
      firstAcceptBottom: Math.round(accept!.getBoundingClientRect().bottom),
      barTop: Math.round(bar),
    };
  });
}

/** A finger on the touch screen, dragged sideways across a row (Chromium's touch events, as a phone sends them). */
async function swipe(page: Page, row: Locator, dx: number) {
  // Mid-screen, clear of the header and the action bar pinned over the list's ends.
  await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = (await row.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 8; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 8, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('one hand: five requests and their buttons on the first screen, swipes that Undo takes back, the stage under the thumb, Block undone', async ({
  page,
  isolatedServer,
}, testInfo) => {
  test.slow(); // starts its own server
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, { stageName: 'One Hand' });
  const session = await createLiveSession(db, musician.profileId, {
    venue_name: 'The Stand 🎤',
    session_name: 'Late Set',
  });
  const rows: Array<[string, 'pending' | 'accepted', Partial<{ message: string; tip_amount: number }>]> = [
    ['Dirty Old Town', 'accepted', { tip_amount: 500 }],
    ['Wild Rover', 'accepted', {}],
    ['Galway Girl', 'pending', { message: 'For my sister, it is her birthday! 🎂' }],
    [LONG_TITLE, 'pending', { message: `${'Please'.repeat(40)}🙏` }],
    ['Whiskey in the Jar', 'pending', { tip_amount: 1234 }],
    ['The Parting Glass', 'pending', {}],
    ['Raglan Road', 'pending', {}],
    ['Fields of Athenry', 'pending', {}],
  ];
  for (const [index, [song_title, status, extra]] of rows.entries()) {
    await createSongRequest(db, session, {
      song_title,
      status,
      fan_name: index === 3 ? `Aoife${'🎶'.repeat(30)}` : 'Aoife',
      device_id: `phone-${index}-${'x'.repeat(16)}`,
      created_at: new Date(Date.now() - (rows.length - index) * 4 * 60_000).toISOString(),
      ...extra,
    });
  }
  await page.request.post(`${baseUrl}/api/auth/signin`, {
    data: { email: musician.email, password: musician.password },
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseUrl}/live/${session.id}`);
  await expect(page.getByRole('heading', { name: /^Song Requests/ })).toHaveText('Song Requests (8)');

  // What fits at 390 x 844, measured: five rows at least, with their buttons, above the action bar.
  const phone = await measure(page);
  testInfo.annotations.push({ type: 'measured 390x844', description: JSON.stringify(phone) });
  console.log('measured 390x844 on arrival', JSON.stringify(phone));
  expect(phone.rowsVisible).toBeGreaterThanOrEqual(5);
  expect(phone.firstAcceptBottom).toBeLessThanOrEqual(phone.barTop);
  // The stage's moves sit in the bottom bar, in the thumb's reach, each at least 44 px.
  const bar = page.getByRole('region', { name: 'Stage actions' });
  for (const name of [/^Undo/, 'Start next', 'Pause requests', 'Controls']) {
    const box = (await bar.getByRole('button', { name }).boundingBox())!;
    expect(box.y, `${String(name)} in the lower part of the screen`).toBeGreaterThan(844 * 0.8);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  for (const button of await page.getByRole('listitem').getByRole('button').all()) {
    if (!(await button.isVisible())) continue;
    // The song's button reaches over its positioned text column (both lines): that is its target.
    const side = await button.evaluate((element: HTMLElement) => {
      const target = element.hasAttribute('aria-expanded') ? (element.offsetParent as HTMLElement) : element;
      const box = target.getBoundingClientRect();
      return Math.min(box.width, box.height);
    });
    expect(side, (await button.textContent()) ?? '').toBeGreaterThanOrEqual(44);
  }
  await expectNoSeriousA11yViolations(page);

  const fresh = page.getByRole('region', { name: 'New requests' });
  const upNext = page.getByRole('region', { name: 'Up next' });
  const undo = bar.getByRole('button', { name: /^Undo/ });

  // Swipe right accepts; Undo takes it back, as after a tap.
  await swipe(page, fresh.getByRole('listitem').filter({ hasText: 'Galway Girl' }), 200);
  await expect(upNext.getByRole('heading', { name: 'Galway Girl' })).toBeVisible();
  await expect(bar).toContainText('Undo: Accepted Galway Girl');
  await undo.click();
  await expect(fresh.getByRole('heading', { name: 'Galway Girl' })).toBeVisible();
  await expect(bar).toContainText('Nothing to undo');

  // Swipe left declines (declined rows leave the list); Undo brings it back.
  await swipe(page, fresh.getByRole('listitem').filter({ hasText: 'Raglan Road' }), -200);
  await expect(page.getByRole('heading', { name: 'Raglan Road' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Song Requests/ })).toHaveText('Song Requests (7)');
  await undo.click();
  await expect(fresh.getByRole('heading', { name: 'Raglan Road' })).toBeVisible();

  // A short drag is no swipe: the row stays new.
  await swipe(page, fresh.getByRole('listitem').filter({ hasText: 'Fields of Athenry' }), 40);
  await expect(fresh.getByRole('heading', { name: 'Fields of Athenry' })).toBeVisible();

  // Without swiping: the row's own buttons, from the keyboard too.
  await fresh.getByRole('button', { name: 'Accept The Parting Glass' }).focus();
  await page.keyboard.press('Enter');
  await expect(upNext.getByRole('heading', { name: 'The Parting Glass' })).toBeVisible();

  // The message is a tap on the song away.
  const galway = fresh.getByRole('listitem').filter({ hasText: 'Galway Girl' });
  const details = galway.getByRole('button', { name: 'Galway Girl', exact: true });
  await expect(galway.getByText('For my sister, it is her birthday! 🎂')).toBeHidden();
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(galway.getByText('For my sister, it is her birthday! 🎂')).toBeVisible();
  await saveScreenshot(page, testInfo, 'live-one-hand-details', { fullPage: false });

  // Block, and Undo takes it back like any other tap.
  await galway.getByRole('button', { name: 'Block phone that requested Galway Girl' }).click();
  await page.getByRole('dialog', { name: 'Block this phone?' }).getByRole('button', { name: 'Block phone' }).click();
  await expect(bar).toContainText('Undo: Blocked the phone that asked for Galway Girl');
  await expect(galway.getByRole('img', { name: 'Phone blocked' })).toBeVisible();
  await expect(galway.getByRole('button', { name: 'Unblock phone that requested Galway Girl' })).toBeVisible();
  await undo.click();
  await expect(galway.getByRole('img', { name: 'Phone blocked' })).toHaveCount(0);
  await expect(galway.getByRole('button', { name: 'Block phone that requested Galway Girl' })).toBeVisible();

  // Blocked again, then unblocked from the show's list of blocked phones.
  await galway.getByRole('button', { name: 'Block phone that requested Galway Girl' }).click();
  await page.getByRole('dialog', { name: 'Block this phone?' }).getByRole('button', { name: 'Block phone' }).click();
  await expect(galway.getByRole('img', { name: 'Phone blocked' })).toBeVisible();
  await bar.getByRole('button', { name: 'Controls' }).click();
  const sheet = page.getByRole('dialog', { name: 'Show controls' });
  const blocked = sheet.getByRole('region', { name: 'Blocked phones (1)' });
  await expect(blocked).toContainText('Galway Girl');
  await saveScreenshot(page, testInfo, 'live-one-hand-blocked-phones', { fullPage: false });
  await blocked.getByRole('button', { name: 'Unblock the phone that asked for Galway Girl' }).click();
  await expect(sheet.getByRole('region', { name: 'Blocked phones (0)' })).toContainText('No phone is blocked');
  await page.keyboard.press('Escape');
  await expect(bar).toContainText('Undo: Unblocked the phone that asked for Galway Girl');
  await expect(galway.getByRole('img', { name: 'Phone blocked' })).toHaveCount(0);
  await details.click();

  // Pause from the bar; Resume from the same place.
  await bar.getByRole('button', { name: 'Pause requests' }).click();
  await expect(bar.getByRole('button', { name: 'Resume requests' })).toBeVisible();
  await expect(page.getByText('Requests are paused. Fans cannot send requests until you resume.')).toBeVisible();
  await bar.getByRole('button', { name: 'Resume requests' }).click();
  await expect(bar.getByRole('button', { name: 'Pause requests' })).toBeVisible();

  // Start next from the bar: the first of Up Next plays.
  await bar.getByRole('button', { name: 'Start next' }).click();
  await expect(page.getByRole('region', { name: 'Now playing' })).toContainText('Dirty Old Town');
  await expect(bar.getByRole('button', { name: 'Played · next' })).toBeVisible();

  // Each screen, light and dark: a phone, a small phone, a phone on its side, a tablet.
  const screens = [
    { width: 390, height: 844, rows: 5 },
    { width: 360, height: 740, rows: 4 },
    { width: 844, height: 390, rows: 2 },
    { width: 1024, height: 768, rows: 6 },
  ];
  for (const { width, height, rows: atLeast } of screens) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    // The layout follows the width through media queries read by React (a laptop's columns), a
    // render after the resize: measure until it has settled, not the frame the resize landed in.
    let figures = await measure(page);
    await expect
      .poll(
        async () => {
          figures = await measure(page);
          return figures.rowsVisible;
        },
        { message: `rows on screen at ${width}x${height}`, timeout: 5000 },
      )
      .toBeGreaterThanOrEqual(atLeast);
    testInfo.annotations.push({ type: `measured ${width}x${height}`, description: JSON.stringify(figures) });
    console.log(`measured ${width}x${height}`, JSON.stringify(figures));
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height });
      await saveScreenshot(page, testInfo, `live-one-hand-${width}x${height}-${colorScheme}`, { fullPage: false });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoSeriousA11yViolations(page);
});
