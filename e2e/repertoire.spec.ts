import fs from 'node:fs';
import {
  expect,
  expectNoSeriousA11yViolations,
  failOnPageErrors,
  saveScreenshot,
  signInNewMusician,
  test,
} from './fixtures';
import { closeControls, openControls } from './show-controls';

/** 1,000 lines as a musician's spreadsheet would give them: a header, good songs, bad lines, repeats. */
function thousandSongs(): string {
  const lines = ['Title,Artist,Key,Notes,Open to requests'];
  for (let n = 1; n <= 1000; n += 1) {
    if (n % 100 === 0) lines.push(',Nobody,G,,yes');
    else if (n % 100 === 50) lines.push(`Song ${n - 1},Band ${(n - 1) % 9},,,`);
    else lines.push(`Song ${n},Band ${n % 9},Am,"Capo 2, 🎸",${n % 10 === 1 ? 'no' : 'yes'}`);
  }
  return lines.join('\r\n');
}

test('a musician imports 1,000 songs with a per-line report, keeps the list, and exports it @desktop', async ({
  page,
  isolatedServer,
}, testInfo) => {
  test.slow(); // its own server
  const assertNoPageErrors = failOnPageErrors(page);
  await signInNewMusician(page, isolatedServer);
  await page.goto(`${isolatedServer.baseUrl}/dashboard`);
  await page.getByRole('region', { name: 'Repertoire' }).getByRole('link', { name: 'Add your songs' }).click();
  await expect(page.getByRole('heading', { name: 'Repertoire', level: 1 })).toBeVisible();
  await expect(page.getByText('No songs yet')).toBeVisible();

  // One by hand, with a long unbroken title and emoji.
  const longTitle = `Bohemian${'Rhapsody'.repeat(12)}🎤🔥`;
  await page.getByRole('button', { name: 'Add a song' }).click();
  const form = page.getByRole('region', { name: 'Add a song' });
  await form.getByLabel('Title').fill(longTitle);
  await form.getByLabel('Artist (optional)').fill('Queen 👑');
  await form.getByLabel('Key (optional)').fill('Bb');
  await form.getByLabel('Notes (optional)').fill('Opera section on backing track ' + '🎹'.repeat(20));
  await form.getByRole('button', { name: 'Add song' }).click();
  const songs = page.getByRole('list', { name: 'Songs' });
  await expect(songs.getByRole('listitem')).toHaveCount(1);
  await expect(songs).toContainText(longTitle);

  // The spreadsheet: a preview first, line by line, and nothing saved yet.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await page.getByLabel('CSV file of songs').setInputFiles({
    name: 'my-set-list.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(thousandSongs(), 'utf8'),
  });
  const importer = page.getByRole('region', { name: 'Import songs from a CSV file' });
  await expect(importer.getByRole('status')).toHaveText(
    '980 songs to add. 10 duplicates and 10 lines with errors will be skipped.',
  );
  const problems = importer.getByRole('list', { name: 'Lines not imported' });
  await expect(problems.getByRole('listitem')).toHaveCount(20);
  await expect(problems.getByRole('listitem').first()).toContainText('Line 101');
  await expect(problems.getByRole('listitem').first()).toContainText('Error: Enter the song title');
  await expect(problems).toContainText('Duplicate: The same song as line 50');
  await expect(songs.getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'repertoire-import-preview');

  await importer.getByRole('button', { name: 'Import 980 songs' }).click();
  await expect(importer.getByRole('status')).toHaveText(
    'Added 980 songs. 10 duplicates and 10 lines with errors skipped.',
  );
  await expect(page.getByText('981 songs, 881 open to requests.')).toBeVisible();
  await importer.getByRole('button', { name: 'Done' }).click();

  // A quote left open on its line: that line is reported as typed, the lines after it are read.
  const typo = `Wonderwall,"Oasis 🎸 ${'Anyway'.repeat(12)}`;
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await page.getByLabel('CSV file of songs').setInputFiles({
    name: 'typo.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Title,Artist\n${typo}\nBrand New Song,Someone\n`, 'utf8'),
  });
  await expect(importer.getByRole('status')).toHaveText('1 song to add. 1 line with errors will be skipped.');
  const typoLine = importer.getByRole('list', { name: 'Lines not imported' }).getByRole('listitem');
  await expect(typoLine).toContainText('Line 2');
  await expect(typoLine.locator('code')).toHaveText(typo);
  await saveScreenshot(page, testInfo, 'repertoire-import-unclosed-quote');
  await importer.getByRole('button', { name: 'Cancel' }).click();

  // Find one, close it to requests, remove another (after confirming).
  await page.getByLabel('Find a song').fill('song 22');
  await expect(songs.getByRole('listitem')).toHaveCount(11);
  const song22 = page.getByRole('switch', { name: 'Open to requests: Song 22', exact: true });
  await expect(song22).toHaveAttribute('aria-checked', 'true');
  await song22.click();
  await expect(song22).toHaveAttribute('aria-checked', 'false');
  await songs.getByRole('button', { name: 'Remove Song 220', exact: true }).click();
  await page.getByRole('dialog', { name: 'Remove this song?' }).getByRole('button', { name: 'Remove song' }).click();
  await expect(songs.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByText('980 songs, 879 open to requests.')).toBeVisible();
  await page.getByLabel('Find a song').fill('');
  // In the order a musician reads a set list: Song 2 before Song 10.
  await expect(songs.getByRole('listitem').nth(1)).toContainText('Song 1Key AmBand 1');
  await expect(songs.getByRole('listitem').nth(2)).toContainText('Song 2Key AmBand 2');
  await saveScreenshot(page, testInfo, 'repertoire-list', { fullPage: false });

  // The export is the list, in the columns an import reads.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = fs.readFileSync((await (await download).path())!, 'utf8');
  expect(csv.startsWith('\uFEFFTitle,Artist,Key,Notes,Open to requests\r\n')).toBe(true);
  expect(csv.trim().split('\r\n')).toHaveLength(981);
  expect(csv).toContain(`${longTitle},Queen 👑,Bb,`);
  expect(csv).toContain('Song 22,Band 4,Am,"Capo 2, 🎸",no');
  assertNoPageErrors();
});

