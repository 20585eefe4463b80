import path from 'node:path';
import type { Page } from '@playwright/test';
import { createGig, createMusician } from '../test/factories';
import { todayIso } from '../src/shared/dates';
import type { ComingUpSong } from '../src/shared/live/night';
import { inSetLabel } from '../src/shared/live/night-messages';
import {
  expect,
  expectNoSeriousA11yViolations,
  projectContextOptions,
  saveScreenshot,
  scrollToEnd,
  signInNewMusician,
  test,
} from './fixtures';
import { openControls } from './show-controls';

/** Also at the other theme and width than saveScreenshot's pair: phone light, desktop dark. */
async function saveOtherThemes(page: Page, testInfo: Parameters<typeof saveScreenshot>[1], name: string) {
  const viewport = page.viewportSize();
  try {
    await page.emulateMedia({ colorScheme: 'light' });
    await saveScreenshot(page, testInfo, `${name}-light`, { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({
      path: path.join(testInfo.project.outputDir, 'screenshots', `${name}-wide-dark.png`),
      fullPage: false,
      scale: 'css',
    });
  } finally {
    await page.emulateMedia({ colorScheme: 'dark' });
    if (viewport) await page.setViewportSize(viewport);
  }
}

test('a musician plans two sets, goes live from tonight’s gig with them, slots a fan’s request, skips and undoes, and the night’s played list is kept', async ({
  page,
  browser,
  isolatedServer,
}, testInfo) => {
  test.slow(); // its own server, two browsers, a whole night
  const { db, baseUrl } = isolatedServer;
  const musician = await signInNewMusician(page, isolatedServer);
  for (const song of [
    { title: 'Jolene', artist: 'Dolly Parton' },
    { title: 'Yellow', artist: 'Coldplay' },
    { title: 'Valerie', artist: 'Amy Winehouse' },
    { title: 'Wonderwall', artist: 'Oasis' },
  ]) {
    expect((await page.request.post(`${baseUrl}/api/musicians/repertoire`, { data: song })).status()).toBe(201);
  }
  const venue = `The Anchor & ${'Chain'.repeat(6)} 🍺`;
  await createGig(db, musician.profileId, {
    venue_name: venue,
    scheduled_date: todayIso(),
    scheduled_start_time: '20:00',
  });

  // The setlist, built on the phone from the repertoire: Set 1 Jolene, Yellow; Set 2 Valerie, Wonderwall.
  const name = `Friday${'Night'.repeat(12)}🎸🍺`;
  await page.goto(`${baseUrl}/setlists`);
  await page.getByLabel('New setlist').fill(name);
  await page.getByRole('button', { name: 'Create setlist' }).click();
  await expect(page.getByLabel('Setlist name')).toHaveValue(name);
  const addTo = async (set: string, search: string, title: string) => {
    const region = page.getByRole('region', { name: new RegExp(`^${set}`) });
    await region.getByLabel(`Add a song to ${set}`).fill(search);
    await region.getByRole('button', { name: new RegExp(`${title}.*add to ${set}`) }).click();
    await expect(region.getByRole('list', { name: `Songs of ${set}` })).toContainText(title);
  };
  await addTo('Set 1', 'jol', 'Jolene');
  await addTo('Set 1', 'yell', 'Yellow');
  await page.getByRole('button', { name: 'Add a set' }).click();
  await addTo('Set 2', 'amy', 'Valerie');
  await addTo('Set 2', 'wonder', 'Wonderwall');
  await page.getByRole('button', { name: 'Save setlist' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  // Planned for tonight's gig.
  await page.getByLabel('Plan for a gig').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Attach' }).click();
  await expect(page.getByRole('list', { name: 'Planned for' })).toContainText(venue);

  // Tonight's gig on the dashboard: its setlist comes chosen for going live.
  await page.goto(`${baseUrl}/dashboard`);
  const setlistChoice = page
    .getByRole('region', { name: 'Upcoming Gigs' })
    .getByRole('combobox', { name: 'Setlist for tonight' });
  await expect(setlistChoice.locator('option:checked')).toHaveText(`${name} (planned for this gig)`);
  await setlistChoice.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'setlist-night-go-live', { fullPage: false });
  await saveOtherThemes(page, testInfo, 'setlist-night-go-live');
  await page.getByRole('button', { name: `Go live now at ${venue}` }).click();
  await expect(page).toHaveURL(/\/live\/\d+$/);
  const sessionId = Number(new URL(page.url()).pathname.split('/').pop());

  // The act's crew (capability queue) runs the same night from their own phone.
  const roadie = await createMusician(db, { stageName: 'Roadie Solo' });
  await db
    .insertInto('act_members')
    .values({
      act_id: musician.profileId,
      user_id: roadie.user.id,
      role: 'crew',
      share_bps: 0,
      joined_at: new Date().toISOString(),
      left_at: null,
    })
    .execute();
  const crewPhone = await browser.newContext(projectContextOptions(testInfo));
  const crew = await crewPhone.newPage();
  const crewRefused: string[] = [];
  crew.on('response', (response) => {
    if (response.status() === 403) crewRefused.push(new URL(response.url()).pathname);
  });
  await crew.request.post(`${baseUrl}/api/auth/signin`, { data: { email: roadie.email, password: roadie.password } });
  await crew.request.put(`${baseUrl}/api/musicians/current-act`, { data: { act_id: musician.profileId } });
  await crew.goto(`${baseUrl}/live/${sessionId}`);
  const crewSpine = crew.getByRole('region', { name: new RegExp(`^${name}`) });
  const crewRow = (title: string) => crewSpine.getByRole('listitem').filter({ hasText: title });
  await expect(crewRow('Jolene')).toHaveAttribute('data-state', 'upcoming');

  // The night on the phone: nothing played yet, the set is the spine.
  const nowPlaying = page.getByRole('region', { name: 'Now playing' });
  await expect(nowPlaying).toContainText('Start next below to begin the set.');
  await expect(nowPlaying).toContainText('Next: Jolene');
  const spine = page.getByRole('region', { name: new RegExp(`^${name}`) });
  const row = (title: string) => spine.getByRole('listitem').filter({ hasText: title });
  await expect(spine.getByRole('region', { name: 'Set 2' })).toContainText('Wonderwall');

  // Fans and the room see what's coming up only once the musician says so.
  const songsOfShow = async () =>
    (
      (await (await page.request.get(`${baseUrl}/api/sessions/${sessionId}/songs`)).json()) as {
        coming_up: ComingUpSong[] | null;
      }
    ).coming_up;
  const screenComingUp = async () =>
    (
      (await (await page.request.get(`${baseUrl}/api/screen/${musician.qrCodeId}`)).json()) as {
        show: { coming_up: ComingUpSong[] | null } | null;
      }
    ).show?.coming_up ?? null;
  const titles = (songs: ComingUpSong[] | null) => songs?.map((song) => song.title) ?? null;
  // The venue screen on a TV: its 'Coming up' list replaces Up next while the switch is on.
  const tv = await browser.newContext({ viewport: { width: 1920, height: 1080 }, colorScheme: 'dark' });
  const screen = await tv.newPage();
  await screen.goto(`${baseUrl}/screen/${musician.qrCodeId}`);
  // A fan at the show has the request page open on their phone.
  const fanPhone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const fan = await fanPhone.newPage();
  await fan.goto(`${baseUrl}/request?qr=${musician.qrCodeId}`);
  await expect(fan.getByRole('combobox', { name: 'Song title' })).toBeVisible();
  const expectComingUp = async (expected: string[] | null) => {
    await expect.poll(async () => titles(await songsOfShow())).toEqual(expected);
    await expect.poll(async () => titles(await screenComingUp())).toEqual(expected);
    // The fan's page lists them once its tonight's-songs part is scrolled to; none there is no list.
    await scrollToEnd(fan);
    const onFan = fan.getByRole('region', { name: 'Coming up' });
    await expect(onFan.getByRole('listitem')).toHaveCount(expected?.length ?? 0);
    for (const [index, title] of (expected ?? []).entries()) {
      await expect(onFan.getByRole('listitem').nth(index)).toContainText(`${index + 1}.${title}`);
    }
    const onTv = screen.getByRole('region', { name: 'Coming up' });
    if (expected === null) {
      await expect(onTv).toHaveCount(0);
      return;
    }
    await expect(onTv.getByRole('listitem')).toHaveCount(expected.length);
    for (const [index, title] of expected.entries()) {
      await expect(onTv.getByRole('listitem').nth(index)).toContainText(`${index + 1}.${title}`);
    }
  };
  await expectComingUp(null);
  const sheet = await openControls(page);
  const comingUpSwitch = sheet.getByRole('switch', { name: 'Fans see what’s coming up' });
  await comingUpSwitch.click();
  await expect(comingUpSwitch).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expectComingUp(['Jolene', 'Yellow', 'Valerie']);

  // A fan asks for Valerie (in Set 2) and for Creep (not in the set).
  for (const title of ['Valerie', 'Creep']) {
    await fan.getByRole('combobox', { name: 'Song title' }).fill(title);
    await fan.getByRole('button', { name: 'Send Request' }).click();
    await fan
      .getByRole('dialog', { name: 'Request Sent!' })
      .getByRole('button', { name: /Done|No thanks/ })
      .click();
  }

  // The set starts; the requests tab counts the new ones and marks Valerie as a song of the set.
  const bar = page.getByRole('region', { name: 'Stage actions' });
  await bar.getByRole('button', { name: 'Start next' }).click();
  await expect(nowPlaying).toContainText('Jolene');
  await expect(row('Jolene')).toHaveAttribute('data-state', 'playing');
  await page.getByRole('tab', { name: 'Requests · 2 new' }).click();
  const requests = page.getByRole('region', { name: /^Song Requests/ });
  await expect(requests.getByRole('listitem').filter({ hasText: 'Valerie' })).toContainText(inSetLabel('Yellow'));
  await expect(requests.getByRole('listitem').filter({ hasText: 'Creep' })).not.toContainText('In the set');
  // Valerie is accepted: it is played when the set gets there, not twice.
  await requests.getByRole('button', { name: 'Accept Valerie' }).click();
  await expect(requests.getByRole('listitem').filter({ hasText: 'Valerie' })).toContainText(inSetLabel('Yellow'));

  // Creep is accepted and slotted right after the song playing, from the sheet of places.
  await requests.getByRole('button', { name: 'Accept Creep' }).click();
  await requests.getByRole('button', { name: 'Slot after… Creep' }).click();
  const picker = page.getByRole('dialog', { name: 'Slot after…' });
  await expect(picker.getByRole('button', { name: /^After / })).toHaveCount(4);
  await saveScreenshot(page, testInfo, 'setlist-night-slot-picker', { fullPage: false });
  await picker.getByRole('button', { name: /^After Jolene/ }).click();
  await expect(picker).toBeHidden();
  await expect(requests.getByRole('listitem').filter({ hasText: 'Creep' })).toHaveCount(0);
  await expectComingUp(['Creep', 'Yellow', 'Valerie']);
  await page.getByRole('tab', { name: /^Set/ }).click();
  await expect(row('Creep')).toContainText('Fan’s request');
  await expect(nowPlaying).toContainText('Next: Creep');
  // The crew's phone shows the same night: Jolene playing, the fan's Creep after it.
  await expect(crewRow('Jolene')).toHaveAttribute('data-state', 'playing');
  await expect(crewRow('Creep')).toContainText('Fan’s request');
  // One hand on a 390×844 phone: the night's buttons are thumb-sized, the big one is at the bottom.
  for (const button of [
    row('Yellow').getByRole('button', { name: 'Skip Yellow' }),
    row('Creep').getByRole('button', { name: 'Take out Creep' }),
    bar.getByRole('button', { name: 'Played · next' }),
  ]) {
    const box = (await button.boundingBox())!;
    expect(Math.min(box.height, box.width)).toBeGreaterThanOrEqual(44);
  }
  const big = (await bar.getByRole('button', { name: 'Played · next' }).boundingBox())!;
  expect(big.y).toBeGreaterThanOrEqual(844 * 0.8);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'setlist-night-manager', { fullPage: false });
  await saveOtherThemes(page, testInfo, 'setlist-night-manager');

  // Played · next: Jolene is played (struck), the fan's Creep plays.
  await bar.getByRole('button', { name: 'Played · next' }).click();
  await expect(nowPlaying).toContainText('Creep');
  await expect(row('Jolene')).toHaveAttribute('data-state', 'played');
  await expectComingUp(['Yellow', 'Valerie', 'Wonderwall']);

  // Yellow skipped, then the skip undone.
  await row('Yellow').getByRole('button', { name: 'Skip Yellow' }).click();
  await expect(row('Yellow')).toHaveAttribute('data-state', 'skipped');
  await expectComingUp(['Valerie', 'Wonderwall']);
  await expect(bar).toContainText('Undo');
  await bar.getByRole('button', { name: /^Undo/ }).click();
  await expect(row('Yellow')).toHaveAttribute('data-state', 'upcoming');
  await expectComingUp(['Yellow', 'Valerie', 'Wonderwall']);

  // Through the night: Yellow, then Valerie (the fan's request for it is played with it); Wonderwall skipped.
  await bar.getByRole('button', { name: 'Played · next' }).click();
  await expect(nowPlaying).toContainText('Yellow');
  await bar.getByRole('button', { name: 'Played · next' }).click();
  await expect(nowPlaying).toContainText('Valerie');
  await expectComingUp(['Wonderwall']);
  // The crew skips Wonderwall from their phone; the musician's phone follows.
  await crewRow('Wonderwall').getByRole('button', { name: 'Skip Wonderwall' }).click();
  await expect(row('Wonderwall')).toHaveAttribute('data-state', 'skipped');
  expect(crewRefused).toEqual([]);
  await crewPhone.close();
  // Nothing left to come: an empty list (null is for a show with nothing to show at all).
  await expectComingUp([]);
  await bar.getByRole('button', { name: 'Played', exact: true }).click();
  await expect(row('Valerie')).toHaveAttribute('data-state', 'played');
  await expect(nowPlaying).toContainText('The set is done.');
  await saveScreenshot(page, testInfo, 'setlist-night-done', { fullPage: false });

  // What was played, in order, on the show's report and in its CSV.
  const played = ['Jolene', 'Creep', 'Yellow', 'Valerie'];
  const night = (await (await page.request.get(`${baseUrl}/api/sessions/live/${sessionId}/night`)).json()) as {
    played: { title: string; kind: string }[];
  };
  expect(night.played.map((song) => [song.title, song.kind])).toEqual([
    ['Jolene', 'set'],
    ['Creep', 'request'],
    ['Yellow', 'set'],
    ['Valerie', 'set'],
  ]);
  expect((await page.request.post(`${baseUrl}/api/sessions/live/${sessionId}/end`)).status()).toBe(200);
  const report = (await (await page.request.get(`${baseUrl}/api/sessions/history/${sessionId}`)).json()) as {
    played: { title: string }[];
  };
  expect(report.played.map((song) => song.title)).toEqual(played);
  // The show's summary lists them in the same order.
  await page.goto(`${baseUrl}/shows/${sessionId}`);
  const playedList = page.getByRole('region', { name: 'Played list (4)' });
  for (const [index, title] of played.entries()) {
    await expect(playedList.getByRole('listitem').nth(index)).toContainText(`${index + 1}.${title}`);
  }
  await saveScreenshot(page, testInfo, 'setlist-night-summary');
  const csv = await (await page.request.get(`${baseUrl}/api/sessions/history/${sessionId}/requests.csv`)).text();
  const list = csv.split(/\r?\n/).slice(csv.split(/\r?\n/).indexOf('Played list') + 2);
  // '#', 'Played at', 'Song', 'Artist', 'From', 'Requests': the song, where it came from, how many fans asked.
  expect(list.filter(Boolean).map((line) => line.split(',').filter((_, index) => [2, 4, 5].includes(index)))).toEqual([
    ['Jolene', 'Set', '0'],
    ['Creep', 'Request', '1'],
    ['Yellow', 'Set', '0'],
    ['Valerie', 'Set', '1'],
  ]);
  const fanRequests = (await (await page.request.get(`${baseUrl}/api/sessions/history/${sessionId}`)).json()) as {
    requests: { song_title: string; status: string }[];
  };
  expect(fanRequests.requests.map((request) => [request.song_title, request.status]).sort()).toEqual([
    ['Creep', 'played'],
    ['Valerie', 'played'],
  ]);
  await fanPhone.close();
  await tv.close();
});
