import { createLiveSession, createMusician, createSongRequest } from '../test/factories';
import {
  countEventSources,
  expect,
  expectNoSeriousA11yViolations,
  failOnPageErrors,
  saveScreenshot,
  test,
  watchQueueReads,
} from './fixtures';
import { closeControls, openControls } from './show-controls';

/** Counts the chimes the manager plays: each one starts a Web Audio oscillator. */
function countChimes() {
  const counter = window as unknown as { chimes: number };
  counter.chimes = 0;
  const createOscillator = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    counter.chimes += 1;
    return createOscillator.call(this);
  };
}

test('the manager chimes for new requests, pauses, saves, and declines or clears a selection', async ({
  page,
  request,
  isolatedServer,
}, testInfo) => {
  const assertNoPageErrors = failOnPageErrors(page);
  const { db, baseUrl } = isolatedServer;
  const musician = await createMusician(db, {
    stageName: 'Copper Kettle',
    profile: { bio: 'Pub favourites.', music_styles: ['Folk'] },
  });
  const session = await createLiveSession(db, musician.profileId, {
    venue_name: 'The Old Bell',
    session_name: 'Sunday Session',
  });
  for (const [index, song_title] of ['Galway Girl', 'Dirty Old Town', 'Whiskey in the Jar'].entries())
    await createSongRequest(db, session, {
      song_title,
      created_at: new Date(Date.now() - (3 - index) * 60_000).toISOString(),
    });
  const sendFanRequest = async (song_title: string) => {
    const sent = await request.post(`${baseUrl}/api/sessions/${session.id}/requests`, { data: { song_title } });
    expect(sent.status(), `the fan's request for ${song_title}`).toBe(201);
  };
  const chimes = () => page.evaluate(() => (window as unknown as { chimes: number }).chimes);

  await page.addInitScript(countChimes);
  await page.addInitScript(countEventSources);
  await page.clock.install();
  const queue = await watchQueueReads(page);
  await page.request.post(`${baseUrl}/api/auth/signin`, {
    data: { email: musician.email, password: musician.password },
  });
  await page.goto(`${baseUrl}/live/${session.id}`);
  const list = page.getByRole('heading', { name: /^Song Requests/ });
  await expect(list).toHaveText('Song Requests (3)');
  await expect(page.getByText('Live updates')).toBeVisible();

  // Sound is on by default; browsers allow it once the musician has touched the page, and until
  // then the sound button asks for that touch.
  await expect(page.getByRole('button', { name: 'Enable sound' })).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'Sunday Session' }).click();
  const sound = page.getByRole('button', { name: 'Sound', exact: true });
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await sendFanRequest('Wild Rover');
  await expect(list).toHaveText('Song Requests (4)');
  await expect.poll(chimes, { message: 'a chime for the new request' }).toBe(1);

  // Sound off: the next request arrives in silence, and the choice outlives a reload.
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await sendFanRequest('The Parting Glass');
  await expect(list).toHaveText('Song Requests (5)');
  expect(await chimes()).toBe(1);
  await page.reload();
  await expect(list).toHaveText('Song Requests (5)');
  await expect(sound).toHaveAttribute('aria-pressed', 'false');

  // Auto-refresh off: nothing arrives until the musician refreshes by hand.
  let controls = await openControls(page);
  const autoRefresh = controls.getByRole('button', { name: 'Auto-refresh' });
  await autoRefresh.click();
  await expect(autoRefresh).toHaveAttribute('aria-pressed', 'false');
  await closeControls(controls);
  await expect(page.getByText('Auto-refresh is off')).toBeVisible();
  expect(await queue.openStreams()).toBe(0);
  const readsBefore = queue.reads();
  await sendFanRequest('Molly Malone');
  // Ten of the page's 3 s polling intervals pass: no stream is open and the queue is not read.
  await page.clock.runFor(30_000);
  expect(queue.reads()).toBe(readsBefore);
  expect(await queue.openStreams()).toBe(0);
  await expect(list).toHaveText('Song Requests (5)');
  controls = await openControls(page);
  await controls.getByRole('button', { name: 'Refresh now' }).click();
  await closeControls(controls);
  await expect(list).toHaveText('Song Requests (6)');
  controls = await openControls(page);
  await autoRefresh.click();
  await expect(autoRefresh).toHaveAttribute('aria-pressed', 'true');
  await closeControls(controls);
  await expect(page.getByText('Live updates')).toBeVisible();

  // Select two, then Save Session (the spec's simulated one-second save, with a message): the
  // message rises above the selection bar instead of hiding its buttons.
  await page.getByRole('checkbox', { name: 'Select Galway Girl' }).check();
  await page.getByRole('checkbox', { name: 'Select Dirty Old Town' }).check();
  const selection = page.getByRole('region', { name: 'Selected requests' });
  await expect(selection).toContainText('2 selected');
  controls = await openControls(page);
  await controls.getByRole('button', { name: 'Save Session' }).click();
  await expect(controls.getByRole('button', { name: 'Saving…' })).toBeVisible();
  await closeControls(controls);
  const saved = page.getByRole('region', { name: 'Notifications' }).getByText('Session saved.');
  await expect(saved).toBeVisible();
  const savedBox = await saved.boundingBox();
  const barBox = await selection.boundingBox();
  expect(savedBox!.y + savedBox!.height, 'the message sits above the selection bar').toBeLessThanOrEqual(barBox!.y);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'live-manager-selection', { fullPage: false });

  // Decline both at once; they leave the list while declined requests are hidden.
  await selection.getByRole('button', { name: 'Decline All' }).click();
  await expect(list).toHaveText('Song Requests (4)');
  await expect(page.getByText('Galway Girl')).toHaveCount(0);
  await expect(selection).toHaveCount(0);
  controls = await openControls(page);
  await controls.getByRole('button', { name: 'Show Declined' }).click();
  await closeControls(controls);
  await expect(page.getByRole('listitem').filter({ hasText: 'Dirty Old Town' })).toContainText('Declined');

  // Clear drops the selection and changes nothing.
  const whiskey = page.getByRole('checkbox', { name: 'Select Whiskey in the Jar' });
  await whiskey.check();
  await selection.getByRole('button', { name: 'Clear' }).click();
  await expect(selection).toHaveCount(0);
  await expect(whiskey).not.toBeChecked();
  await expect(page.getByRole('listitem').filter({ hasText: 'Whiskey in the Jar' })).toContainText('Pending');
  assertNoPageErrors();
});