test('a repertoire-only show suggests the list and refuses an unknown title @desktop', async ({
  page,
  browser,
  isolatedServer,
}, testInfo) => {
  test.slow(); // its own server, two browsers
  const { baseUrl } = isolatedServer;
  const musician = await signInNewMusician(page, isolatedServer, 'Luna Ray');
  await page.request.post(`${baseUrl}/api/musicians/repertoire/import`, {
    data: { csv: 'Wonderwall,Oasis\nWonder of You,Elvis Presley\nWondering Star,Band,,,no\n' },
  });
  const live = await page.request.post(`${baseUrl}/api/sessions/live`, { data: { venue_name: 'The Anchor' } });
  const sessionId = ((await live.json()) as { session: { id: number } }).session.id;

  await page.goto(`${baseUrl}/live/${sessionId}`);
  let controls = await openControls(page);
  let toggle = controls.getByRole('switch', { name: 'Repertoire only' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'manager-repertoire-only', { fullPage: false });
  await closeControls(controls);

  const fanPhone = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  const fan = await fanPhone.newPage();
  const assertNoFanErrors = failOnPageErrors(fan);
  await fan.goto(`${baseUrl}/request?qr=${musician.qrCodeId}`);
  await expect(fan.getByText('Luna Ray plays songs from their list tonight: pick a suggestion.')).toBeVisible();
  const title = fan.getByRole('combobox', { name: 'Song title' });
  await title.fill('wond');
  await expect(fan.getByRole('option')).toHaveCount(2);
  await expect(fan.getByRole('option').first()).toContainText('Wonder of You');

  // A title not on the list is refused, and says why.
  await title.fill('Free Bird');
  await fan.getByRole('button', { name: 'Send Request' }).click();
  const refusal = fan.getByRole('alert');
  await expect(refusal).toContainText(
    'Tonight the artist plays only songs from their list. Choose one of the suggested songs.',
  );
  // Below the fields on a phone: brought into view, not left under the fold.
  await expect(refusal).toBeInViewport();
  await saveScreenshot(fan, testInfo, 'fan-repertoire-only-refused', { fullPage: false });

  // One from the suggestions goes through, under the list's own spelling.
  await title.fill('wonderw');
  await fan.getByRole('option', { name: /Wonderwall/ }).click();
  await fan.getByRole('button', { name: 'Send Request' }).click();
  await expect(fan.getByRole('dialog', { name: 'Request Sent!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wonderwall', level: 3 })).toBeVisible();

  // Any song again: the hint goes at once, through the live-shows stream.
  controls = await openControls(page);
  toggle = controls.getByRole('switch', { name: 'Repertoire only' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await fan
    .getByRole('dialog', { name: 'Request Sent!' })
    .getByRole('button', { name: /Done|No thanks/ })
    .click();
  await expect(fan.getByText('Luna Ray plays songs from their list tonight: pick a suggestion.')).toHaveCount(0);
  assertNoFanErrors();
  await fanPhone.close();
});
